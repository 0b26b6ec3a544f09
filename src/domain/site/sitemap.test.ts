import { describe, expect, it } from 'vitest';
import { PAGE_META, PAGE_META_ES } from './page-meta';
import { robotsTxt, sitemapXml } from './sitemap';

const ORIGIN = 'https://example.com';
const ALL_META = { ...PAGE_META, ...PAGE_META_ES };

describe('/sitemap.xml', () => {
  const xml = sitemapXml(ORIGIN);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  /** Each <url>: its <loc> and its alternates, hreflang -> href. */
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(match[1] ?? '')?.[1],
    alternates: Object.fromEntries(
      [
        ...(match[1] ?? '').matchAll(
          /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
        ),
      ].map((link) => [link[1], link[2]]),
    ),
  }));

  it('is a sitemaps.org urlset of absolute URLs, the home page first', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(locs[0]).toBe('https://example.com/');
    expect(locs).toContain('https://example.com/pricing-breakdown');
    expect(locs).toContain('https://example.com/mount-depot');
  });

  it('lists public pages only, in both languages', () => {
    for (const loc of locs) {
      const path = new URL(loc ?? '').pathname;
      expect(ALL_META[path]?.indexable, path).toBe(true);
      expect(path).not.toMatch(/test|demo|admin|technician|sandbox|book/);
    }
    for (const path of [
      '/es',
      '/es/track',
      '/es/mount-depot',
      '/es/store',
      '/es/pricing-breakdown',
    ])
      expect(locs).toContain(`https://example.com${path}`);
    expect(locs).toHaveLength(10);
  });

  it('names each page’s other language, both ways, with the English page as x-default', () => {
    expect(urls).toHaveLength(10);
    for (const { loc, alternates } of urls) {
      const path = new URL(loc ?? '').pathname;
      const english = path === '/es' ? '/' : path.replace(/^\/es\//, '/');
      const spanish = english === '/' ? '/es' : `/es${english}`;
      expect(alternates, path).toEqual({
        'en-US': `https://example.com${english}`,
        'es-US': `https://example.com${spanish}`,
        'x-default': `https://example.com${english}`,
      });
      // Each alternate is listed itself.
      expect(locs).toContain(alternates['es-US']);
    }
    // After <priority>, where sitemap.xsd allows other namespaces' elements.
    expect(xml).toContain(
      '<url><loc>https://example.com/es</loc><priority>1.0</priority><xhtml:link rel="alternate" hreflang="en-US" href="https://example.com/"/>',
    );
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
      '/my-booking/',
      '/es/my-booking/',
      '/es/book',
      '/es/mount-depot/success',
      '/es/payment-success',
      '/es/secure-checkout',
      '/es/afterpay-sandbox',
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
  });

  it('never blocks a page the sitemap lists', () => {
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1] ?? '');
    for (const [path, meta] of Object.entries(ALL_META)) {
      if (!meta.indexable) continue;
      expect(
        disallowed.filter((prefix) => path.startsWith(prefix)),
        path,
      ).toEqual([]);
    }
  });
});
