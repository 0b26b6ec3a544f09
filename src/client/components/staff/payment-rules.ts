import type { StaffBooking } from '@/domain/schemas/staff';

/**
 * Cash and afterpay money is recorded by staff when received; a card is marked paid only by its
 * gateway (decisions.md "Staff operations calls"), so it never offers the button.
 */
export function canMarkCollected(
  booking: Pick<StaffBooking, 'paymentMethod' | 'paymentStatus' | 'status'>,
): boolean {
  return (
    (booking.paymentMethod === 'cash' || booking.paymentMethod === 'afterpay') &&
    booking.paymentStatus === 'unpaid' &&
    booking.status !== 'cancelled'
  );
}
