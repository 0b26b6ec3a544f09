// Room photos (booking-flow.md section 5): optional, at most 5 (extras silently dropped), each an
// image of at most 5 MB, kept as data URLs. The alerts are the spec's, through window.alert.
import { Camera, ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/client/components/ui/button';
import { useBooking } from '../hooks/use-booking';
import { MAX_PHOTOS } from '../state/booking-state';

const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('No data'));
    reader.onerror = () => reject(reader.error ?? new Error('Read failed'));
    reader.readAsDataURL(file);
  });
}

export function PhotoUploader() {
  const { state, dispatch } = useBooking();
  const photos = state.photos;
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const atLimit = photos.length >= MAX_PHOTOS;

  const onFiles = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const files = Array.from(list).slice(0, MAX_PHOTOS - photos.length);
    const accepted: File[] = [];
    for (const file of files) {
      if (file.size > MAX_PHOTO_BYTES) {
        window.alert(`File ${file.name} is too large. Maximum size is 5MB.`);
      } else if (!file.type.startsWith('image/')) {
        window.alert(`File ${file.name} is not an image.`);
      } else {
        accepted.push(file);
      }
    }
    try {
      const urls = await Promise.all(accepted.map(readAsDataUrl));
      if (urls.length > 0) dispatch({ type: 'set-photos', photos: [...photos, ...urls] });
    } catch {
      window.alert('Error uploading photos. Please try again.');
    }
  };

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    void onFiles(input.files).finally(() => {
      input.value = '';
    });
  };

  return (
    <section
      aria-labelledby={`${helpId}-title`}
      className="rounded-xl border bg-card p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${helpId}-title`} className="text-lg font-semibold">
          Room Photos <span className="text-sm font-normal text-muted-foreground">(optional)</span>
        </h2>
        <p className="text-sm font-medium" aria-live="polite">
          {photos.length}/{MAX_PHOTOS} photos
        </p>
      </div>
      <p id={helpId} className="mt-1 text-sm text-muted-foreground">
        Photos of the wall help your technician come prepared. JPG, PNG, WebP up to 5MB each.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={atLimit}
          onClick={() => fileInput.current?.click()}
          aria-describedby={helpId}
        >
          <ImagePlus aria-hidden />
          Upload Photos
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={atLimit}
          onClick={() => cameraInput.current?.click()}
        >
          <Camera aria-hidden />
          Take Photo
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label="Room photo files"
          disabled={atLimit}
          onChange={onChange}
        />
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-label="Room photo from camera"
          disabled={atLimit}
          onChange={onChange}
        />
      </div>
      {photos.length > 0 && (
        <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.map((photo, index) => (
            <li key={`${index}-${photo.slice(-16)}`} className="relative">
              <img
                src={photo}
                alt={`Room photo ${index + 1}`}
                className="aspect-square w-full rounded-md border object-cover"
              />
              <button
                type="button"
                className="absolute top-1 right-1 rounded-full bg-black/70 p-1 text-white hover:bg-black"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() =>
                  dispatch({ type: 'set-photos', photos: photos.filter((_, i) => i !== index) })
                }
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
