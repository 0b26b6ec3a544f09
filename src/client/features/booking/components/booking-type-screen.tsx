import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, Home } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useLocale } from '@/client/i18n/use-locale';
import { useBooking } from '../hooks/use-booking';
import { preloadFloorPlanText } from './apartment/use-floor-plan-text';
import { ScreenHeader } from './screen-header';
import { COMPLEX_COUNT, FLOOR_PLAN_COUNT } from '@/domain/catalog/landing';

function TypeCard({
  icon,
  title,
  text,
  points,
  onChoose,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  points: string[];
  onChoose: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onChoose}
      className="group flex flex-col gap-3 rounded-xl border-2 border-border bg-card p-6 text-left shadow-sm transition hover:border-primary hover:shadow-md focus-visible:border-primary"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        {icon}
      </span>
      <span className="text-xl font-semibold">{title}</span>
      <span className="text-muted-foreground">{text}</span>
      <ul className="mt-1 space-y-1 text-sm">
        {points.map((point) => (
          <li key={point} className="flex items-center gap-2">
            <span aria-hidden className="size-1.5 rounded-full bg-primary" />
            {point}
          </li>
        ))}
      </ul>
      <span className="mt-2 font-semibold text-primary group-hover:underline">
        <Trans>Select</Trans>
      </span>
    </button>
  );
}

/** booking-flow.md section 2, screen 1. */
export function BookingTypeScreen() {
  const { dispatch, goTo } = useBooking();
  const { t } = useLingui();
  const locale = useLocale();
  // The apartment screen's words, fetched while the customer chooses (a Spanish page only).
  useEffect(() => preloadFloorPlanText(locale), [locale]);
  return (
    <section className="mx-auto max-w-4xl px-4 pt-8">
      <ScreenHeader description={t`Tell us where the TV is going so we can price it exactly.`} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TypeCard
          icon={<Building2 className="size-6" aria-hidden />}
          title={t`Apartment Complex`}
          text={t`Pick your building and floor plan: we know its walls and rooms.`}
          points={[
            t`${COMPLEX_COUNT} apartment complexes`,
            t`${FLOOR_PLAN_COUNT} floor plans`,
            t`Rooms from your floor plan`,
          ]}
          onChoose={() => goTo('apartment')}
        />
        <TypeCard
          icon={<Home className="size-6" aria-hidden />}
          title={t`General Booking`}
          text={t`Any house, condo or office in the Charlotte metropolitan area.`}
          points={[t`Any Charlotte-area location`, t`Custom rooms`, t`Every wall type`]}
          onChoose={() => {
            dispatch({ type: 'clear-apartment' });
            goTo('tvs');
          }}
        />
      </div>
    </section>
  );
}
