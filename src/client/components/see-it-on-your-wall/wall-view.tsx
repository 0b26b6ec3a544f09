// The view itself, in the dialog and on /see-it-on-your-wall: the 3D model (AR on a phone), the
// sizes, the TV beside a 6-foot person, a QR code for a phone and the exact size field.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MountType } from '@/domain/catalog/mount-types';
import { tvModelPath } from '@/domain/catalog/tv-dimensions';
import { pathInLocale } from '@/domain/site/locale-paths';
import { useLocale } from '@/client/i18n/use-locale';
import { ExactSizeField } from './exact-size-field';
import { PersonScaleFigure } from './person-scale-figure';
import { PhoneQrCode } from './phone-qr-code';
import { TvModelViewer } from './tv-model-viewer';
import { modelAlt, sizesLine } from './wall-view-words';

export const WALL_VIEW_PATH = '/see-it-on-your-wall';

export function wallViewUrl(inches: number, mount: MountType, locale: 'en' | 'es'): string {
  const path = `${pathInLocale(WALL_VIEW_PATH, locale)}?inches=${inches}&mount=${mount}`;
  return typeof location === 'undefined' ? path : `${location.origin}${path}`;
}

export function WallView({
  inches: startInches,
  mount,
  showQr = true,
}: {
  inches: number;
  mount: MountType;
  /** Off on the phone page the QR code opens. */
  showQr?: boolean;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const [exact, setExact] = useState<number | null>(null);
  const inches = exact ?? startInches;
  const alt = modelAlt(i18n, inches, mount);
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="space-y-2">
        <TvModelViewer src={tvModelPath(inches, mount)} alt={alt} />
        <p className="text-base font-semibold" data-testid="wall-view-sizes">
          {sizesLine(i18n, inches)}
        </p>
      </div>
      <div className="space-y-4">
        <figure className="space-y-1">
          <PersonScaleFigure inches={inches} />
          <figcaption className="text-xs text-muted-foreground">
            <Trans>Beside a 6-foot (183 cm) person, to scale.</Trans>
          </figcaption>
        </figure>
        <ExactSizeField onInches={setExact} />
        {showQr && (
          <div className="flex items-center gap-3">
            <PhoneQrCode url={wallViewUrl(inches, mount, locale)} />
            <p className="text-sm text-muted-foreground">
              <Trans>Scan with your phone&apos;s camera to place this TV on your wall.</Trans>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
