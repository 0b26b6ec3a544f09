import { useEffect, useState } from 'react';
import { getRoomPhoto } from '@/client/api/get-room-photo';

/**
 * Room photos, after photos and signatures are private (decisions.md "Bookings", "Finishing a
 * job"): an <img> cannot send the bearer header, so each image is fetched with the staff token
 * and shown from a blob: URL, released on unmount.
 */
export function useAuthorizedImages(urls: readonly string[], token: string): (string | null)[] {
  const [objectUrls, setObjectUrls] = useState<(string | null)[]>(() => urls.map(() => null));
  const key = urls.join('|');
  useEffect(() => {
    let cancelled = false;
    const created: string[] = [];
    // Never rejects: a photo that cannot be fetched is shown as missing (null).
    void Promise.all(
      key
        .split('|')
        .filter(Boolean)
        .map(async (url) => {
          try {
            const objectUrl = URL.createObjectURL(await getRoomPhoto(url, token));
            created.push(objectUrl);
            return objectUrl;
          } catch {
            return null;
          }
        }),
    ).then((result) => {
      if (!cancelled) setObjectUrls(result);
    });
    return () => {
      cancelled = true;
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [key, token]);
  return objectUrls;
}
