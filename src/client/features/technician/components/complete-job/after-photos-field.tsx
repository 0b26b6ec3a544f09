// After photos (decisions.md "Finishing a job"): from the camera or the gallery, checked and
// downscaled on the phone by the room photos' code (lib/prepare-photo.ts), at most 10 a job.
import { Camera, ImagePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { MAX_JOB_PHOTOS } from '@/domain/schemas/job-completion';
import { preparePhoto, type PhotoProblem } from '@/client/lib/prepare-photo';

/** A photo taken for this completion: its downscaled JPEG and a URL to show it. */
export type AfterPhoto = { readonly key: string; readonly blob: Blob; readonly url: string };

const PROBLEMS: Record<PhotoProblem, (name: string) => string> = {
  'too-large': (name) => `${name} is too large. Maximum size is 5MB.`,
  'not-an-image': (name) => `${name} is not a JPEG, PNG or WebP image.`,
  failed: (name) => `${name} could not be read. Please try again.`,
};

export function AfterPhotosField({
  photos,
  error,
  onChange,
}: {
  photos: readonly AfterPhoto[];
  error: string | undefined;
  onChange: (photos: readonly AfterPhoto[]) => void;
}) {
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const full = photos.length >= MAX_JOB_PHOTOS;
  const messages = error ? [...problems, error] : problems;

  const add = async (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []).slice(0, MAX_JOB_PHOTOS - photos.length);
    input.value = '';
    if (files.length === 0) return;
    setBusy(true);
    const added: AfterPhoto[] = [];
    const refused: string[] = [];
    for (const file of files) {
      const prepared = await preparePhoto(file);
      if (prepared.ok) {
        added.push({
          key: crypto.randomUUID(),
          blob: prepared.blob,
          url: URL.createObjectURL(prepared.blob),
        });
      } else {
        refused.push(PROBLEMS[prepared.problem](file.name));
      }
    }
    setBusy(false);
    setProblems(refused);
    if (added.length > 0) onChange([...photos, ...added]);
  };

  const remove = (photo: AfterPhoto) => {
    URL.revokeObjectURL(photo.url);
    onChange(photos.filter((p) => p.key !== photo.key));
  };

  const fileInput = {
    type: 'file',
    accept: 'image/*',
    className: 'sr-only',
    tabIndex: -1,
    disabled: full,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => void add(e.currentTarget),
  } as const;

  return (
    <section aria-labelledby="after-photos-title" className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="after-photos-title" className="text-sm font-medium">
          After photos
        </h3>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {busy ? 'Preparing photos…' : `${photos.length}/${MAX_JOB_PHOTOS}`}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button
          type="button"
          variant="outline"
          className="h-11"
          disabled={full}
          onClick={() => camera.current?.click()}
        >
          <Camera aria-hidden="true" />
          Take photo
        </Button>
        <Button
          type="button"
          variant="outline"
          className="h-11"
          disabled={full}
          onClick={() => gallery.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
          Choose from gallery
        </Button>
        <input
          {...fileInput}
          ref={camera}
          capture="environment"
          aria-label="After photo from camera"
        />
        <input {...fileInput} ref={gallery} multiple aria-label="After photos from gallery" />
      </div>
      <div id="after-photos-error" role="alert" className="empty:hidden">
        {messages.map((message) => (
          <p key={message} className="text-sm font-medium text-destructive">
            {message}
          </p>
        ))}
      </div>
      {photos.length > 0 && (
        <ul className="grid grid-cols-4 gap-2" aria-label="After photos taken">
          {photos.map((photo, index) => (
            <li key={photo.key} className="relative">
              <img
                src={photo.url}
                alt={`After photo ${index + 1}`}
                className="aspect-square w-full rounded-md border object-cover"
              />
              <button
                type="button"
                className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-black/70 text-white hover:bg-black focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Remove after photo ${index + 1}`}
                onClick={() => remove(photo)}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
