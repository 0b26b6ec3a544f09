// The upsell rule of store-staff-assistant.md section 5: a suggestion qualifies when at least one
// trigger group is defined, at least half of its defined groups match the selection, and none of
// its incompatible services is selected. Sorted high, medium, low; cut to the requested count.
import type { MountType } from '../catalog/mount-types';
import type { TvSize } from '../catalog/tv-sizes';
import {
  UPSELLS,
  UPSELL_PRIORITIES,
  type UpsellServiceKey,
  type UpsellSuggestion,
  type UpsellTriggers,
} from '../catalog/upsells';
import type { WallType } from '../catalog/wall-types';

/** What the customer has chosen so far; a missing field matches no trigger. */
export interface UpsellContext {
  readonly tvSize?: TvSize | null;
  readonly mountType?: MountType | null;
  readonly wallType?: WallType | null;
  readonly room?: string | null;
  readonly services?: readonly UpsellServiceKey[];
}

/** 3 by default; the recommendation panel asks for 4 and the test page for 6. */
export const DEFAULT_UPSELL_COUNT = 3;

const sameRoom = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function groupMatches(
  group: keyof UpsellTriggers,
  triggers: UpsellTriggers,
  context: UpsellContext,
): boolean {
  switch (group) {
    case 'tvSize':
      return context.tvSize != null && (triggers.tvSize ?? []).includes(context.tvSize);
    case 'mountType':
      return context.mountType != null && (triggers.mountType ?? []).includes(context.mountType);
    case 'wallType':
      return context.wallType != null && (triggers.wallType ?? []).includes(context.wallType);
    case 'room': {
      const room = context.room;
      return room != null && (triggers.room ?? []).some((candidate) => sameRoom(candidate, room));
    }
    case 'services':
      return (context.services ?? []).some((service) => triggers.services?.includes(service));
  }
}

export function upsellQualifies(suggestion: UpsellSuggestion, context: UpsellContext): boolean {
  const selected = context.services ?? [];
  if (suggestion.incompatibleWith?.some((service) => selected.includes(service))) return false;
  const groups = (Object.keys(suggestion.triggers) as (keyof UpsellTriggers)[]).filter(
    (group) => suggestion.triggers[group] !== undefined,
  );
  if (groups.length === 0) return false;
  const matched = groups.filter((group) => groupMatches(group, suggestion.triggers, context));
  return matched.length * 2 >= groups.length;
}

export function suggestUpsells(
  context: UpsellContext,
  count: number = DEFAULT_UPSELL_COUNT,
  catalogue: readonly UpsellSuggestion[] = UPSELLS,
): UpsellSuggestion[] {
  const rank = (suggestion: UpsellSuggestion) => UPSELL_PRIORITIES.indexOf(suggestion.priority);
  return catalogue
    .filter((suggestion) => upsellQualifies(suggestion, context))
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, Math.max(0, count));
}
