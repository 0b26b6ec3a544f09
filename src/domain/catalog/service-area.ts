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
const ZIP_PATTERN = /\b(\d{5})(?:-(\d{4}))?\b/g;

/** A house number at the start of an address, with the street after it ('12345 Main St'). */
const HOUSE_NUMBER = /^\s*\d+(?=[\s,]+\S)/;

/**
 * The ZIP written in an address, with its +4 when there is one: the last 5-digit group after
 * the house number. In a US address the ZIP comes after the street, and a house number can have
 * five digits ('12345 Main St, Asheville' has no ZIP; '12345 Main St, ... NC 28202' has 28202).
 */
export function zipInAddress(text: string): { zip: string; full: string } | null {
  const afterHouseNumber = text.replace(HOUSE_NUMBER, (number) => ' '.repeat(number.length));
  const last = [...afterHouseNumber.matchAll(ZIP_PATTERN)].at(-1);
  if (!last?.[1]) return null;
  return { zip: last[1], full: last[0] };
}

/** The 5-digit ZIP of a typed address or ZIP field, or null when it has none. */
export function zipOf(text: string): string | null {
  return zipInAddress(text)?.zip ?? null;
}

export function isServedZip(zip: string, area: Pick<ServiceArea, 'serviceAreaZips'>): boolean {
  return area.serviceAreaZips.includes(zip);
}

/** The message for an address outside the area: it names the ZIP and offers the phone number. */
export function outsideServiceAreaMessage(zip: string, area: Pick<ServiceArea, 'phone'>): string {
  return `We do not serve ZIP code ${zip} yet. Call us at ${area.phone} and we will see what we can do.`;
}

/** An address without a ZIP: the service area cannot be checked (decisions.md, turn 3). */
export const MISSING_ZIP_MESSAGE =
  'Include the 5-digit ZIP code in the address, like 500 S Tryon St, Charlotte, NC 28202';

export type ServiceAreaCheck =
  | { readonly ok: true; readonly zip: string }
  | { readonly ok: false; readonly zip: string | null; readonly message: string };

/**
 * Checks an address: the ZIP written in it, else its separate ZIP field (an autocompleted
 * address's postal code). decisions.md "What the turn-3 walk-throughs settled": an address must
 * carry a 5-digit ZIP in the service area; one without a ZIP is refused too.
 */
export function checkServiceArea(
  area: ServiceArea,
  address: string,
  zipCode?: string | null,
): ServiceAreaCheck {
  const zip = zipOf(address) ?? (zipCode ? zipOf(zipCode) : null);
  if (!zip) return { ok: false, zip: null, message: MISSING_ZIP_MESSAGE };
  return isServedZip(zip, area)
    ? { ok: true, zip }
    : { ok: false, zip, message: outsideServiceAreaMessage(zip, area) };
}

/** The landing page's ZIP check: what a typed ZIP code (5 digits, or ZIP+4) is answered. */
export type ZipAnswer =
  | { readonly kind: 'invalid' }
  | { readonly kind: 'served'; readonly zip: string }
  | { readonly kind: 'outside'; readonly zip: string; readonly message: string };

export function answerZip(typed: string, area: ServiceArea): ZipAnswer {
  const zip = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(typed)?.[1];
  if (!zip) return { kind: 'invalid' };
  return isServedZip(zip, area)
    ? { kind: 'served', zip }
    : { kind: 'outside', zip, message: outsideServiceAreaMessage(zip, area) };
}
