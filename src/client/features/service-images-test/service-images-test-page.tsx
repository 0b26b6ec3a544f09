import { SERVICE_CARDS } from '@/domain/catalog/landing-sections';
import { SiteImage } from '@/client/components/layout/site-image';

/** /service-images-test: the first six service illustrations, each with its title and path. */
const IMAGES = SERVICE_CARDS.slice(0, 6);

export default function ServiceImagesTestPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Service Images Test</h1>
      <p className="mt-2 text-slate-600">
        Six service images, each shipped with the site (no outside host).
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {IMAGES.map((card) => (
          <li
            key={card.key}
            className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <SiteImage
              src={card.image}
              alt={card.title}
              size="card"
              lazy={false}
              className="bg-slate-100"
            />
            <div className="p-4">
              <h2 className="font-bold text-slate-900">{card.title}</h2>
              <p className="mt-1 font-mono text-xs break-all text-slate-500">{card.image}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
