// "See it on your wall" (decisions.md "See it on your wall (true-scale 3D and AR)"): loaded when
// first opened, with model-viewer loaded inside it (tv-model-viewer.tsx).
import { useLingui } from '@lingui/react/macro';
import { DialogPanel } from '@/client/components/ui/dialog';
import type { MountType } from '@/domain/catalog/mount-types';
import { WallView } from './wall-view';

export default function WallViewDialog({
  open,
  onOpenChange,
  inches,
  mount,
}: {
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
    >
      <WallView inches={inches} mount={mount} />
    </DialogPanel>
  );
}
