// The ZIP codes the business serves (decisions.md "Service area"): Charlotte's 282xx codes from
// 28202 to 28280 and the towns around it. The list below is the seed only: the live list is the
// business settings' serviceAreaZips (GET /api/business), which the admin may change, and every
// check takes it, with the phone number to offer, as `area`.

const CHARLOTTE_FIRST = 28202;
const CHARLOTTE_LAST = 28280;

const SURROUNDING_TOWNS = [
  '28031',
  '28036',
  '28078',
  '28105',
  '28134',
  '28173',
  '28012',
  '28027',
  '28025',
  '28075',
  '28079',
  '28104',
  '28110',
  '29707',
  '29708',
  '29715',
] as const;

/** The seeded list (migration 0009); checks use the business settings' list. */
export const SERVICE_AREA_ZIPS: readonly string[] = [
  ...Array.from({ length: CHARLOTTE_LAST - CHARLOTTE_FIRST + 1 }, (_, i) =>
    String(CHARLOTTE_FIRST + i),
  ),
  ...SURROUNDING_TOWNS,
];

/** The live service area: the business settings' ZIP list and the phone number to offer. */
export type ServiceArea = { readonly serviceAreaZips: readonly string[]; readonly phone: string };

/** A 5-digit group, optionally followed by -4 digits (booking-flow.md section 5). */
const ZIP_PATTERN = /\b(\d{5})(?:-\d{4})?\b/g;

/**
 * The ZIP of a typed address or ZIP field. The last 5-digit group: in a US address the ZIP comes
 * after the street, and a street number can have five digits ('12345 Main St, ... NC 28202').
 */
export function zipOf(text: string): string | null {
  const all = [...text.matchAll(ZIP_PATTERN)];
  return all[all.length - 1]?.[1] ?? null;
}

export function isServedZip(zip: string, area: Pick<ServiceArea, 'serviceAreaZips'>): boolean {
  return area.serviceAreaZips.includes(zip);
}

/** The message for an address outside the area: it names the ZIP and offers the phone number. */
export function outsideServiceAreaMessage(zip: string, area: Pick<ServiceArea, 'phone'>): string {
  return `We do not serve ZIP code ${zip} yet. Call us at ${area.phone} and we will see what we can do.`;
}

export type ServiceAreaCheck =
  | { readonly ok: true; readonly zip: string | null }
  | { readonly ok: false; readonly zip: string; readonly message: string };

/**
 * Checks an address: the ZIP written in it, else its separate ZIP field. An address
 * without any ZIP is not refused here: the address itself is required elsewhere, and a ZIP-less
 * address is read by staff.
 */
export function checkServiceArea(
  area: ServiceArea,
  address: string,
  zipCode?: string | null,
): ServiceAreaCheck {
  const zip = zipOf(address) ?? (zipCode ? zipOf(zipCode) : null);
  if (!zip) return { ok: true, zip: null };
  return isServedZip(zip, area)
    ? { ok: true, zip }
    : { ok: false, zip, message: outsideServiceAreaMessage(zip, area) };
}
