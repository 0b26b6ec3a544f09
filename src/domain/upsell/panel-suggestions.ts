// The builder's recommendation panel (store-staff-assistant.md sections 5 and 9) for one TV: the
// TV being built, or the one just added. Issue 26: the panel used to read the empty form left after
// "Add TV" (so "Add" changed a hidden next TV), offered upgrades the TV already had, and its badge
// called the sum of the prices a saving.
import type { MountOption, MountType } from '../catalog/mount-types';
import {
  UPSELL_PANEL_COUNT,
  type UpsellServiceKey,
  type UpsellSuggestion,
} from '../catalog/upsells';
import type { TvSize } from '../catalog/tv-sizes';
import type { WallType } from '../catalog/wall-types';
import { suggestUpsells } from './suggest-upsells';

/** The TV the panel speaks about. */
export interface UpsellTargetTv {
  readonly tvSize: TvSize | null;
  readonly wallType: WallType | null;
  readonly mountOption: MountOption;
  readonly mountType: MountType;
  readonly room: string;
  /** Its own add-ons that are switched on (wireInWall, deviceSetup ...). */
  readonly addOns: readonly UpsellServiceKey[];
}

/** Mount suggestions and the mount each one gives; their order is the order of the upgrades. */
export const MOUNT_UPGRADES: Readonly<Record<string, MountType>> = {
  'tilt-upgrade': 'tilt',
  'full-motion-upgrade': 'full_motion',
};
const MOUNT_RANK: Readonly<Record<MountType, number>> = { fixed: 0, tilt: 1, full_motion: 2 };

/** True when the TV already has this upgrade or better, or brings its own mount. */
export function alreadyHas(tv: UpsellTargetTv, suggestion: UpsellSuggestion): boolean {
  const upgrade = MOUNT_UPGRADES[suggestion.id];
  if (!upgrade) return false;
  return tv.mountOption !== 'purchase' || MOUNT_RANK[tv.mountType] >= MOUNT_RANK[upgrade];
}

/**
 * What the panel shows for a TV, with the booking's additional services: nothing until the TV has
 * a size (an empty form is no TV), nothing it already has, at most UPSELL_PANEL_COUNT.
 */
export function panelSuggestions(
  tv: UpsellTargetTv | null,
  bookingServices: readonly UpsellServiceKey[],
  count: number = UPSELL_PANEL_COUNT,
): UpsellSuggestion[] {
  if (!tv?.tvSize) return [];
  const candidates = suggestUpsells(
    {
      tvSize: tv.tvSize,
      mountType: tv.mountOption === 'purchase' ? tv.mountType : null,
      wallType: tv.wallType,
      room: tv.room || null,
      services: [...new Set([...bookingServices, ...tv.addOns])],
    },
    Number.MAX_SAFE_INTEGER,
  );
  return candidates.filter((suggestion) => !alreadyHas(tv, suggestion)).slice(0, count);
}

/** The badge: the lowest price among the suggestions ("From $10"), never their sum. */
export function lowestPriceCents(suggestions: readonly UpsellSuggestion[]): number | null {
  return suggestions.length ? Math.min(...suggestions.map((s) => s.priceCents)) : null;
}
