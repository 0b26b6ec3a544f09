// /see-it-on-your-wall?inches=65&mount=fixed: the view a "See it on your wall" QR code opens on a
// phone, where model-viewer's "View in your space" puts the TV on the wall (docs/decisions/045).
// A size or mount outside the rules shows a 65-inch TV on a fixed mount.
import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { WallView } from '@/client/components/see-it-on-your-wall/wall-view';
import { MOUNT_TYPES, type MountType } from '@/domain/catalog/mount-types';
import { isModelInches } from '@/domain/catalog/tv-dimensions';

const isMount = (value: string | null): value is MountType =>
  (MOUNT_TYPES as readonly (string | null)[]).includes(value);

export default function SeeItOnYourWallPage() {
  const [params] = useSearchParams();
  const asked = Number(params.get('inches'));
  const inches = /^\d+$/.test(params.get('inches') ?? '') && isModelInches(asked) ? asked : 65;
  const mountParam = params.get('mount');
  const mount = isMount(mountParam) ? mountParam : 'fixed';
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>See it on your wall</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>
          Press &quot;Place it on my wall&quot; and point your phone&apos;s camera at the wall: the
          TV appears at its real size.
        </Trans>
      </p>
      <WallView inches={inches} mount={mount} showQr={false} />
    </div>
  );
}
