import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Bath, BedDouble, Ruler } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import {
  APARTMENT_COMPLEXES,
  type ApartmentComplexKey,
} from '@/domain/catalog/apartment-complexes/complexes';
import { floorPlanText } from '@/domain/catalog/apartment-complexes/floor-plan';
import { findFloorPlan, floorPlansFor } from '@/domain/catalog/apartment-complexes/floor-plans';
import { useBooking } from '../../hooks/use-booking';
import { useRoomName } from '../builder/use-tv-label';
import { useFloorPlanText } from './use-floor-plan-text';
import { ScreenHeader } from '../screen-header';
import { ToggleChip } from '../toggle-chip';

const selectClass =
  'flex h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-sm focus-visible:outline-2 focus-visible:outline-ring md:text-sm';

/** booking-flow.md section 2, screen 2: complex, floor plan, details and rooms. */
export function ApartmentPicker() {
  const { state, dispatch, goTo } = useBooking();
  const { t } = useLingui();
  const roomName = useRoomName();
  const planWords = useFloorPlanText();
  // The choice in progress is part of the saved draft, so a refresh keeps it.
  const pick = state.apartmentPick ?? {
    complex: state.apartment?.complex ?? null,
    floorPlanId: state.apartment?.floorPlanId ?? '',
    rooms: state.apartment?.rooms ?? [],
  };
  const { complex, floorPlanId: planId, rooms } = pick;
  const setPick = (change: Partial<typeof pick>) =>
    dispatch({ type: 'set-apartment-pick', pick: { ...pick, ...change } });
  const plans = complex ? floorPlansFor(complex) : [];
  const plan = planId ? findFloorPlan(planId) : undefined;

  const chooseComplex = (key: ApartmentComplexKey) =>
    setPick({ complex: key, floorPlanId: '', rooms: [] });
  const toggleRoom = (room: string) =>
    setPick({ rooms: rooms.includes(room) ? rooms.filter((r) => r !== room) : [...rooms, room] });
  const canContinue = Boolean(complex && plan && rooms.length > 0);
  // The plan's numbers, named for the translated sentences they go in.
  const { bedrooms, bathrooms, sqft } = plan ?? { bedrooms: 0, bathrooms: 0, sqft: '' };
  const planShown = plan && floorPlanText(plan, planWords);

  const onContinue = () => {
    if (!complex || !plan || rooms.length === 0) return;
    dispatch({
      type: 'choose-apartment',
      apartment: { complex, floorPlanId: plan.id, floorPlanName: plan.name, rooms },
    });
    goTo('photos');
  };

  return (
    <section className="mx-auto max-w-5xl px-4 pt-8">
      <ScreenHeader description={t`We price and plan the job from your building and layout.`} />
      <div className="space-y-8">
        <fieldset>
          <legend className="mb-3 text-lg font-semibold">
            <Trans>1. Apartment complex</Trans>
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {APARTMENT_COMPLEXES.map((c) => (
              <ToggleChip
                key={c.key}
                pressed={complex === c.key}
                onClick={() => chooseComplex(c.key)}
                hint={c.highRise ? `${c.zip} · ${t`High-rise`}` : c.zip}
              >
                {c.name}
              </ToggleChip>
            ))}
          </div>
        </fieldset>

        {complex && (
          <div className="space-y-2">
            <Label htmlFor="floor-plan" className="text-lg font-semibold">
              <Trans>2. Floor Plan</Trans>
            </Label>
            <select
              id="floor-plan"
              className={selectClass}
              value={planId}
              onChange={(event) => setPick({ floorPlanId: event.target.value, rooms: [] })}
            >
              <option value="" disabled>
                {t`Choose your floor plan`}
              </option>
              {plans.map((option) => {
                const { id, sqft: size } = option;
                const { name } = floorPlanText(option, planWords);
                return (
                  <option key={id} value={id}>
                    {t`${name} (${size} sq ft)`}
                  </option>
                );
              })}
            </select>
          </div>
        )}

        {plan && planShown && (
          <div className="rounded-xl border bg-card p-5 shadow-sm">
            <h2 className="text-lg font-semibold">{planShown.name}</h2>
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {/* Only dt and dd inside each group (axe definition-list, dlitem). */}
              <div>
                <dt className="sr-only">
                  <Trans>Bedrooms</Trans>
                </dt>
                <dd className="flex items-center gap-1.5">
                  <BedDouble className="size-4 text-primary" aria-hidden />
                  {bedrooms === 0 ? (
                    t`Studio`
                  ) : (
                    <Plural value={bedrooms} one="# bed" other="# bed" />
                  )}
                </dd>
              </div>
              <div>
                <dt className="sr-only">
                  <Trans>Bathrooms</Trans>
                </dt>
                <dd className="flex items-center gap-1.5">
                  <Bath className="size-4 text-primary" aria-hidden />
                  <Plural value={bathrooms} one="# bath" other="# bath" />
                </dd>
              </div>
              <div>
                <dt className="sr-only">
                  <Trans>Square feet</Trans>
                </dt>
                <dd className="flex items-center gap-1.5">
                  <Ruler className="size-4 text-primary" aria-hidden />
                  <Trans>{sqft} sq ft</Trans>
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-muted-foreground">{planShown.description}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {planShown.features.map((feature) => (
                <li key={feature} className="rounded-full bg-secondary px-3 py-1 text-xs">
                  {feature}
                </li>
              ))}
            </ul>
            <fieldset className="mt-5">
              <legend className="mb-2 font-semibold">
                <Trans>
                  3. Rooms for a TV{' '}
                  <span className="font-normal text-muted-foreground">(choose one or more)</span>
                </Trans>
              </legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {plan.commonRooms.map((room) => (
                  <ToggleChip
                    key={room}
                    pressed={rooms.includes(room)}
                    onClick={() => toggleRoom(room)}
                  >
                    {roomName(room)}
                  </ToggleChip>
                ))}
              </div>
            </fieldset>
          </div>
        )}

        <Button size="lg" className="w-full sm:w-auto" disabled={!canContinue} onClick={onContinue}>
          <Trans>Continue with Floor Plan</Trans>
        </Button>
      </div>
    </section>
  );
}
