import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { getRoomPhoto } from '@/client/api/get-room-photo';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/client/components/ui/dialog';

/**
 * Room photos are private (decisions.md "Bookings"): an <img> cannot send the bearer header, so
 * each photo is fetched with the staff token and shown from a blob: URL, released on unmount.
 */
function useAuthorizedImages(urls: readonly string[], token: string): (string | null)[] {
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

export function RoomPhotoGallery({
  bookingId,
  photoUrls,
  token,
}: {
  bookingId: number;
  photoUrls: readonly string[];
  token: string;
}) {
  const images = useAuthorizedImages(photoUrls, token);
  const [open, setOpen] = useState<number | null>(null);
  if (photoUrls.length === 0) {
    return <p className="text-xs text-muted-foreground">No room photos provided</p>;
  }
  const openImage = open === null ? null : images[open];
  return (
    <div className="space-y-2">
      <p className="text-xs font-semibold">Room Photos ({photoUrls.length})</p>
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-3">
        {photoUrls.map((url, index) => {
          const src = images[index];
          return (
            <li key={url}>
              <button
                type="button"
                onClick={() => setOpen(index)}
                className="block aspect-square w-full overflow-hidden rounded-md border bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`View room photo ${index + 1} of booking #${bookingId} full size`}
              >
                {src ? (
                  <img src={src} alt="" className="size-full object-cover" />
                ) : (
                  <ImageOff aria-hidden="true" className="m-auto size-5 text-muted-foreground" />
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-w-3xl">
          <DialogTitle>Booking #{bookingId} - Room Assessment Photo</DialogTitle>
          <DialogDescription className="sr-only">
            Full-size room photo {open === null ? '' : open + 1} of {photoUrls.length}
          </DialogDescription>
          {openImage ? (
            <img
              src={openImage}
              alt={`Booking #${bookingId} - Room Assessment Photo`}
              className="max-h-[75dvh] w-full rounded-md object-contain"
            />
          ) : (
            <p className="text-sm text-muted-foreground">This photo could not be loaded.</p>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
