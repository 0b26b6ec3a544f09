import { Trans, useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { GalleryItem } from '@/domain/catalog/gallery';

interface GalleryLightboxProps {
  readonly items: readonly GalleryItem[];
  readonly index: number;
  readonly onIndexChange: (index: number) => void;
  readonly onClose: () => void;
  /** Where focus goes on close (there is no Radix Trigger): the picture last shown. */
  readonly onCloseAutoFocus: (index: number) => void;
}

/**
 * The gallery's lightbox: close, previous and next (wrapping at both ends), also by the arrow
 * keys and Escape. Radix traps focus inside and gives it back to the picture on close.
 */
export default function GalleryLightbox({
  items,
  index,
  onIndexChange,
  onClose,
  onCloseAutoFocus,
}: GalleryLightboxProps) {
  const { t } = useLingui();
  const item = items[index];
  if (!item) return null;
  const count = items.length;
  const position = index + 1;
  const previous = () => onIndexChange((index - 1 + count) % count);
  const next = () => onIndexChange((index + 1) % count);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  }

  const navButton =
    'grid size-11 shrink-0 place-items-center rounded-full bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20 focus-visible:outline-white';

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/90" />
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseAutoFocus(index);
          }}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 sm:p-8"
        >
          <div className="flex w-full max-w-5xl items-center justify-between text-white">
            <p className="text-sm font-semibold text-slate-300" aria-live="polite">
              <Trans>
                {position} of {count}
              </Trans>
            </p>
            <DialogPrimitive.Close className={navButton} aria-label={t`Close`}>
              <X className="size-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>

          <div className="flex w-full max-w-5xl items-center gap-2 sm:gap-4">
            <button
              type="button"
              onClick={previous}
              aria-label={t`Previous image`}
              className={navButton}
            >
              <ChevronLeft className="size-6" aria-hidden />
            </button>
            <img
              key={item.id}
              src={item.image}
              alt={item.alt}
              width={1200}
              height={900}
              className="max-h-[65dvh] min-w-0 flex-1 rounded-xl object-contain"
            />
            <button type="button" onClick={next} aria-label={t`Next image`} className={navButton}>
              <ChevronRight className="size-6" aria-hidden />
            </button>
          </div>

          <div className="max-w-2xl text-center text-white">
            <DialogPrimitive.Title className="text-xl font-bold">
              {item.title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="mt-1 text-slate-300">
              {item.caption}
            </DialogPrimitive.Description>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
