import { createContext, useContext, type Dispatch } from 'react';
import type { BookingAction, BookingState } from '../state/booking-state';

export interface BookingContextValue {
  readonly state: BookingState;
  readonly dispatch: Dispatch<BookingAction>;
  /** 'Back to Home': leaves the builder, which drops the whole booking state. */
  readonly exit: () => void;
}

export const BookingContext = createContext<BookingContextValue | null>(null);

export function useBooking(): BookingContextValue {
  const value = useContext(BookingContext);
  if (!value) throw new Error('useBooking must be used inside BookingContext (BookingFlow)');
  return value;
}
