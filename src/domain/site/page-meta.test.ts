import { describe, expect, it } from 'vitest';
import { BOOKING_STEP_PATHS, metaFor, NOT_FOUND_META, PAGE_META, sitemapPaths } from './page-meta';
import { isPagePath, PAGE_PATHS } from './page-paths';

const EVERY_ROUTE = [
  ...PAGE_PATHS,
  ...BOOKING_STEP_PATHS,
  '/book/confirmed/CTM-ABC234',
  '/my-booking/some-token',
];

describe('page titles and descriptions', () => {
  it('has an entry for every page path, and no entry for a path that is no page', () => {
    expect(Object.keys(PAGE_META).sort()).toEqual([...PAGE_PATHS].sort());
    for (const path of Object.keys(PAGE_META)) expect(isPagePath(path)).toBe(true);
  });

  it('gives every route, every booking step and the 404 page a title of its own', () => {
    const titles = [...EVERY_ROUTE.map((path) => metaFor(path).title), NOT_FOUND_META.title];
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title).toMatch(/Charlotte TV Mounting/);
  });

  it('describes every page in a sentence search results can show whole', () => {
    for (const path of EVERY_ROUTE) {
      const { title, description } = metaFor(path);
      expect(description.length, path).toBeGreaterThan(8);
      expect(description.length, path).toBeLessThanOrEqual(160);
      // Search results cut titles at about 60-70 characters; only indexed pages are shown there.
      if (metaFor(path).indexable) expect(title.length, path).toBeLessThanOrEqual(70);
    }
  });

  it('ignores a trailing slash and answers the 404 entry for unknown paths', () => {
    expect(metaFor('/pricing-breakdown/')).toBe(PAGE_META['/pricing-breakdown']);
    expect(metaFor('/no/such/page')).toBe(NOT_FOUND_META);
    expect(metaFor('/book/not-a-step')).toBe(NOT_FOUND_META);
  });

  it('indexes only the public pages: no demo, test, staff, booking or personal page', () => {
    expect(sitemapPaths()).toEqual(['/', '/track', '/mount-depot', '/store', '/pricing-breakdown']);
    for (const path of EVERY_ROUTE) {
      if (/test|demo|admin|technician|sandbox|success|checkout|^\/book|my-booking/.test(path)) {
        expect(metaFor(path).indexable, path).toBe(false);
      }
    }
    expect(NOT_FOUND_META.indexable).toBe(false);
  });
});
