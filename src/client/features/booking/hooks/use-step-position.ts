import { useBooking } from './use-booking';
import { BOOKING_STEPS, type BookingStep } from '@/domain/site/booking-steps';
import type { BookingState } from '../state/booking-state';

type PositionState = Pick<BookingState, 'apartment' | 'startedAt' | 'tvs'>;

/**
 * The numbered screens of this booking, in order (the apartment screens only when used). The card
 * screen is part of "payment" and shows its number, so choosing card or cash never changes the
 * count (issue 26: "of 7" became "of 6" on the payment screen).
 */
export function stepsOf(state: PositionState, current?: BookingStep) {
  const inApartment = state.apartment !== null || current === 'apartment' || current === 'photos';
  return BOOKING_STEPS.filter((step: BookingStep) => {
    if (step === 'apartment' || step === 'photos') return inApartment;
    if (step === 'type' || step === 'tvs') {
      return !(state.startedAt === 'services' && state.tvs.length === 0);
    }
    return step !== 'card';
  });
}

export interface StepPosition {
  readonly index: number;
  /** Null on the first screen: its answer (apartment or not) decides how many screens follow. */
  readonly total: number | null;
}

/** "Step 3 of 6" for a screen; null for a screen outside the numbered flow. */
export function stepPosition(state: PositionState, step: BookingStep): StepPosition | null {
  const steps = stepsOf(state, step);
  const index = steps.indexOf(step === 'card' ? 'payment' : step);
  if (index < 0) return null;
  return { index: index + 1, total: step === 'type' ? null : steps.length };
}

/** "Step 3 of 6" with the step's words, or "Step 1" on the first screen. */
export function stepLabel(position: StepPosition): string {
  return position.total === null
    ? `Step ${position.index}`
    : `Step ${position.index} of ${position.total}`;
}

/** The position of the screen shown; null on the confirmation. */
export function useStepPosition(): StepPosition | null {
  const { state, step } = useBooking();
  return step ? stepPosition(state, step) : null;
}
