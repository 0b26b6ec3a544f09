// "See it on your wall" (decisions.md "See it on your wall (true-scale 3D and AR)"): loaded when
// first opened, with model-viewer loaded inside it (tv-model-viewer.tsx).
import { useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { DialogPanel } from '@/client/components/ui/dialog';
import type { MountType } from '@/domain/catalog/mount-types';
import { WallView } from './wall-view';

export default function WallViewDialog({
  open,
  onOpenChange,
  inches,
  mount,
  opener,
}: {
  /** The button that opened it: focus goes back to it on close. */
  opener: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  inches: number;
  mount: MountType;
}) {
  const { t } = useLingui();
  return (
    <DialogPanel
      open={open}
      onOpenChange={onOpenChange}
      title={t`See it on your wall`}
      description={t`Turn the TV with a finger, the mouse or the arrow keys. On a phone, "Place it on my wall" puts it on your wall at its real size.`}
      className="max-w-4xl"
      // The dialog mounts after its code loads, so focus is handed back to the opener by name
      // rather than to whatever held it when the content appeared.
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener.current?.focus();
      }}
    >
      <WallView inches={inches} mount={mount} />
    </DialogPanel>
  );
}
