import { createContext, useContext, type Dispatch } from 'react';
import type { BookingResponse } from '@/domain/schemas/booking';
import type { BookingAction, BookingState } from '../state/booking-state';
import type { BookingStep } from '@/domain/site/booking-steps';

export interface BookingContextValue {
  readonly state: BookingState;
  readonly dispatch: Dispatch<BookingAction>;
  /** The screen shown (null on the confirmation). */
  readonly step: BookingStep | null;
  /** Moves forward to a screen (a new browser history entry). */
  readonly goTo: (step: BookingStep) => void;
  /** The screen's 'Back' button: one screen back, as the browser's Back would. */
  readonly back: () => void;
  readonly canGoBack: boolean;
  /** Booked: keep the confirmation, drop the draft, show the confirmation's own address. */
  readonly finish: (booking: BookingResponse) => void;
  /** 'Back to Home': starts over, dropping the whole draft (booking-flow.md section 2). */
  readonly exit: () => void;
  /** Tells screen reader users what changed (a polite live region). */
  readonly announce: (message: string) => void;
}

export const BookingContext = createContext<BookingContextValue | null>(null);

export function useBooking(): BookingContextValue {
  const value = useContext(BookingContext);
  if (!value) throw new Error('useBooking must be used inside BookingContext (BookingFlow)');
  return value;
}
