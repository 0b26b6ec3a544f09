import { apiRequest } from '@/client/lib/api-client';

/**
 * One room photo as the raw request body (docs/decisions/012): the server decodes it again and
 * answers an upload id that the booking names in `roomPhotoIds`.
 */
export async function uploadRoomPhoto(photo: Blob, name: string): Promise<string> {
  const { id } = await apiRequest<{ id: string }>(
    'POST',
    `/api/booking-photos?name=${encodeURIComponent(name)}`,
    photo,
  );
  return id;
}
