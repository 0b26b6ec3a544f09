// The words of the wall view that depend on the size and mount: the model's alt text and the
// sizes line, in the page's language.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MountType } from '@/domain/catalog/mount-types';
import { screenSize } from '@/domain/catalog/tv-dimensions';

export function modelAlt(i18n: I18n, inches: number, mount: MountType): string {
  const alts = {
    fixed: msg`A ${inches}-inch TV on a fixed wall mount, shown at real size`,
    tilt: msg`A ${inches}-inch TV on a tilting wall mount, shown at real size`,
    full_motion: msg`A ${inches}-inch TV on a full motion wall mount, shown at real size`,
  } as const;
  return i18n._(alts[mount]);
}

/** "65 in diagonal · 56.7 x 31.9 in · 144 x 81 cm". */
export function sizesLine(i18n: I18n, inches: number): string {
  const size = screenSize(inches);
  const tenths = new Intl.NumberFormat(`${i18n.locale}-US`, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const width = tenths.format(size.widthInches);
  const height = tenths.format(size.heightInches);
  const widthCm = Math.round(size.widthCm);
  const heightCm = Math.round(size.heightCm);
  return i18n._(msg`${inches} in diagonal · ${width} x ${height} in · ${widthCm} x ${heightCm} cm`);
}
