import { describe, expect, it } from 'vitest';
import { PAGE_META } from './page-meta';
import { robotsTxt, sitemapXml } from './sitemap';

const ORIGIN = 'https://example.com';

describe('/sitemap.xml', () => {
  const xml = sitemapXml(ORIGIN);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('is a sitemaps.org urlset of absolute URLs, the home page first', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(locs[0]).toBe('https://example.com/');
    expect(locs).toContain('https://example.com/pricing-breakdown');
    expect(locs).toContain('https://example.com/mount-depot');
  });

  it('lists public pages only', () => {
    for (const loc of locs) {
      const path = new URL(loc ?? '').pathname;
      expect(PAGE_META[path]?.indexable, path).toBe(true);
      expect(path).not.toMatch(/test|demo|admin|technician|sandbox|book/);
    }
  });
});

describe('/robots.txt', () => {
  const robots = robotsTxt(ORIGIN);

  it('names the sitemap and keeps crawlers off staff, demo, test and personal pages', () => {
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Sitemap: https://example.com/sitemap.xml');
    for (const path of [
      '/admin',
      '/technician',
      '/system-test',
      '/banner-demo',
      '/api/',
      '/book',
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
  });

  it('never blocks a page the sitemap lists', () => {
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1] ?? '');
    for (const [path, meta] of Object.entries(PAGE_META)) {
      if (!meta.indexable) continue;
      expect(
        disallowed.filter((prefix) => path.startsWith(prefix)),
        path,
      ).toEqual([]);
    }
  });
});
