import { describe, expect, it } from 'vitest';
import { pathWithoutLocale } from './locale-paths';
import { isPagePath, PAGE_PATHS, PAGE_PATHS_ES } from './page-paths';

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
    // The Spanish pages: the customer's pages under /es, nothing else (issue 28).
    ['/es', true],
    ['/es/', true],
    ['/es/book', true],
    ['/es/book/type', true],
    ['/es/book/confirmed/CTM-7K3Q9X', true],
    ['/es/my-booking/abc123', true],
    ['/es/track', true],
    ['/es/track/', true],
    ['/es/mount-depot', true],
    ['/es/mount-depot/success', true],
    ['/es/store', true],
    ['/es/payment-success', true],
    ['/es/secure-checkout', true],
    ['/es/afterpay-sandbox', true],
    ['/es/pricing-breakdown', true],
    ['/es/admin', false],
    ['/es/technician', false],
    ['/es/technician-portal', false],
    ['/es/banner-demo', false],
    ['/es/system-test', false],
    ['/es/square-test', false],
    ['/es/es', false],
    ['/es/es/track', false],
    ['/es/track/x', false],
    ['/es/my-booking/', false],
    ['/es/my-booking', false],
    ['/es/book//x', false],
    ['/es/no/such/page', false],
    ['/es//track', false],
    ['/ES', false],
    ['/ES/track', false],
    ['/estore', false],
    ['/es-track', false],
  ])('%s -> %p', (path, expected) => {
    expect(isPagePath(path)).toBe(expected);
  });

  it('lists every route of the spec’s route table', () => {
    const spec = ['/square-test', '/progress-demo', '/aivah-demo', '/did-test', '/did-widget-test'];
    spec.push('/contact-form-test', '/store', '/mount-depot', '/mount-depot/success');
    spec.push('/google-maps-test', '/system-test', '/technician-portal', '/payment-success');
    expect(PAGE_PATHS).toEqual(expect.arrayContaining(spec));
  });

  it('has a Spanish page only where the English page exists', () => {
    expect(PAGE_PATHS_ES.length).toBeGreaterThan(5);
    for (const path of PAGE_PATHS_ES) {
      expect(path).toMatch(/^\/es(\/|$)/);
      expect(PAGE_PATHS, path).toContain(pathWithoutLocale(path));
    }
  });
});
