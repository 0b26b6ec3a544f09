// The booking screens (booking-flow.md section 2 "Booking flow screens"), one URL each under /book
// (issue 12, docs/decisions/015). The draft is saved on every change and restored on load, so a
// refresh, Back and Forward, or a closed tab keep the screen and everything entered.
import { useLingui } from '@lingui/react/macro';
import { useCustomerWords } from '@/client/i18n/use-customer-words';
import { useLocale } from '@/client/i18n/use-locale';
import { clearSharedCart, useSharedCart } from '@/client/lib/shared-cart';
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { exitToHome } from '@/client/lib/site-mode';
import { isAdditionalServiceType } from '@/domain/catalog/additional-services';
import type { BookingResponse } from '@/domain/schemas/booking';
import { ApartmentPicker } from './components/apartment/apartment-picker';
import { RoomPhotosStep } from './components/apartment/room-photos-step';
import { BookingTypeScreen } from './components/booking-type-screen';
import { TvBuilder } from './components/builder/tv-builder';
import { LoadingBlock } from './components/loading-block';
import { AdditionalServicesPage } from './components/services/additional-services-page';
import { useCurrentProducts } from './api/get-products';
import { cartProductsNow } from './state/cart-products';
import { BookingContext, type BookingContextValue } from './hooks/use-booking';
import { bookingReducer, emptyBookingState, type BookingState } from './state/booking-state';
import type { BookingStep } from '@/domain/site/booking-steps';
import { bookingConfirmedPath, bookingStepPath } from '@/domain/site/paths';
import { missingBefore, parseBookingPath, previousStep } from './state/booking-steps';
import {
  confirmationOf,
  manageTokenOf,
  referenceOf,
  saveConfirmation,
  type ConfirmationHistoryState,
} from './state/confirmations';
import { useBusiness } from '@/client/lib/use-business';
import { contactComplete } from './state/contact-checks';
import { clearBookingDraft, loadDraft, saveDraft } from './state/draft-storage';

// Scheduling, payment and the confirmation load when the customer gets there.
const SchedulingScreens = lazy(() => import('./components/scheduling/scheduling-screens'));
const ConfirmationScreen = lazy(() => import('./components/scheduling/confirmation-screen'));

/** Where the history entry came from: lets 'Back' be the browser's Back when it is the same. */
interface FlowHistoryState {
  readonly bookingFrom?: BookingStep;
}

const isPristine = (state: BookingState) =>
  JSON.stringify(state) === JSON.stringify(emptyBookingState(state.startedAt));

export default function BookingFlow() {
  // On a Spanish page the catalogue's Spanish names load with the flow (its first render waits
  // for them), so no screen opened later suspends and blanks the page while they arrive.
  useCustomerWords();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [state, dispatch] = useReducer(
    bookingReducer,
    undefined,
    () => loadDraft() ?? emptyBookingState(),
  );
  const [announcement, setAnnouncement] = useState('');
  const where = parseBookingPath(location.pathname);
  const step = where.kind === 'step' ? where.step : null;

  // Every change is saved; an empty booking leaves nothing behind.
  useEffect(() => {
    if (isPristine(state)) clearBookingDraft();
    else saveDraft(state);
  }, [state]);

  // The landing page's entries (?start=services&highlight=securityCameras), read once.
  const start = params.get('start');
  const highlight = params.get('highlight');
  useEffect(() => {
    if (start === null && highlight === null) return;
    dispatch({
      type: 'start',
      entry: start === 'services' ? 'services' : 'builder',
      highlight: isAdditionalServiceType(highlight) ? highlight : null,
    });
    void navigate(location.pathname, { replace: true, state: location.state });
  }, [start, highlight, navigate, location.pathname, location.state]);

  // A screen opened before what it needs goes to the first screen that is missing something.
  const inComplex = state.apartment !== null;
  const business = useBusiness();
  const redirect =
    where.kind === 'unknown'
      ? 'type'
      : step
        ? missingBefore(step, state, contactComplete(state.contact, inComplex, business))
        : null;
  useEffect(() => {
    if (redirect) void navigate(bookingStepPath(redirect), { replace: true });
  }, [redirect, navigate]);

  const goTo = useCallback(
    (next: BookingStep) => {
      if (next === step) return;
      void navigate(bookingStepPath(next), { state: { bookingFrom: step ?? undefined } });
    },
    [navigate, step],
  );
  const previous = step ? previousStep(step, state) : null;
  const back = useCallback(() => {
    if (!previous) return;
    const from = (location.state as FlowHistoryState | null)?.bookingFrom;
    // Came here from the previous screen: the browser's own Back, so Forward works as expected.
    if (from === previous) void navigate(-1);
    else void navigate(bookingStepPath(previous), { replace: true });
  }, [previous, location.state, navigate]);
  const finish = useCallback(
    (booking: BookingResponse) => {
      saveConfirmation(confirmationOf(booking));
      clearBookingDraft();
      // The cart's products went into this booking.
      clearSharedCart();
      const manageToken = manageTokenOf(booking);
      const historyState: ConfirmationHistoryState = manageToken ? { manageToken } : {};
      void navigate(bookingConfirmedPath(referenceOf(booking)), { state: historyState });
    },
    [navigate],
  );

  // Store products come from the shared cart (decisions.md "Store (Mount Depot)"): the store in
  // another tab adds to it and the builder shows them; the server prices them with the booking.
  const cart = useSharedCart();
  // Their prices and stock are the store's current ones, read afresh (issue 26).
  const current = useCurrentProducts(cart.length > 0);
  const locale = useLocale();
  const withCart = useMemo(
    () => ({ ...state, products: cartProductsNow(cart, current.data, locale) }),
    [state, cart, current.data, locale],
  );

  const context = useMemo<BookingContextValue>(
    () => ({
      state: withCart,
      dispatch,
      step,
      goTo,
      back,
      canGoBack: previous !== null,
      finish,
      exit: exitToHome,
      announce: setAnnouncement,
    }),
    [withCart, step, goTo, back, previous, finish],
  );

  return (
    <BookingContext.Provider value={context}>
      {/* Reserved to the screen's height so nothing below jumps while a screen loads (CLS). */}
      <div data-booking-flow className="min-h-[calc(100dvh-6.5rem)] bg-muted/40 pb-28 lg:pb-16">
        <p aria-live="polite" role="status" className="sr-only">
          {announcement}
        </p>
        {!redirect && (
          <Screen step={step} reference={where.kind === 'confirmed' ? where.reference : null} />
        )}
      </div>
    </BookingContext.Provider>
  );
}

function Screen({ step, reference }: { step: BookingStep | null; reference: string | null }) {
  const { t } = useLingui();
  if (reference !== null) {
    return (
      <Suspense fallback={<LoadingBlock label={t`Loading your confirmation`} />}>
        <ConfirmationScreen reference={reference} />
      </Suspense>
    );
  }
  switch (step) {
    case 'type':
      return <BookingTypeScreen />;
    case 'apartment':
      return <ApartmentPicker />;
    case 'photos':
      return <RoomPhotosStep />;
    case 'tvs':
      return <TvBuilder />;
    case 'services':
      return <AdditionalServicesPage />;
    case null:
      return null;
    default:
      return (
        <Suspense fallback={<LoadingBlock label={t`Loading scheduling`} />}>
          <SchedulingScreens step={step} />
        </Suspense>
      );
  }
}
