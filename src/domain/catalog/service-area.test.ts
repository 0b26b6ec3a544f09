import { describe, expect, it } from 'vitest';
import { SEED_BUSINESS_FACTS as seed } from './business-seed';
import {
  answerZip,
  checkServiceArea,
  isServedZip,
  MISSING_ZIP_MESSAGE,
  SERVICE_AREA_ZIPS,
  zipInAddress,
  zipOf,
} from './service-area';

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
    ['28105-1234', '28105'],
    // Issue 26: a house number is not a ZIP, wherever the ZIP would be.
    ['45 Somewhere Road, Asheville', null],
    ['12345 Main St, Asheville', null],
    ['12345 Main St, Asheville, NC', null],
    ['12345, Main St', null],
    ['  28202 Main St, Charlotte, NC 28801', '28801'],
    ['PO Box 28202, Charlotte, NC', '28202'],
    ['1 Main St, Charlotte, NC 282021', null],
    ['1 Main St, Charlotte NC28202', null],
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
  });

  it.each([
    ['45 Somewhere Road, Asheville', null],
    ['12345 Main St, Asheville', null],
    ['1 Main St', ''],
  ])('refuses %j, which carries no ZIP (issue 26)', (address, zipCode) => {
    expect(checkServiceArea(seed, address, zipCode)).toEqual({
      ok: false,
      zip: null,
      message: MISSING_ZIP_MESSAGE,
    });
  });

  it('keeps the +4 of the ZIP it reads', () => {
    expect(zipInAddress('100 N Tryon St, Charlotte, NC 28202-1234, USA')).toEqual({
      zip: '28202',
      full: '28202-1234',
    });
  });

  it.each([
    ['28202', { kind: 'served', zip: '28202' }],
    [' 28105-1234 ', { kind: 'served', zip: '28105' }],
    ['282021234', { kind: 'served', zip: '28202' }],
    ['2820', { kind: 'invalid' }],
    ['', { kind: 'invalid' }],
    ['28202x', { kind: 'invalid' }],
    ['Charlotte', { kind: 'invalid' }],
  ])('the landing check answers %j with %j', (typed, answer) => {
    expect(answerZip(typed, seed)).toEqual(answer);
  });

  it('the landing check names an outside ZIP and the phone number of the settings', () => {
    const answer = answerZip('28801', { ...seed, phone: '(980) 555-0142' });
    expect(answer).toMatchObject({ kind: 'outside', zip: '28801' });
    if (answer.kind !== 'outside') return;
    expect(answer.message).toContain('28801');
    expect(answer.message).toContain('(980) 555-0142');
  });
});
