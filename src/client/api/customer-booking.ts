import { apiGet, ApiRequestError } from '@/client/lib/api-client';
import type { CustomerBookingView } from '@/domain/schemas/manage';

/**
 * GET /api/manage/{token}: the booking as the customer sees it, behind the link in every e-mail.
 * Read by the manage page and by the payment return page (features do not import each other).
 */
export function getCustomerBooking(token: string, signal?: AbortSignal) {
  return apiGet<CustomerBookingView>(`/api/manage/${encodeURIComponent(token)}`, {
    ...(signal ? { signal } : {}),
  });
}

/** A wrong link stays wrong: no retries on a 4xx answer. */
export function retryUnlessWrongLink(count: number, error: Error) {
  return !(error instanceof ApiRequestError && error.status < 500) && count < 2;
}
