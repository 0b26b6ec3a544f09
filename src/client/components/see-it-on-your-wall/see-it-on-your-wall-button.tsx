// The button that opens "See it on your wall". Only this small part is in a screen's code: the
// dialog, model-viewer and three.js load when it is first pressed (docs/decisions/045).
import { Trans } from '@lingui/react/macro';
import { Box } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import type { MountType } from '@/domain/catalog/mount-types';

const WallViewDialog = lazy(() => import('./wall-view-dialog'));

export function SeeItOnYourWallButton({
  inches,
  mount,
  label,
  className,
}: {
  inches: number;
  mount: MountType;
  /** An accessible name that says which product, when the visible words alone would not. */
  label?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        type="button"
        variant="outline"
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Box className="size-4" aria-hidden />
        <Trans>See it on your wall</Trans>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <WallViewDialog
            opener={opener}
            open={open}
            onOpenChange={setOpen}
            inches={inches}
            mount={mount}
          />
        </Suspense>
      )}
    </>
  );
}
