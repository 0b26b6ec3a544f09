import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@/domain/site/paths';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { scrollToSection } from '@/client/components/layout/scroll-to-section';
import { Button, buttonClass } from '@/client/components/ui/button';
import { IconList } from '@/client/components/ui/icon-list';
import { enterBuilder } from '@/client/lib/site-mode';
import { useBusiness } from '@/client/lib/use-business';
import { isLicensed } from '@/domain/catalog/landing';
import { SERVICE_CARDS, type ServiceCard } from '@/domain/catalog/landing-sections';
import { GALLERY_ITEMS } from '@/domain/catalog/gallery';
import { formatMoney } from '@/domain/pricing/format-money';
import { SiteImage } from '@/client/components/layout/site-image';
import { LandingSection } from './landing-section';
import { InsuredBadge } from '@/client/components/layout/insured-badge';
import { useLocale } from '@/client/i18n/use-locale';
import { galleryItemIn } from '../words/gallery-words';
import { GALLERY_TEASER_TEXT, SERVICE_WORDS } from '../words/service-words';

function CardAction({ card, title }: { card: ServiceCard; title: string }) {
  const className = 'mt-4 w-full';
  if (card.entry === 'store') {
    return (
      <Link to={pagePath('mountDepot')} className={buttonClass({ variant: 'outline' }, className)}>
        <Trans>Shop shelves in Mount Depot</Trans>
        <ArrowRight aria-hidden />
      </Link>
    );
  }
  const entry = card.entry;
  return (
    <Button variant="outline" className={className} onClick={() => enterBuilder(entry)}>
      <Trans>
        Book now<span className="sr-only">: {title}</span>
      </Trans>
      <ArrowRight aria-hidden />
    </Button>
  );
}

const PROTECTIONS = [
  msg`Bonded and insured technicians`,
  msg`Lifetime warranty on every mounting`,
  msg`Same-day service when a slot is open`,
  msg`Exact price shown before you book`,
];
const LICENSED = msg`Licensed technicians`;

const GALLERY_PREVIEW = GALLERY_ITEMS.slice(0, 3);

/** #services: nine cards with catalog starting prices, the insurance block, a gallery teaser. */
export function ServicesSection() {
  const { t } = useLingui();
  const locale = useLocale();
  const business = useBusiness();
  const insurer = business?.insurer;
  const protections = isLicensed(business) ? [LICENSED, ...PROTECTIONS] : PROTECTIONS;
  return (
    <LandingSection
      id="services"
      titleId="services-title"
      eyebrow={t`Our Services`}
      title={t`Installation Done Right, Priced Up Front`}
      intro={
        <p className="mt-3 text-slate-600">
          <Trans>
            Starting prices below; the Mount Builder shows your exact price before you book. Wall
            mounting covers TVs from 24 to 86+ inches.
          </Trans>
        </p>
      }
      className="bg-white"
    >
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICE_CARDS.map((card) => {
          const words = SERVICE_WORDS[card.key];
          const title = t(words.title);
          return (
            <li
              key={card.key}
              className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
            >
              <SiteImage src={card.image} alt={title} size="card" className="bg-slate-100" />
              <div className="flex flex-1 flex-col p-5">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="text-lg font-bold text-slate-900">{title}</h3>
                  <p className="shrink-0 text-right text-xs text-slate-500">
                    <Trans>Starting at</Trans>
                    <span className="block text-lg font-extrabold text-blue-800">
                      {formatMoney(card.startingPriceCents, locale)}
                    </span>
                  </p>
                </div>
                <p className="mt-2 flex-1 text-sm text-slate-600">
                  {words.blurb ? t(words.blurb) : card.blurb}
                </p>
                <CardAction card={card} title={title} />
              </div>
            </li>
          );
        })}
      </ul>

      <div className="mt-14 grid gap-6 lg:grid-cols-2">
        <div className="rounded-2xl bg-gradient-to-br from-blue-800 to-indigo-900 p-6 text-white sm:p-8">
          <div className="flex items-center gap-4">
            <InsuredBadge size={64} lazy className="size-16 rounded-xl bg-white p-1" />
            <h3 className="text-2xl font-extrabold">
              <Trans>Fully Insured and Protected</Trans>
            </h3>
          </div>
          <p className="mt-4 text-blue-100">
            <Trans>
              Every job is covered by {insurer}. If anything goes wrong, you are protected.
            </Trans>
          </p>
          <IconList
            items={protections.map((protection) => t(protection))}
            icon={CheckCircle2}
            className="mt-4 grid gap-2 sm:grid-cols-2"
            itemClassName="flex items-start gap-2 text-sm"
            iconClassName="mt-0.5 text-green-300"
          />
        </div>

        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
          <h3 className="text-2xl font-extrabold text-slate-900">
            <Trans>Professional Installation Gallery</Trans>
          </h3>
          <p className="mt-2 text-slate-600">{t(GALLERY_TEASER_TEXT)}</p>
          <div className="mt-4 grid grid-cols-3 gap-2">
            {GALLERY_PREVIEW.map((item) => (
              <SiteImage
                key={item.id}
                src={item.image}
                alt={galleryItemIn(item, (words) => t(words)).alt}
                size="gallery"
                className="rounded-lg bg-slate-200"
              />
            ))}
          </div>
          <Button className="mt-5" onClick={() => scrollToSection('gallery')}>
            <Trans>View the Gallery</Trans>
            <ArrowRight aria-hidden />
          </Button>
        </div>
      </div>
    </LandingSection>
  );
}
