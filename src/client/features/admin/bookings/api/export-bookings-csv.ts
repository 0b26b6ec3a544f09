import { apiGetBlob } from '@/client/lib/api-client';
import { searchParams, type BookingSearch } from './get-bookings';

/**
 * GET /api/bookings.csv with the list's own search. A plain link cannot send the bearer header,
 * so the file is fetched, then handed to the browser as a download.
 */
export async function downloadBookingsCsv(token: string, search: BookingSearch): Promise<void> {
  const query = searchParams(search).toString();
  const csv = await apiGetBlob(`/api/bookings.csv${query ? `?${query}` : ''}`, { token });
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = `bookings-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
