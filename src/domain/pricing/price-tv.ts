// One TV's price, decisions.md "Price rules" steps 1-4. Expects a TV that validateTv accepted and
// normalizeTv has normalised.
import { findComplex, isPremiumZip } from '../catalog/apartment-complexes/complexes';
import { INSTALLATION_PRICES } from '../catalog/installation-prices';
import { MOUNT_TYPE_INFO } from '../catalog/mount-types';
import { FRAME_MEDIA_BOX_OPTIONS, PER_TV_ADD_ONS, PER_TV_ADD_ON_KEYS } from '../catalog/tv-add-ons';
import { isSmallOwnMountSize } from '../catalog/tv-sizes';
import { WALL_TYPE_INFO } from '../catalog/wall-types';
import type { QuotePart, QuoteTvLine } from '../schemas/quote';
import type { TvConfig } from '../schemas/tv-config';

function installationPart(tv: TvConfig): QuotePart {
  const complex = tv.apartmentComplex ? findComplex(tv.apartmentComplex) : undefined;
  let cents: number = INSTALLATION_PRICES.baseCents;
  let label = 'Installation';
  if (complex && isPremiumZip(complex.zip)) {
    cents = INSTALLATION_PRICES.premiumZipCents;
    label = `Installation (${complex.zip} apartment rate)`;
  } else if (!complex && tv.mountOption === 'own') {
    cents = isSmallOwnMountSize(tv.tvSize)
      ? INSTALLATION_PRICES.ownMountSmallCents
      : INSTALLATION_PRICES.ownMountLargeCents;
    label = 'Installation (your own mount)';
  }
  if (tv.wallType === 'frame_media_box') {
    cents *= INSTALLATION_PRICES.frameMultiplier;
    label += ` x${INSTALLATION_PRICES.frameMultiplier} (frame / media box)`;
  }
  return { key: 'installation', label, cents };
}

function wallPart(tv: TvConfig): QuotePart | undefined {
  const complex = tv.apartmentComplex ? findComplex(tv.apartmentComplex) : undefined;
  if (!complex) {
    const { label, surchargeCents } = WALL_TYPE_INFO[tv.wallType];
    return surchargeCents > 0
      ? { key: 'wall', label: `${label} wall surcharge`, cents: surchargeCents }
      : undefined;
  }
  // In a complex the wall costs nothing, except in a high-rise outside 28202/28203, whatever the
  // wall type: the high-rise metal-stud surcharge.
  if (complex.highRise && !isPremiumZip(complex.zip)) {
    return {
      key: 'wall',
      label: 'High-rise metal-stud surcharge',
      cents: INSTALLATION_PRICES.highRiseSurchargeCents,
    };
  }
  return undefined;
}

function addOnParts(tv: TvConfig): QuotePart[] {
  const parts: QuotePart[] = [];
  if (tv.frameMediaBoxType !== 'none') {
    const { label, priceCents } = FRAME_MEDIA_BOX_OPTIONS[tv.frameMediaBoxType];
    parts.push({ key: 'frameMediaBox', label, cents: priceCents });
  }
  for (const key of PER_TV_ADD_ON_KEYS) {
    const chosen = key === 'floatingShelf' ? tv.floatingShelf === 'single' : tv[key];
    if (chosen)
      parts.push({ key, label: PER_TV_ADD_ONS[key].label, cents: PER_TV_ADD_ONS[key].priceCents });
  }
  return parts;
}

/** Parts that cost nothing (own mount, a drywall wall) are left out of the list. */
export function priceTv(tv: TvConfig, index: number): QuoteTvLine {
  const parts: QuotePart[] = [installationPart(tv)];
  if (tv.mountOption === 'purchase') {
    const mount = MOUNT_TYPE_INFO[tv.mountType];
    parts.push({ key: 'mount', label: mount.label, cents: mount.priceCents });
  }
  const wall = wallPart(tv);
  if (wall) parts.push(wall);
  parts.push(...addOnParts(tv));
  const totalCents = parts.reduce((sum, part) => sum + part.cents, 0);
  return { index, room: tv.room, tvSize: tv.tvSize, wallType: tv.wallType, parts, totalCents };
}
