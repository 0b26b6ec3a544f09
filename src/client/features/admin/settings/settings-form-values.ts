// The Settings form's text fields and the partial update they make: only what the admin changed
// is sent (decisions.md "Partial updates"), numbers and the ZIP list read from what was typed.
import type { BusinessFacts, BusinessUpdate } from '@/domain/schemas/business';

export const TEXT_FIELDS = [
  'name',
  'phone',
  'email',
  'address',
  'licenseNumber',
  'insurer',
  'ratingSource',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export type SettingsValues = Record<TextField, string> & {
  rating: string;
  reviewCount: string;
  serviceAreaZips: string;
};

export function valuesOf(facts: BusinessFacts): SettingsValues {
  return {
    name: facts.name,
    phone: facts.phone,
    email: facts.email,
    address: facts.address,
    licenseNumber: facts.licenseNumber,
    insurer: facts.insurer,
    ratingSource: facts.ratingSource,
    rating: facts.rating === null ? '' : String(facts.rating),
    reviewCount: String(facts.reviewCount),
    serviceAreaZips: facts.serviceAreaZips.join('\n'),
  };
}

/** '28202, 28203\n28204' -> ['28202', '28203', '28204']. */
export const zipsOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/**
 * What changed, as the update body. A number the browser cannot read is sent as typed, so the
 * server's message names the field (the server decides what is valid, not this form).
 */
export function changesOf(facts: BusinessFacts, values: SettingsValues): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    if (values[field].trim() !== facts[field]) changes[field] = values[field];
  }
  const rating = values.rating.trim() === '' ? null : Number(values.rating);
  if (rating !== facts.rating) changes.rating = Number.isNaN(rating) ? values.rating : rating;
  const reviewCount = Number(values.reviewCount.trim().replace(/,/g, ''));
  if (reviewCount !== facts.reviewCount) {
    changes.reviewCount =
      values.reviewCount.trim() === '' || Number.isNaN(reviewCount)
        ? values.reviewCount
        : reviewCount;
  }
  const zips = zipsOf(values.serviceAreaZips);
  if (zips.join(',') !== facts.serviceAreaZips.join(',')) changes.serviceAreaZips = zips;
  return changes satisfies Partial<Record<keyof BusinessUpdate, unknown>>;
}
