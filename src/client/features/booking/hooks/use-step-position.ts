import { useBooking } from './use-booking';
import { BOOKING_STEPS, type BookingStep } from '../state/booking-steps';
import type { BookingState } from '../state/booking-state';

/** The screens this booking goes through, in order (apartment screens and card only when used). */
export function stepsOf(
  state: Pick<BookingState, 'apartment' | 'startedAt' | 'tvs' | 'paymentMethod'>,
  current?: BookingStep,
) {
  const inApartment = state.apartment !== null || current === 'apartment' || current === 'photos';
  return BOOKING_STEPS.filter((step: BookingStep) => {
    if (step === 'apartment' || step === 'photos') return inApartment;
    if (step === 'type' || step === 'tvs') {
      return !(state.startedAt === 'services' && state.tvs.length === 0);
    }
    if (step === 'card') return state.paymentMethod === 'card';
    return true;
  });
}

/** "Step 3 of 8" for the screen shown; null on the confirmation. */
export function useStepPosition(): { index: number; total: number } | null {
  const { state, step } = useBooking();
  if (!step) return null;
  const steps = stepsOf(state, step);
  const index = steps.indexOf(step);
  return index < 0 ? null : { index: index + 1, total: steps.length };
}
