import { ApiRequestError } from '@/client/lib/api-client';
import type { ApiError } from '@/domain/schemas/api-error';

/**
 * One room photo as the raw request body (docs/decisions/012): the server decodes it again and
 * answers an upload id that the booking names in `roomPhotoIds`.
 */
export async function uploadRoomPhoto(photo: Blob, name: string): Promise<string> {
  const response = await fetch(`/api/booking-photos?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'content-type': photo.type || 'application/octet-stream' },
    body: photo,
    credentials: 'include',
  });
  const text = await response.text();
  if (!response.ok) {
    let body: ApiError | null = null;
    try {
      body = JSON.parse(text) as ApiError;
    } catch {
      // Not JSON: the text is the message.
    }
    throw new ApiRequestError(response.status, text, body, response.statusText);
  }
  const { id } = JSON.parse(text) as { id: string };
  return id;
}
