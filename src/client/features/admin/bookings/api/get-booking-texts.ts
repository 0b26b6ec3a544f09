import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { StaffBooking } from '@/domain/schemas/staff';
import { adminKeys } from '../../lib/admin-queries';

/**
 * A booking's texts as staff see them (decisions.md "Text messages (SMS)"): whether the customer
 * ticked the box, whether their number has opted out (STOP), and their replies, oldest first.
 */
export type BookingTexts = {
  optIn: boolean;
  optedOut: boolean;
  replies: { body: string; receivedAt: string }[];
};

/** The staff booking with its texts, as the booking's details carry them. */
export type StaffBookingWithTexts = StaffBooking & { sms?: BookingTexts };

/** GET /api/bookings/{id} (staff): the booking's details, its texts among them. */
export const getBookingDetails = (token: string, id: number) =>
  apiGet<StaffBookingWithTexts>(`/api/bookings/${id}`, { token });

export const bookingDetailsQueryOptions = (token: string, id: number) =>
  queryOptions({
    // Under the bookings' key: a change to a booking reloads its details too.
    queryKey: [...adminKeys.bookings, 'details', id],
    queryFn: () => getBookingDetails(token, id),
  });

/**
 * The booking's texts: from the booking itself when the list carries them, else from its
 * details (fetched only then).
 */
export function useBookingTexts(token: string, booking: StaffBookingWithTexts) {
  const details = useQuery({
    ...bookingDetailsQueryOptions(token, booking.id),
    enabled: booking.sms === undefined,
  });
  return { texts: booking.sms ?? details.data?.sms, failed: details.isError };
}
