import { pagePath } from '@/domain/site/paths';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { scrollToSection } from '@/client/components/layout/scroll-to-section';
import { Button } from '@/client/components/ui/button';
import { IconList } from '@/client/components/ui/icon-list';
import { enterBuilder } from '@/client/lib/site-mode';
import { useBusiness } from '@/client/lib/use-business';
import { isLicensed } from '@/domain/catalog/landing';
import { GALLERY_TEASER, SERVICE_CARDS, type ServiceCard } from '@/domain/catalog/landing-sections';
import { GALLERY_ITEMS } from '@/domain/catalog/gallery';
import { formatMoney } from '@/domain/pricing/format-money';
import { SiteImage } from '@/client/components/layout/site-image';
import { LandingSection } from './landing-section';
import { InsuredBadge } from '@/client/components/layout/insured-badge';

function CardAction({ card }: { card: ServiceCard }) {
  const className = 'mt-4 w-full';
  if (card.entry === 'store') {
    return (
      <Button asChild variant="outline" className={className}>
        <Link to={pagePath('mountDepot')}>
          Shop shelves in Mount Depot
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    );
  }
  const entry = card.entry;
  return (
    <Button variant="outline" className={className} onClick={() => enterBuilder(entry)}>
      Book now<span className="sr-only">: {card.title}</span>
      <ArrowRight aria-hidden />
    </Button>
  );
}

const PROTECTIONS = [
  'Bonded and insured technicians',
  'Lifetime warranty on every mounting',
  'Same-day service when a slot is open',
  'Exact price shown before you book',
];

const GALLERY_PREVIEW = GALLERY_ITEMS.slice(0, 3);

/** #services: nine cards with catalog starting prices, the insurance block, a gallery teaser. */
export function ServicesSection() {
  const business = useBusiness();
  return (
    <LandingSection
      id="services"
      titleId="services-title"
      eyebrow="Our Services"
      title="Installation Done Right, Priced Up Front"
      intro={
        <p className="mt-3 text-slate-600">
          Starting prices below; the Mount Builder shows your exact price before you book. Wall
          mounting covers TVs from 24 to 86+ inches.
        </p>
      }
      className="bg-white"
    >
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICE_CARDS.map((card) => (
          <li
            key={card.key}
            className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
          >
            <SiteImage src={card.image} alt={card.title} size="card" className="bg-slate-100" />
            <div className="flex flex-1 flex-col p-5">
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-lg font-bold text-slate-900">{card.title}</h3>
                <p className="shrink-0 text-right text-xs text-slate-500">
                  Starting at
                  <span className="block text-lg font-extrabold text-blue-800">
                    {formatMoney(card.startingPriceCents)}
                  </span>
                </p>
              </div>
              <p className="mt-2 flex-1 text-sm text-slate-600">{card.blurb}</p>
              <CardAction card={card} />
            </div>
          </li>
        ))}
      </ul>

      <div className="mt-14 grid gap-6 lg:grid-cols-2">
        <div className="rounded-2xl bg-gradient-to-br from-blue-800 to-indigo-900 p-6 text-white sm:p-8">
          <div className="flex items-center gap-4">
            <InsuredBadge size={64} lazy className="size-16 rounded-xl bg-white p-1" />
            <h3 className="text-2xl font-extrabold">Fully Insured and Protected</h3>
          </div>
          <p className="mt-4 text-blue-100">
            Every job is covered by {business?.insurer}. If anything goes wrong, you are protected.
          </p>
          <IconList
            items={isLicensed(business) ? ['Licensed technicians', ...PROTECTIONS] : PROTECTIONS}
            icon={CheckCircle2}
            className="mt-4 grid gap-2 sm:grid-cols-2"
            itemClassName="flex items-start gap-2 text-sm"
            iconClassName="mt-0.5 text-green-300"
          />
        </div>

        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
          <h3 className="text-2xl font-extrabold text-slate-900">
            Professional Installation Gallery
          </h3>
          <p className="mt-2 text-slate-600">{GALLERY_TEASER}</p>
          <div className="mt-4 grid grid-cols-3 gap-2">
            {GALLERY_PREVIEW.map((item) => (
              <SiteImage
                key={item.id}
                src={item.image}
                alt={item.alt}
                size="gallery"
                className="rounded-lg bg-slate-200"
              />
            ))}
          </div>
          <Button className="mt-5" onClick={() => scrollToSection('gallery')}>
            View the Gallery
            <ArrowRight aria-hidden />
          </Button>
        </div>
      </div>
    </LandingSection>
  );
}
