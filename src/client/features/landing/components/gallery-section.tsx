import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Expand } from 'lucide-react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { scrollToSection } from '@/client/components/layout/scroll-to-section';
import { Button } from '@/client/components/ui/button';
import { GALLERY_ITEMS } from '@/domain/catalog/gallery';
import { SiteImage } from '@/client/components/layout/site-image';
import { galleryItemIn } from '../words/gallery-words';
import { LandingSection } from './landing-section';

// The lightbox is only needed once someone opens a picture.
const GalleryLightbox = lazy(() => import('./gallery-lightbox'));

/** #gallery: fifteen captioned pictures, a lightbox, and the way back up to the services. */
export function GallerySection() {
  const { t, i18n } = useLingui();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  // The pictures with their words in the page's language (the lightbox shows the same).
  const items = useMemo(
    () => GALLERY_ITEMS.map((item) => galleryItemIn(item, (words) => i18n._(words))),
    [i18n],
  );

  return (
    <LandingSection
      id="gallery"
      titleId="gallery-title"
      eyebrow={t`Installations We Do`}
      title={t`Installation Gallery`}
      intro={
        <p className="mt-3 text-slate-600">
          <Trans>
            Illustrations of the installations we do in homes and apartments across Charlotte, until
            our own job photos are up. Tap a picture to see it larger.
          </Trans>
        </p>
      }
      className="border-y border-slate-200 bg-slate-50"
    >
      <ul className="mt-10 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => {
          const title = item.title;
          return (
            <li key={item.id}>
              <figure className="group overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <button
                  type="button"
                  ref={(node) => {
                    triggers.current[index] = node;
                  }}
                  onClick={() => setOpenIndex(index)}
                  aria-label={t`View larger: ${title}`}
                  className="relative block w-full overflow-hidden focus-visible:outline-offset-[-4px]"
                >
                  <SiteImage
                    src={item.image}
                    alt={item.alt}
                    size="gallery"
                    className="bg-slate-200 transition-transform duration-300 group-hover:scale-[1.03]"
                  />
                  <span className="absolute top-3 right-3 grid size-9 place-items-center rounded-full bg-slate-950/60 text-white opacity-90">
                    <Expand className="size-4" aria-hidden />
                  </span>
                </button>
                <figcaption className="p-4">
                  {/* Honest labelling (issue 16): these are drawings, not photos of real jobs. */}
                  <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    <Trans>Example installation</Trans>
                  </span>
                  <span className="block font-bold text-slate-900">{title}</span>
                  <span className="mt-1 block text-sm text-slate-600">{item.caption}</span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>

      <div className="mt-12 text-center">
        <Button size="lg" onClick={() => scrollToSection('services')}>
          <Trans>Start Your Project</Trans>
          <ArrowRight aria-hidden />
        </Button>
      </div>

      {openIndex !== null && (
        <Suspense fallback={null}>
          <GalleryLightbox
            items={items}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
            onCloseAutoFocus={(index) => triggers.current[index]?.focus()}
          />
        </Suspense>
      )}
    </LandingSection>
  );
}
