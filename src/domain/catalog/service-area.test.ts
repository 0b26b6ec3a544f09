import { describe, expect, it } from 'vitest';
import { SEED_BUSINESS_FACTS as seed } from './business-seed';
import { checkServiceArea, isServedZip, SERVICE_AREA_ZIPS, zipOf } from './service-area';

describe('service area (decisions.md "Service area")', () => {
  it.each([
    ['28202', true],
    ['28250', true],
    ['28280', true],
    ['28201', false],
    ['28281', false],
    ['28031', true],
    ['29715', true],
    ['29716', false],
    ['10001', false],
  ])('ZIP %s served: %s', (zip, served) => {
    expect(isServedZip(zip, seed)).toBe(served);
  });

  it('holds the 79 Charlotte codes and the 16 towns, once each', () => {
    expect(SERVICE_AREA_ZIPS).toHaveLength(79 + 16);
    expect(new Set(SERVICE_AREA_ZIPS).size).toBe(SERVICE_AREA_ZIPS.length);
    expect(seed.serviceAreaZips).toEqual(SERVICE_AREA_ZIPS);
  });

  it('follows the list it is given, not the seed', () => {
    const area = { serviceAreaZips: ['28052'], phone: '(980) 555-0142' };
    expect(checkServiceArea(area, '9 Elm St, Gastonia, NC 28052').ok).toBe(true);
    const refused = checkServiceArea(area, '500 S Tryon St, Charlotte, NC 28202');
    expect(refused).toMatchObject({ ok: false, zip: '28202' });
    if (!refused.ok) expect(refused.message).toContain('(980) 555-0142');
  });

  it.each([
    ['500 S Tryon St, Charlotte, NC 28202', '28202'],
    ['12345 Main St, Charlotte, NC 28202-1234', '28202'],
    ['1 Main St', null],
    ['28105', '28105'],
  ])('reads the ZIP of %j as %s', (text, zip) => {
    expect(zipOf(text)).toBe(zip);
  });

  it('refuses an address outside with a message naming the ZIP and the phone number', () => {
    const result = checkServiceArea(seed, '1 Broadway, New York, NY 10004');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.zip).toBe('10004');
    expect(result.message).toContain('10004');
    expect(result.message).toContain(seed.phone);
    expect(seed.phone).toBe('(704) 555-0186');
  });

  it('falls back to the ZIP field when the address text has none', () => {
    expect(checkServiceArea(seed, '1 Main St', '90210').ok).toBe(false);
    expect(checkServiceArea(seed, '1 Main St', '28203').ok).toBe(true);
    expect(checkServiceArea(seed, '1 Main St', null)).toEqual({ ok: true, zip: null });
  });
});
