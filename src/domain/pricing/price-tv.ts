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
import { QUOTE_WORDS_EN, type QuoteWords } from './quote-words';

function installationPart(tv: TvConfig, words: QuoteWords): QuotePart {
  const complex = tv.apartmentComplex ? findComplex(tv.apartmentComplex) : undefined;
  let cents: number = INSTALLATION_PRICES.baseCents;
  let label = words.installation;
  if (complex && isPremiumZip(complex.zip)) {
    cents = INSTALLATION_PRICES.premiumZipCents;
    label = words.apartmentRate(complex.zip);
  } else if (!complex && tv.mountOption === 'own') {
    cents = isSmallOwnMountSize(tv.tvSize)
      ? INSTALLATION_PRICES.ownMountSmallCents
      : INSTALLATION_PRICES.ownMountLargeCents;
    label = words.ownMount;
  }
  if (tv.wallType === 'frame_media_box') {
    cents *= INSTALLATION_PRICES.frameMultiplier;
    label = words.frameMultiplied(label, INSTALLATION_PRICES.frameMultiplier);
  }
  return { key: 'installation', label, cents };
}

function wallPart(tv: TvConfig, words: QuoteWords): QuotePart | undefined {
  const complex = tv.apartmentComplex ? findComplex(tv.apartmentComplex) : undefined;
  if (!complex) {
    const { surchargeCents } = WALL_TYPE_INFO[tv.wallType];
    return surchargeCents > 0
      ? { key: 'wall', label: words.wallSurcharge(tv.wallType), cents: surchargeCents }
      : undefined;
  }
  // In a complex the wall costs nothing, except in a high-rise outside 28202/28203, whatever the
  // wall type: the high-rise metal-stud surcharge.
  if (complex.highRise && !isPremiumZip(complex.zip)) {
    return {
      key: 'wall',
      label: words.highRiseSurcharge,
      cents: INSTALLATION_PRICES.highRiseSurchargeCents,
    };
  }
  return undefined;
}

function addOnParts(tv: TvConfig, words: QuoteWords): QuotePart[] {
  const parts: QuotePart[] = [];
  if (tv.frameMediaBoxType !== 'none') {
    const { priceCents } = FRAME_MEDIA_BOX_OPTIONS[tv.frameMediaBoxType];
    parts.push({
      key: 'frameMediaBox',
      label: words.frameMediaBox(tv.frameMediaBoxType),
      cents: priceCents,
    });
  }
  for (const key of PER_TV_ADD_ON_KEYS) {
    const chosen = key === 'floatingShelf' ? tv.floatingShelf === 'single' : tv[key];
    if (chosen) parts.push({ key, label: words.addOn(key), cents: PER_TV_ADD_ONS[key].priceCents });
  }
  return parts;
}

/**
 * Parts that cost nothing (own mount, a drywall wall) are left out of the list. The labels are
 * in the words' language (English by default); the cents are the same in every language.
 */
export function priceTv(
  tv: TvConfig,
  index: number,
  words: QuoteWords = QUOTE_WORDS_EN,
): QuoteTvLine {
  const parts: QuotePart[] = [installationPart(tv, words)];
  if (tv.mountOption === 'purchase') {
    const mount = MOUNT_TYPE_INFO[tv.mountType];
    parts.push({ key: 'mount', label: words.mount(tv.mountType), cents: mount.priceCents });
  }
  const wall = wallPart(tv, words);
  if (wall) parts.push(wall);
  parts.push(...addOnParts(tv, words));
  const totalCents = parts.reduce((sum, part) => sum + part.cents, 0);
  return { index, room: tv.room, tvSize: tv.tvSize, wallType: tv.wallType, parts, totalCents };
}
