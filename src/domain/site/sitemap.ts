// /sitemap.xml and /robots.txt (issue 17): the indexable pages of page-meta.ts only; staff,
// demo, test and personal pages are neither listed nor crawled. Both languages are listed (issue
// 28), each <url> naming its other language with xhtml:link as Google reads hreflang in sitemaps.
import { languageAlternates, PAGE_META, PAGE_META_ES, sitemapPaths } from './page-meta';
import { SPANISH_BASE } from './locale-paths';

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const HOME_PATHS = new Set(['/', SPANISH_BASE]);

/** `origin` is the site's public address without a trailing slash. */
export function sitemapXml(origin: string): string {
  const urls = sitemapPaths().map((path) => {
    // sitemap.xsd allows elements of other namespaces after <priority>.
    const alternates = languageAlternates(path).map(
      ({ hreflang, path: other }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(`${origin}${other}`)}"/>`,
    );
    return [
      `  <url><loc>${xmlEscape(`${origin}${path}`)}</loc>`,
      `<priority>${HOME_PATHS.has(path) ? '1.0' : '0.6'}</priority>`,
      ...alternates,
      '</url>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Pages no crawler should fetch: the staff screens, the demo and test pages, the API, and the
 * customer's own pages (the manage links, the booking screens) in both languages.
 */
export function disallowedPaths(): string[] {
  const hidden = (meta: Readonly<Record<string, { indexable: boolean }>>) =>
    Object.entries(meta)
      .filter(([path, entry]) => !entry.indexable && !HOME_PATHS.has(path))
      .map(([path]) => path);
  return [
    '/api/',
    '/my-booking/',
    ...hidden(PAGE_META),
    `${SPANISH_BASE}/my-booking/`,
    ...hidden(PAGE_META_ES),
  ];
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
