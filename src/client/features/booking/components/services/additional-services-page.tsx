// booking-flow.md section 2 screen 5 (eleven cards: decisions.md "Additional services").
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '@/client/components/ui/button';
import { useCustomerWords } from '@/client/i18n/use-customer-words';
import { useLocale } from '@/client/i18n/use-locale';
import {
  ADDITIONAL_SERVICE_TYPES,
  ADDITIONAL_SERVICES,
  type AdditionalServiceType,
} from '@/domain/catalog/additional-services';
import { formatMoney } from '@/domain/pricing/format-money';
import { cn } from '@/client/lib/utils';
import { useBooking } from '../../hooks/use-booking';
import { PhotoUploader } from '../photo-uploader';
import { ScreenHeader } from '../screen-header';
import { StickyTotalBar } from '../sticky-total-bar';
import { quoteBooking } from '../../state/booking-quote';
import { SelectedServices } from './selected-services';

const SERVICE_IMAGES: Partial<Record<AdditionalServiceType, string>> = {
  ceilingFan: '/assets/services/ceiling-fan.svg',
  pictureHanging: '/assets/services/picture-hanging.svg',
  tvRemoval: '/assets/services/tv-removal.svg',
  ledLighting: '/assets/services/led-lighting.svg',
  securityCameras: '/assets/services/security-cameras.svg',
  wireCordConcealer: '/assets/services/wire-in-wall.svg',
  wireInWall: '/assets/services/wire-in-wall.svg',
  soundbarInstall: '/assets/services/soundbar.svg',
  videoGameSetup: '/assets/services/video-game-setup.svg',
  homeTheaterSetup: '/assets/services/home-theater.svg',
  floatingShelf: '/assets/services/floating-shelf.svg',
};

function ServiceCard({ type, highlighted }: { type: AdditionalServiceType; highlighted: boolean }) {
  const { state, dispatch } = useBooking();
  const { t } = useLingui();
  const locale = useLocale();
  const service = ADDITIONAL_SERVICES[type];
  const words = useCustomerWords().names.services[type];
  const optionLabels: Readonly<Record<string, string>> = words.options;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);
  const image = SERVICE_IMAGES[type];
  return (
    <article
      ref={ref}
      aria-labelledby={`service-${type}`}
      className={cn(
        'flex flex-col rounded-xl border bg-card p-4 shadow-sm',
        highlighted && 'border-primary ring-4 ring-primary/30',
      )}
    >
      {image && (
        <img
          src={image}
          alt=""
          className="mb-3 h-28 w-full rounded-md bg-secondary object-cover"
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      )}
      <h2 id={`service-${type}`} className="font-semibold">
        {words.name}
        {highlighted && (
          <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
            <Trans>Recommended</Trans>
          </span>
        )}
      </h2>
      <p className="mt-1 flex-1 text-sm text-muted-foreground">{words.description}</p>
      <ul className="mt-3 space-y-2">
        {service.options.map((option) => {
          const added = state.services.some((s) => s.type === type && s.option === option.key);
          const label = optionLabels[option.key] ?? option.label;
          const name = service.options.length > 1 ? `${words.name}: ${label}` : words.name;
          const price = formatMoney(option.priceCents, locale);
          return (
            <li key={option.key}>
              <Button
                variant={added ? 'secondary' : 'outline'}
                className="h-auto min-h-11 w-full justify-between py-2 whitespace-normal"
                aria-label={added ? t`Added ${name}, ${price}` : t`Add ${name}, ${price}`}
                aria-pressed={added}
                onClick={() =>
                  dispatch({ type: 'add-service', serviceType: type, option: option.key })
                }
              >
                <span className="text-left">
                  {service.options.length > 1 ? label : t`Add service`}
                </span>
                <span className="text-primary">{added ? t`Added` : price}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </article>
  );
}

export function AdditionalServicesPage() {
  const { state, goTo, back, canGoBack } = useBooking();
  const { t } = useLingui();
  const hasSelection = state.services.length > 0;
  const canContinue = hasSelection || state.tvs.length > 0 || state.products.length > 0;
  const nextLabel = hasSelection ? t`Continue with Services` : t`Skip Additional Services`;
  return (
    <section className="mx-auto max-w-6xl px-4 pt-8">
      <ScreenHeader description={t`Add anything else you would like done during the same visit.`} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {ADDITIONAL_SERVICE_TYPES.map((type) => (
            <ServiceCard key={type} type={type} highlighted={state.highlightedService === type} />
          ))}
        </div>
        <div className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <SelectedServices />
          <PhotoUploader />
          <div className="flex flex-col gap-2">
            <Button
              size="lg"
              className="hidden lg:flex"
              disabled={!canContinue}
              onClick={() => goTo('schedule')}
            >
              {nextLabel}
            </Button>
            {!canContinue && (
              <p className="text-center text-sm text-muted-foreground">
                <Trans>Choose a service to continue.</Trans>
              </p>
            )}
            {canGoBack && (
              <Button variant="outline" onClick={back}>
                <Trans>Back</Trans>
              </Button>
            )}
          </div>
        </div>
      </div>
      <StickyTotalBar totalCents={quoteBooking(state).totalCents}>
        <Button size="lg" disabled={!canContinue} onClick={() => goTo('schedule')}>
          {nextLabel}
        </Button>
      </StickyTotalBar>
    </section>
  );
}
