// /sitemap.xml and /robots.txt (issue 17): the indexable pages of page-meta.ts only; staff,
// demo, test and personal pages are neither listed nor crawled.
import { PAGE_META, sitemapPaths } from './page-meta';

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `origin` is the site's public address without a trailing slash. */
export function sitemapXml(origin: string): string {
  const urls = sitemapPaths().map(
    (path) =>
      `  <url><loc>${xmlEscape(`${origin}${path}`)}</loc><priority>${path === '/' ? '1.0' : '0.6'}</priority></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Pages no crawler should fetch: the staff screens, the demo and test pages, the API. */
export function disallowedPaths(): string[] {
  const hidden = Object.entries(PAGE_META)
    .filter(([path, meta]) => !meta.indexable && path !== '/')
    .map(([path]) => path);
  return ['/api/', '/my-booking/', ...hidden];
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
