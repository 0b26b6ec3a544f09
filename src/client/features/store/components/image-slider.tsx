// The product image slider (store-staff-assistant.md section 2): a placeholder without images,
// one image alone, several with wrap-around arrows, 'n / total' and thumbnails above 2 images.
// Clicking the image opens the zoom viewer.
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/client/lib/utils';
import { placeholderImage } from '@/client/components/store/product-images';
import { SafeImage } from '@/client/components/store/safe-image';

/** The previous and next buttons over the picture. */
const STEPS = [
  { step: -1, side: 'left-2', Icon: ChevronLeft },
  { step: 1, side: 'right-2', Icon: ChevronRight },
] as const;

export function ImageSlider({
  images,
  name,
  onOpen,
  priority = false,
}: {
  images: readonly string[];
  name: string;
  onOpen?: (index: number) => void;
  /** The first card's image: the page's largest paint, so fetched at once and first. */
  priority?: boolean;
}) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const total = images.length;
  const number = index + 1;
  const current = images[index] ?? placeholderImage();
  const go = (step: number) => setIndex((i) => (i + step + total) % total);

  return (
    <div className="space-y-2">
      <div className="relative aspect-[4/3] overflow-hidden rounded-md bg-muted">
        <button
          type="button"
          className="block size-full cursor-zoom-in focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
          onClick={() => onOpen?.(index)}
          aria-label={
            total > 1
              ? t`Enlarge image ${number} of ${total} of ${name}`
              : t`Enlarge image of ${name}`
          }
        >
          <SafeImage
            src={total === 0 ? placeholderImage() : current}
            alt={total > 1 ? t`${name}, image ${number} of ${total}` : name}
            className="size-full object-contain"
            width={400}
            height={300}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        </button>
        {total > 1 && (
          <>
            {STEPS.map(({ step, side, Icon }) => (
              <button
                key={step}
                type="button"
                onClick={() => go(step)}
                aria-label={step < 0 ? t`Previous image of ${name}` : t`Next image of ${name}`}
                className={cn(
                  'absolute top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-gray-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-ring',
                  side,
                )}
              >
                <Icon className="size-5" aria-hidden />
              </button>
            ))}
            <span
              className="absolute right-2 bottom-2 rounded bg-black/75 px-2 py-0.5 text-xs font-medium text-white"
              aria-live="polite"
            >
              {number} / {total}
            </span>
          </>
        )}
      </div>
      {total > 2 && (
        <div className="flex gap-2 overflow-x-auto" role="group" aria-label={t`Images of ${name}`}>
          {images.map((image, i) => {
            const position = i + 1;
            return (
              <button
                key={image}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t`Show image ${position} of ${name}`}
                aria-pressed={i === index}
                className={cn(
                  'size-14 shrink-0 overflow-hidden rounded border-2 bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                  i === index ? 'border-primary' : 'border-transparent',
                )}
              >
                <SafeImage
                  src={image}
                  alt=""
                  className="size-full object-contain"
                  width={56}
                  height={56}
                  loading="lazy"
                  fallbackSize={[56, 56]}
                />
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
