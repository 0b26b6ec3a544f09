import { apiGetBlob } from '@/client/lib/api-client';

/** A private room photo (decisions.md "Bookings"), read with the staff token. */
export const getRoomPhoto = (url: string, token: string) => apiGetBlob(url, { token });
