import { describe, expect, it } from 'vitest';
import { testI18n } from '@/client/i18n/in-locale';
import { toBusinessView } from '@/client/lib/business-facts';
import { CATALOG_NAMES_EN } from '@/domain/catalog/catalog-names';
import { CATALOG_NAMES_ES } from '@/domain/catalog/catalog-names-es';
import { SEED_BUSINESS_FACTS } from '@/domain/catalog/business-seed';
import { BUSINESS_HOURS } from '@/domain/scheduling/business-hours';
import { pricingGuideHtml } from './print-pricing-guide';
import { pricingReference } from './reference/pricing-reference';

const business = toBusinessView({ ...SEED_BUSINESS_FACTS, version: 1 });
const en = testI18n('en');
const es = testI18n('es');

describe('pricingGuideHtml', () => {
  it('dates the guide in the business time zone, whatever the printing computer uses', () => {
    // 10:30 PM on November 21 in Charlotte is already November 22 in UTC.
    const html = pricingGuideHtml(
      pricingReference(en, CATALOG_NAMES_EN),
      new Date('2026-11-22T03:30:00Z'),
      business,
      en,
    );
    expect(html).toContain('printed November 21, 2026');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(BUSINESS_HOURS);
  });

  it('prints every section of the reference with its rows', () => {
    const sections = pricingReference(en, CATALOG_NAMES_EN);
    const html = pricingGuideHtml(sections, new Date('2026-11-21T15:00:00Z'), business, en);
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

describe('the Spanish guide', () => {
  it('is written in Spanish, dated in es-US', () => {
    const sections = pricingReference(es, CATALOG_NAMES_ES);
    const html = pricingGuideHtml(sections, new Date('2026-11-22T03:30:00Z'), business, es);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('impreso el 21 de noviembre de 2026');
    for (const text of [
      'Montaje (por TV)',
      'Hasta 5, 5 MB cada una',
      '4 pagos sin intereses',
      'Tabla de multiplicadores por pared (1, 1.15, 1.2, 1.35, 1.3, 1.4, 1.3, 2)',
      'Complejo de apartamentos en el código postal 28202 y 28203',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('Installation (per TV)');
  });

  it('has the same sections and rows in both languages', () => {
    const shape = (sections: ReturnType<typeof pricingReference>) =>
      sections.map((section) => [section.id, section.rows.length]);
    expect(shape(pricingReference(es, CATALOG_NAMES_ES))).toEqual(
      shape(pricingReference(en, CATALOG_NAMES_EN)),
    );
  });

  it('names the catalogue in Spanish: walls, mounts, add-ons, services, upsells', () => {
    const html = pricingGuideHtml(
      pricingReference(es, CATALOG_NAMES_ES),
      new Date('2026-11-21T15:00:00Z'),
      business,
      es,
    );
    for (const name of [
      CATALOG_NAMES_ES.wallTypes.brick,
      CATALOG_NAMES_ES.mountTypes.tilt,
      CATALOG_NAMES_ES.addOns.wireInWall,
      CATALOG_NAMES_ES.services.ceilingFan.name,
      CATALOG_NAMES_ES.oneTimeFees.sameDayService,
    ])
      expect(html).toContain(name.replace('&', '&amp;').replace('"', '&quot;'));
  });
});
