import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { useAuthorizedImages } from './use-authorized-images';

/** What the photos are called: a customer's room photos, or a technician's after photos. */
const KINDS = {
  room: { heading: 'Room Photos', one: 'room photo', title: 'Room Assessment Photo' },
  after: { heading: 'After Photos', one: 'after photo', title: 'After Photo' },
} as const;

export function RoomPhotoGallery({
  bookingId,
  photoUrls,
  token,
  kind = 'room',
}: {
  bookingId: number;
  photoUrls: readonly string[];
  token: string;
  kind?: keyof typeof KINDS;
}) {
  const words = KINDS[kind];
  const images = useAuthorizedImages(photoUrls, token);
  const [open, setOpen] = useState<number | null>(null);
  if (photoUrls.length === 0) {
    return <p className="text-xs text-muted-foreground">No {words.one}s provided</p>;
  }
  const openImage = open === null ? null : images[open];
  return (
    <div className="space-y-2">
      <p className="text-xs font-semibold">
        {words.heading} ({photoUrls.length})
      </p>
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-3">
        {photoUrls.map((url, index) => {
          const src = images[index];
          return (
            <li key={url}>
              <button
                type="button"
                onClick={() => setOpen(index)}
                className="block aspect-square w-full overflow-hidden rounded-md border bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`View ${words.one} ${index + 1} of booking #${bookingId} full size`}
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
          <DialogTitle>
            Booking #{bookingId} - {words.title}
          </DialogTitle>
          <DialogDescription className="sr-only">
            Full-size {words.one} {open === null ? '' : open + 1} of {photoUrls.length}
          </DialogDescription>
          {openImage ? (
            <img
              src={openImage}
              alt={`Booking #${bookingId} - ${words.title}`}
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
