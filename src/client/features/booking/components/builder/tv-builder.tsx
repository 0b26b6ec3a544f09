// booking-flow.md section 2 screen 3: the multi-TV builder.
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { pathInLocale } from '@/domain/site/locale-paths';
import { pagePath } from '@/domain/site/paths';
import { lazy, Suspense, useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Notice } from '@/client/components/ui/notice';
import { toast } from '@/client/components/ui/use-toast';
import { useCustomerWords } from '@/client/i18n/use-customer-words';
import { useLocale } from '@/client/i18n/use-locale';
import { firstControlIn, moveFocus } from '@/client/lib/move-focus';
import type { UpsellServiceKey } from '@/domain/catalog/upsells';
import { PER_TV_ADD_ON_KEYS } from '@/domain/catalog/tv-add-ons';
import type { UpsellTargetTv } from '@/domain/upsell/panel-suggestions';
import { findComplex } from '@/domain/catalog/apartment-complexes/complexes';
import { GENERAL_ROOMS } from '@/domain/catalog/rooms';
import { formatMoney } from '@/domain/pricing/format-money';
import { useBooking } from '../../hooks/use-booking';
import { cartItemCount, quoteBooking } from '../../state/booking-quote';
import { PhotoUploader } from '../photo-uploader';
import { ScreenHeader } from '../screen-header';
import { StickyTotalBar } from '../sticky-total-bar';
import { PriceBreakdown } from './price-breakdown';
import { TV_FORM_TITLE_ID, TvForm, type TvStep } from './tv-form';
import { TV_LIST_TITLE_ID, TvList } from './tv-list';
import { draftFromTv, draftRoom, emptyDraft, updateDraft, type TvDraft } from './tv-draft';
import { useFloorPlanName } from '../apartment/use-floor-plan-text';
import { UpsellPanel } from './upsell-panel';
import { useTvLabel, useTvName } from './use-tv-label';

// Its payment code loads only when a cart with store products is checked out.
const CompleteOrderDialog = lazy(() => import('./complete-order-dialog'));

export function TvBuilder() {
  const { state, dispatch, goTo } = useBooking();
  const { t } = useLingui();
  const locale = useLocale();
  const tvLabel = useTvLabel();
  const tvName = useTvName();
  const words = useCustomerWords();
  const planName = useFloorPlanName(state.apartment);
  const complexKey = state.apartment?.complex ?? null;
  const complex = complexKey ? findComplex(complexKey) : undefined;
  const rooms = state.apartment ? state.apartment.rooms : GENERAL_ROOMS;
  // The TV being built is part of the saved draft: a refresh keeps its answers and its step.
  const draft = state.tvForm?.draft ?? emptyDraft(complexKey);
  const step: TvStep = state.tvForm?.step ?? 1;
  const setForm = (next: TvDraft, nextStep: TvStep) =>
    dispatch({ type: 'set-tv-form', form: { draft: next, step: nextStep } });
  const setDraft = (next: TvDraft) => setForm(next, step);
  const setStep = (nextStep: TvStep) => setForm(draft, nextStep);
  // What was just added, shown where the customer is looking (the cart may be screens away).
  const [added, setAdded] = useState<string | null>(null);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const quote = quoteBooking(state, undefined, words.quote);

  const reset = () => dispatch({ type: 'set-tv-form', form: null });
  const change = (c: Partial<TvDraft>) => setDraft(updateDraft(draft, c));

  // The panel speaks about one TV (issue 26): the one in the form once it has a size, else the
  // one just added; 'Add' changes that TV, never the empty form left after Add TV.
  const drafted = draft.tvSize !== null;
  const lastTv = state.tvs.at(-1);
  const upsellTv: UpsellTargetTv | null = drafted
    ? {
        tvSize: draft.tvSize,
        wallType: draft.wallType,
        mountOption: draft.mountOption,
        mountType: draft.mountType,
        room: draftRoom(draft),
        addOns: PER_TV_ADD_ON_KEYS.filter((key) => Boolean(draft[key])),
      }
    : lastTv
      ? {
          ...lastTv,
          addOns: PER_TV_ADD_ON_KEYS.filter((key) =>
            key === 'floatingShelf' ? lastTv.floatingShelf === 'single' : lastTv[key],
          ),
        }
      : null;
  const tvCount = state.tvs.length;
  const tvNumber = tvCount + 1;
  const upsellTvLabel = drafted
    ? draft.id
      ? tvLabel(state.tvs.findIndex((tv) => tv.id === draft.id) + 1, draftRoom(draft) || t`this TV`)
      : draftRoom(draft)
        ? tvLabel(tvNumber, draftRoom(draft))
        : t`TV ${tvNumber}`
    : lastTv
      ? tvLabel(state.tvs.length, lastTv.room)
      : '';
  const bookingServices: UpsellServiceKey[] = state.services.map((s) => s.type);
  const upgradeMount = (mountType: TvDraft['mountType']) => {
    if (drafted || !lastTv) change({ mountType });
    else {
      dispatch({ type: 'save-tv', tv: { ...lastTv, mountType } });
      const name = tvName(lastTv);
      setAdded(t`Updated ${name}.`);
    }
  };

  const removeTv = (tv: (typeof state.tvs)[number]) => {
    const index = state.tvs.findIndex((t) => t.id === tv.id);
    dispatch({ type: 'remove-tv', id: tv.id });
    if (draft.id === tv.id) reset();
    setAdded(null);
    // The list after the removal, or the form when it was the last TV; Undo puts it back.
    moveFocus(state.tvs.length > 1 ? TV_LIST_TITLE_ID : TV_FORM_TITLE_ID);
    const label = tvLabel(index + 1, tv.room);
    toast({
      title: t`Removed ${label}`,
      description: t`It is no longer in your booking.`,
      action: {
        label: t`Undo`,
        altText: t`Add the TV again with the builder`,
        onClick: () => {
          dispatch({ type: 'restore-tv', tv, index });
          moveFocus(TV_LIST_TITLE_ID);
        },
      },
    });
  };

  const hasProducts = state.products.length > 0;
  const total = formatMoney(quote.totalCents, locale);
  const items = cartItemCount(state);
  const bookLabel = hasProducts
    ? t`Complete Order (${plural(items, { one: '# items', other: '# items' })}, ${total})`
    : t`Book All TVs (${total})`;
  const hasTvs = state.tvs.length > 0;
  // booking-flow.md section 4: with store products the button opens the in-page checkout.
  const complete = () => (hasProducts ? setCheckoutOpen(true) : goTo('services'));

  return (
    <section className="mx-auto max-w-6xl px-4 pt-8">
      <ScreenHeader
        description={
          complex
            ? `${complex.name}${planName ? `, ${planName}` : ''}. ${t`Add each TV, then book them all at once.`}`
            : t`Add each TV, then book them all at once. Two or more TVs save 10%.`
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
              const updating = state.tvs.some((t) => t.id === tv.id);
              dispatch({ type: 'save-tv', tv });
              reset();
              const name = tvName(tv);
              setAdded(
                updating ? t`Updated ${name} to your booking.` : t`Added ${name} to your booking.`,
              );
              // The form is now the next TV's: its heading, with the notice just below.
              moveFocus(TV_FORM_TITLE_ID);
            }}
            onCancelEdit={() => {
              reset();
              moveFocus(TV_FORM_TITLE_ID);
            }}
            notice={
              added && (
                <Notice tone="success">
                  <span>
                    {added}{' '}
                    <Plural
                      value={tvCount}
                      one={`# TV in your booking, ${total} in total.`}
                      other={`# TVs in your booking, ${total} in total.`}
                    />
                  </span>
                </Notice>
              )
            }
          />
          <UpsellPanel
            tv={upsellTv}
            tvLabel={upsellTvLabel}
            bookingServices={bookingServices}
            onMount={upgradeMount}
            onService={(serviceType, option) =>
              dispatch({ type: 'add-service', serviceType, option })
            }
          />
          <PhotoUploader />
        </div>
        <div className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <TvList
            tvs={state.tvs}
            quote={quote}
            editingId={draft.id}
            onEdit={(tv) => {
              setAdded(null);
              setForm(draftFromTv(tv, rooms), 1);
              // On a phone the form is a screen or more above the list: bring it into view and
              // start at its first field (issue 26).
              moveFocus(() => firstControlIn(document.getElementById('tv-form')), {
                reveal: () => document.getElementById('tv-form'),
              });
            }}
            onRemove={removeTv}
          />
          <PriceBreakdown quote={quote} />
          <Button
            size="lg"
            className="hidden w-full lg:flex"
            disabled={!hasTvs && !hasProducts}
            onClick={complete}
          >
            {bookLabel}
          </Button>
          {!hasTvs && !hasProducts && (
            <p className="text-center text-sm text-muted-foreground">
              <Trans>Add a TV to book your installation.</Trans>
            </p>
          )}
          {/* The store in a new tab shares the cart: what is added there appears here. A raw link
              leaves the router, so it names the page's language itself. */}
          <a
            href={pathInLocale(pagePath('mountDepot'), locale)}
            target="_blank"
            className="flex items-center justify-center gap-2 rounded-md border bg-background px-4 py-2 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <ShoppingBag className="size-4" aria-hidden />
            <Trans>Shop mounts and accessories in Mount Depot</Trans>
            <span className="sr-only">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </div>
      </div>
      <StickyTotalBar totalCents={quote.totalCents}>
        <Button size="lg" disabled={!hasTvs && !hasProducts} onClick={complete}>
          {bookLabel}
        </Button>
      </StickyTotalBar>
      {/* Removing the last product (out of stock) leaves nothing to check out: it closes. */}
      {checkoutOpen && hasProducts && (
        <Suspense fallback={null}>
          <CompleteOrderDialog
            open={checkoutOpen}
            onOpenChange={setCheckoutOpen}
            quote={quote}
            products={state.products}
            // The products are booked with the installation (issue 26): on to the booking.
            onContinue={() => {
              setCheckoutOpen(false);
              goTo('services');
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
