// The floor plans' words in the page's language (issue 28): a chunk of their own, since only the
// apartment path reads them (loadFloorPlanText, src/domain/catalog/customer-words.ts). The type
// screen starts loading them, so choosing "Apartment Complex" finds them in; a page opened on the
// apartment screen itself waits for them once (it suspends, inside the flow's Suspense boundary).
import { use } from 'react';
import { useLocale } from '@/client/i18n/use-locale';
import { floorPlanText, type FloorPlanText } from '@/domain/catalog/apartment-complexes/floor-plan';
import { findFloorPlan } from '@/domain/catalog/apartment-complexes/floor-plans';
import { loadFloorPlanText } from '@/domain/catalog/customer-words';
import type { Locale } from '@/domain/site/locales';

let spanish: FloorPlanText | undefined;
let loading: Promise<FloorPlanText | undefined> | undefined;

function load(): Promise<FloorPlanText | undefined> {
  loading ??= loadFloorPlanText('es').then((text) => {
    spanish = text;
    return text;
  });
  return loading;
}

/** Starts loading the Spanish words on a Spanish page; nothing on an English one. */
export function preloadFloorPlanText(locale: Locale): void {
  if (locale === 'es') void load();
}

/** The table for floorPlanText: undefined in English (the plans' own words) or when not `needed`. */
export function useFloorPlanText(needed = true): FloorPlanText | undefined {
  const locale = useLocale();
  if (locale === 'en' || !needed) return undefined;
  return spanish ?? use(load());
}

/** The chosen plan's name as the customer reads it (the booking keeps the English name). */
export function useFloorPlanName(
  apartment: { readonly floorPlanId: string; readonly floorPlanName: string } | null,
): string | null {
  const text = useFloorPlanText(apartment !== null);
  if (!apartment) return null;
  const plan = findFloorPlan(apartment.floorPlanId);
  return plan ? floorPlanText(plan, text).name : apartment.floorPlanName;
}
