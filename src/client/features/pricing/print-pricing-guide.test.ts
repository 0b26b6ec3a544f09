import { describe, expect, it } from 'vitest';
import { toBusinessView } from '@/client/lib/business-facts';
import { SEED_BUSINESS_FACTS } from '@/domain/catalog/business-seed';
import { pricingGuideHtml } from './print-pricing-guide';

const business = toBusinessView({ ...SEED_BUSINESS_FACTS, version: 1 });
import { pricingReference } from './pricing-reference';

describe('pricingGuideHtml', () => {
  it('dates the guide in the business time zone, whatever the printing computer uses', () => {
    // 10:30 PM on November 21 in Charlotte is already November 22 in UTC.
    const html = pricingGuideHtml(pricingReference(), new Date('2026-11-22T03:30:00Z'), business);
    expect(html).toContain('printed November 21, 2026');
  });

  it('prints every section of the reference with its rows', () => {
    const sections = pricingReference();
    const html = pricingGuideHtml(sections, new Date('2026-11-21T15:00:00Z'), business);
    for (const section of sections) expect(html).toContain(section.title.replace('&', '&amp;'));
    expect(html).toContain('$99.00');
    // Section 9's limits and copy beside the prices.
    for (const text of [
      'Within 24 hours, once per booking',
      'Up to 5, 5 MB each',
      '4 interest-free installments',
      'Wall mounting covers TVs from 24 to 86+ inches.',
      'Stone wall installation: +$99',
      'The booking panel shows 4 recommendations under a',
      'Prints after 500 ms',
      'Purchase a mount from us',
      'I will help lift the TV',
      'At least 6 characters',
      'Wall multiplier table (1, 1.15, 1.2, 1.35, 1.3, 1.4, 1.3, 2)',
      '1,000,000 ms',
      '5,000 ms',
    ])
      expect(html).toContain(text);
  });
});
