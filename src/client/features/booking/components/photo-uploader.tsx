// Room photos (booking-flow.md section 5): optional, at most 5 (extras silently dropped). Each is
// checked by its bytes and decoded the moment it is chosen, with the spec's message beside the
// uploader (issue 12), then downscaled and kept in IndexedDB with the draft.
import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { deleteDraftPhoto, getDraftPhoto, putDraftPhoto } from '@/client/lib/booking-draft-photos';
import { useBooking } from '../hooks/use-booking';
import { MAX_PHOTOS, type DraftPhoto } from '../state/booking-state';
import { preparePhoto, type PhotoProblem } from '@/client/lib/prepare-photo';

/** Object URLs of the draft's photos, read from IndexedDB (null while loading or when gone). */
function usePhotoUrls(photos: readonly DraftPhoto[]): Record<string, string | null> {
  const [urls, setUrls] = useState<Record<string, string | null>>({});
  const keys = photos.map((p) => p.key).join('|');
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void Promise.all(
      keys
        .split('|')
        .filter(Boolean)
        .map(async (key) => {
          const blob = await getDraftPhoto(key);
          const url = blob ? URL.createObjectURL(blob) : null;
          if (url) made.push(url);
          return [key, url] as const;
        }),
    ).then((entries) => {
      if (live) setUrls(Object.fromEntries(entries));
    });
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [keys]);
  return urls;
}

export function PhotoUploader() {
  const { state, dispatch } = useBooking();
  const { t } = useLingui();
  /** The spec's alerts (booking-flow.md section 5), naming the file. */
  const problemMessage = (problem: PhotoProblem, name: string) =>
    problem === 'too-large'
      ? t`File ${name} is too large. Maximum size is 5MB.`
      : problem === 'not-an-image'
        ? t`File ${name} is not an image.`
        : t`Error uploading photos. Please try again.`;
  const photos = state.photos;
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const errorId = `${helpId}-error`;
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const urls = usePhotoUrls(photos);
  const atLimit = photos.length >= MAX_PHOTOS;
  const count = photos.length;

  const onFiles = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const files = Array.from(list).slice(0, MAX_PHOTOS - photos.length);
    const problems: string[] = [];
    const added: DraftPhoto[] = [];
    setBusy(true);
    for (const file of files) {
      const prepared = await preparePhoto(file);
      if (!prepared.ok) {
        problems.push(problemMessage(prepared.problem, file.name));
        continue;
      }
      const key = crypto.randomUUID();
      try {
        await putDraftPhoto(key, prepared.blob);
        added.push({ key, name: file.name, uploadId: null });
      } catch {
        problems.push(problemMessage('failed', file.name));
      }
    }
    setBusy(false);
    setErrors(problems);
    if (added.length > 0) dispatch({ type: 'set-photos', photos: [...photos, ...added] });
  };

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    void onFiles(input.files).finally(() => {
      input.value = '';
    });
  };

  const describedBy = errors.length > 0 ? `${helpId} ${errorId}` : helpId;
  /** What the two hidden inputs share: one opens the files, the other the camera. */
  const hiddenInput = {
    type: 'file',
    accept: 'image/jpeg,image/png,image/webp',
    className: 'sr-only',
    tabIndex: -1,
    'aria-invalid': errors.length > 0,
    'aria-describedby': describedBy,
    disabled: atLimit,
    onChange,
  } as const;

  return (
    <section
      aria-labelledby={`${helpId}-title`}
      className="rounded-xl border bg-card p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${helpId}-title`} className="text-lg font-semibold">
          <Trans>
            Room Photos{' '}
            <span className="text-sm font-normal text-muted-foreground">(optional)</span>
          </Trans>
        </h2>
        <p className="text-sm font-medium" aria-live="polite">
          {busy ? t`Checking photos…` : t`${count}/${MAX_PHOTOS} photos`}
        </p>
      </div>
      <p id={helpId} className="mt-1 text-sm text-muted-foreground">
        <Trans>
          Photos of the wall help your technician come prepared. JPG, PNG, WebP up to 5MB each.
        </Trans>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={atLimit}
          onClick={() => fileInput.current?.click()}
          aria-describedby={describedBy}
        >
          <ImagePlus aria-hidden />
          <Trans>Upload Photos</Trans>
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={atLimit}
          onClick={() => cameraInput.current?.click()}
        >
          <Camera aria-hidden />
          <Trans>Take Photo</Trans>
        </Button>
        <input {...hiddenInput} ref={fileInput} multiple aria-label={t`Room photo files`} />
        <input
          {...hiddenInput}
          ref={cameraInput}
          capture="environment"
          aria-label={t`Room photo from camera`}
        />
      </div>
      <div id={errorId} role="alert" className="empty:hidden">
        {errors.map((message) => (
          <p key={message} className="mt-3 text-sm font-medium text-destructive">
            {message}
          </p>
        ))}
      </div>
      {photos.length > 0 && (
        <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.map((photo, index) => {
            const number = index + 1;
            return (
              <li key={photo.key} className="relative">
                {urls[photo.key] ? (
                  <img
                    src={urls[photo.key] ?? undefined}
                    alt={t`Room photo ${number}`}
                    className="aspect-square w-full rounded-md border object-cover"
                  />
                ) : (
                  <div
                    role="img"
                    aria-label={t`Room photo ${number}`}
                    className="aspect-square w-full rounded-md border bg-muted"
                  />
                )}
                <button
                  type="button"
                  className="absolute top-1 right-1 rounded-full bg-black/70 p-1 text-white hover:bg-black"
                  aria-label={t`Remove photo ${number}`}
                  onClick={() => {
                    void deleteDraftPhoto(photo.key);
                    dispatch({ type: 'set-photos', photos: photos.filter((_, i) => i !== index) });
                  }}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
