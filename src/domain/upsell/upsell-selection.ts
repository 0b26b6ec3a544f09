// The upsells a customer has added (store-staff-assistant.md section 4 "Upsell selection").
// Pure: each function returns a new list, so it drops straight into React state.

export interface SelectedUpsell {
  readonly id: string;
  readonly priceCents: number;
}

/** Adding an id that is already selected changes nothing. */
export function addUpsell(
  selected: readonly SelectedUpsell[],
  item: SelectedUpsell,
): readonly SelectedUpsell[] {
  return selected.some((existing) => existing.id === item.id) ? selected : [...selected, item];
}

export function removeUpsell(
  selected: readonly SelectedUpsell[],
  id: string,
): readonly SelectedUpsell[] {
  return selected.filter((existing) => existing.id !== id);
}

export function clearUpsells(): readonly SelectedUpsell[] {
  return [];
}

export function upsellsTotalCents(selected: readonly SelectedUpsell[]): number {
  return selected.reduce((total, item) => total + item.priceCents, 0);
}

/** Items added divided by recommendations shown; 0 when nothing was added (or nothing shown). */
export function conversionRate(itemsAdded: number, recommendationCount: number): number {
  if (itemsAdded <= 0 || recommendationCount <= 0) return 0;
  return itemsAdded / recommendationCount;
}
