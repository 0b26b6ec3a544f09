// booking-flow.md section 2 screen 3: the multi-TV builder.
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import type { UpsellServiceKey } from '@/domain/catalog/upsells';
import { findComplex } from '@/domain/catalog/apartment-complexes/complexes';
import { GENERAL_ROOMS } from '@/domain/catalog/rooms';
import { formatMoney } from '@/domain/pricing/format-money';
import { useBooking } from '../../hooks/use-booking';
import { cartItemCount, quoteBooking } from '../../state/booking-quote';
import { PhotoUploader } from '../photo-uploader';
import { ScreenHeader } from '../screen-header';
import { PriceBreakdown } from './price-breakdown';
import { TvForm, type TvStep } from './tv-form';
import { TvList } from './tv-list';
import { draftFromTv, draftRoom, emptyDraft, updateDraft, type TvDraft } from './tv-draft';
import { UpsellPanel } from './upsell-panel';

export function TvBuilder() {
  const { state, dispatch } = useBooking();
  const complexKey = state.apartment?.complex ?? null;
  const complex = complexKey ? findComplex(complexKey) : undefined;
  const rooms = state.apartment ? state.apartment.rooms : GENERAL_ROOMS;
  const [draft, setDraft] = useState<TvDraft>(() => emptyDraft(complexKey));
  const [step, setStep] = useState<TvStep>(1);
  const quote = quoteBooking(state);

  const reset = () => {
    setDraft(emptyDraft(complexKey));
    setStep(1);
  };
  const change = (c: Partial<TvDraft>) => setDraft((d) => updateDraft(d, c));

  const selected: UpsellServiceKey[] = [
    ...state.services.map((s) => s.type),
    ...(['wireInWall', 'deviceSetup', 'wireCordHiders', 'homeTheaterSetup'] as const).filter(
      (key) => draft[key] || state.tvs.some((tv) => tv[key]),
    ),
    ...(draft.floatingShelf || state.tvs.some((tv) => tv.floatingShelf === 'single')
      ? (['floatingShelf'] as const)
      : []),
  ];

  const hasProducts = state.products.length > 0;
  const total = formatMoney(quote.totalCents);
  const bookLabel = hasProducts
    ? `Complete Order (${cartItemCount(state)} items, ${total})`
    : `Book All TVs (${total})`;

  return (
    <section className="mx-auto max-w-6xl px-4 pt-8">
      <ScreenHeader
        title="Build Your TV Installation"
        description={
          complex
            ? `${complex.name}${state.apartment ? `, ${state.apartment.floorPlanName}` : ''}. Add each TV, then book them all at once.`
            : 'Add each TV, then book them all at once. Two or more TVs save 10%.'
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <TvForm
            key={draft.id ?? 'new'}
            draft={draft}
            step={step}
            rooms={rooms}
            tvNumber={state.tvs.length + 1}
            onChange={change}
            onStep={setStep}
            onSave={(tv) => {
              dispatch({ type: 'save-tv', tv });
              reset();
            }}
            onCancelEdit={reset}
          />
          <UpsellPanel
            draft={draft}
            room={draftRoom(draft)}
            selected={selected}
            onMount={(mountType) => change({ mountType })}
            onService={(serviceType, option) =>
              dispatch({ type: 'add-service', serviceType, option })
            }
          />
          <PhotoUploader />
        </div>
        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <TvList
            tvs={state.tvs}
            quote={quote}
            editingId={draft.id}
            onEdit={(tv) => {
              setDraft(draftFromTv(tv, rooms));
              setStep(1);
            }}
            onRemove={(tv) => {
              dispatch({ type: 'remove-tv', id: tv.id });
              if (draft.id === tv.id) reset();
            }}
          />
          <PriceBreakdown quote={quote} />
          <Button
            size="lg"
            className="w-full"
            disabled={state.tvs.length === 0}
            onClick={() => dispatch({ type: 'go', screen: 'services' })}
          >
            {bookLabel}
          </Button>
          {state.tvs.length === 0 && (
            <p className="text-center text-sm text-muted-foreground">
              Add a TV to book your installation.
            </p>
          )}
        </aside>
      </div>
    </section>
  );
}
