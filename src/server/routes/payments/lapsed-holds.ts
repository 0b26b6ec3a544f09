// Moved to src/server/payments/lapsed-holds.ts with the payment pipeline (docs/decisions/025);
// kept for the staff-bookings import until that caller moves into src/server/bookings/.
export { isLapsedHold } from '../../payments/lapsed-holds';
