import { describe, expect, it } from 'vitest';
import { isPagePath, PAGE_PATHS } from './page-paths';

describe('isPagePath', () => {
  it.each([
    ['/', true],
    ['/admin', true],
    ['/admin/', true],
    ['/mount-depot/success', true],
    ['/book/type', true],
    ['/book/confirmed/CTM-7K3Q9X', true],
    ['/my-booking/abc123', true],
    ['/track', true],
    ['/track/', true],
    ['/track/x', false],
    ['/book', true],
    ['/no/such/page', false],
    ['/admin/x', false],
    ['/book/', true],
    ['/my-booking/', false],
    ['/book//x', false],
    ['/mount-depot/other', false],
    ['/ADMIN', false],
    ['//admin', false],
    ['/index.html', false],
  ])('%s -> %p', (path, expected) => {
    expect(isPagePath(path)).toBe(expected);
  });

  it('lists every route of the spec’s route table', () => {
    const spec = ['/square-test', '/progress-demo', '/aivah-demo', '/did-test', '/did-widget-test'];
    spec.push('/contact-form-test', '/store', '/mount-depot', '/mount-depot/success');
    spec.push('/google-maps-test', '/system-test', '/technician-portal', '/payment-success');
    expect(PAGE_PATHS).toEqual(expect.arrayContaining(spec));
  });
});
