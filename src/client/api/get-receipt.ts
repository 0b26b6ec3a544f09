import { apiGetBlob } from '@/client/lib/api-client';

/** A completed job's receipt PDF (decisions.md "Finishing a job"), read with the staff token. */
export const getReceiptPdf = (bookingId: number, token: string) =>
  apiGetBlob(`/api/bookings/${bookingId}/receipt.pdf`, { token });
