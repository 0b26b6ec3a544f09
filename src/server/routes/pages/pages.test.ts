// The pages as a browser or a crawler gets them (issue 17): GET / answers the landing page
// already rendered, with the business's facts, the prices and its schema.org description.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../client/entry-server';
import { SERVICE_CARDS } from '../../../domain/catalog/landing-sections';
import { formatMoney } from '../../../domain/pricing/format-money';
import { FIRST_VISIT_CLASS, WELCOME_SKIP_ATTRIBUTE } from '../../../domain/site/first-visit';
import { BOOKING_STEP_PATHS } from '../../../domain/site/page-meta';
import { PAGE_PATHS } from '../../../domain/site/page-paths';
import { buildApp } from '../../app';
import { createTestDatabaseUrl, testConfig } from '../../testing/test-app';
import { login } from '../staff-bookings/staff-fixtures';

const clientDir = mkdtempSync(join(tmpdir(), 'client-pages-'));
// The real page template (what `vite build` turns into dist/client/index.html).
writeFileSync(
  join(clientDir, 'index.html'),
  readFileSync(new URL('../../../client/index.html', import.meta.url), 'utf8'),
);
const databaseUrl = await createTestDatabaseUrl();
const app = await buildApp(
  testConfig({
    CLIENT_DIR: clientDir,
    PUBLIC_URL: 'https://tv.example.com/',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }),
  { renderPage },
);
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const jsonLd = (html: string) => {
  const text = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
};

describe('GET / (server-rendered landing page)', () => {
  it('has the hero headline, every service card and its price in the first answer', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script/.exec(res.body)?.[1] ?? res.body;
    expect(root).toMatch(
      /<h1[^>]*>Professional TV Mounting in <!-- -->Charlotte, NC<\/h1>|<h1[^>]*>Professional TV Mounting in Charlotte, NC<\/h1>/,
    );
    for (const card of SERVICE_CARDS) {
      expect(root).toContain(card.title.replace(/&/g, '&amp;'));
      expect(root).toContain(formatMoney(card.startingPriceCents).replace('$', ''));
    }
    expect(root).toContain('Mount Builder');
  });

  it("carries the page's head: title, description, canonical, Open Graph, Twitter card", async () => {
    const { body } = await get('/');
    expect(titleOf(body)).toBe(
      'Charlotte TV Mounting | Same-Day TV Wall Mounting in Charlotte, NC',
    );
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(body).toContain('<link rel="canonical" href="https://tv.example.com/" />');
    expect(body).toContain(
      '<meta property="og:image" content="https://tv.example.com/assets/og-image.png" />',
    );
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(body).not.toContain('noindex');
  });

  it('describes the business in JSON-LD that parses', async () => {
    const ld = jsonLd((await get('/')).body);
    expect(ld?.['@type']).toBe('HomeAndConstructionBusiness');
    expect(ld?.telephone).toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    expect((ld?.makesOffer as unknown[]).length).toBe(SERVICE_CARDS.length);
  });

  it('embeds the business facts for the browser as JSON', async () => {
    const text = /<script id="business-facts" type="application\/json">([^<]*)<\/script>/.exec(
      (await get('/')).body,
    )?.[1];
    expect(JSON.parse(text ?? 'null')).toMatchObject({ name: 'Charlotte TV Mounting' });
  });

  it('sends the same bytes compressed once, and 304 when the copy is current', async () => {
    const plain = await get('/');
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toBe('accept-encoding');
    const etag = String(plain.headers.etag);
    expect((await get('/', { 'if-none-match': etag })).statusCode).toBe(304);
    // One inline script, and the CSP allows it by the hash of exactly the bytes sent (JSON
    // blocks are data, not scripts).
    const inline = [...plain.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(plain.headers['content-security-policy']).toContain(
      `script-src 'self' 'sha256-${hash}'`,
    );
  });
});

describe('the rendered pages and the business settings', () => {
  it('renders again with the new facts once the admin changes them (a new version)', async () => {
    const before = await get('/');
    expect(before.body).toContain('(704) 555-0186');
    const token = await login(app, 'admin', 'admin123');
    const put = await app.inject({
      method: 'PUT',
      url: '/api/business',
      headers: { authorization: `Bearer ${token}` },
      payload: { phone: '(704) 555-0199' },
    });
    expect(put.statusCode).toBe(200);
    const after = await get('/');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(jsonLd(after.body)?.telephone).toBe('(704) 555-0199');
    expect(after.body).toContain('"version":');
    // An unchanged version is served from the cache: the same bytes, the same ETag.
    expect((await get('/')).headers.etag).toBe(after.headers.etag);
  });
});

describe('the store listings (server-rendered with the product list of the moment)', () => {
  const embedded = (html: string) =>
    JSON.parse(
      /<script id="store-products" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ??
        'null',
    ) as { id: number; name: string; price: number; inStock: boolean }[] | null;

  it('has the products, their prices and the list the browser hydrates with', async () => {
    const api = (await get('/api/products')).json() as { name: string; price: number }[];
    for (const path of ['/store', '/mount-depot']) {
      const page = await get(path);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        path === '/store' ? 'Installation Products Store' : 'Mount Depot',
      );
      // The first row of cards is in the HTML (the rest render once the page is live).
      const first = api.find((product) => page.body.includes(product.name));
      expect(first, path).toBeDefined();
      expect(page.body).toContain(formatMoney(first?.price ?? 0));
      expect(embedded(page.body)).toEqual(api);
    }
  });

  it('renders again when a sale or the admin changes what the list says', async () => {
    const before = await get('/store');
    const product = embedded(before.body)?.[0];
    expect(product).toBeDefined();
    const token = await login(app, 'admin', 'admin123');
    const put = await app.inject({
      method: 'PUT',
      url: `/api/products/${product?.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { price: 12345 },
    });
    expect(put.statusCode).toBe(200);
    const after = await get('/store');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(embedded(after.body)?.find((p) => p.id === product?.id)?.price).toBe(12345);
    expect((await get('/store')).headers.etag).toBe(after.headers.etag);
  });
});

describe('every page', () => {
  it('has its own title, for every page path and booking step', async () => {
    const paths = [...PAGE_PATHS, ...BOOKING_STEP_PATHS];
    const titles = new Map<string, string>();
    for (const path of paths) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      titles.set(path, titleOf(res.body) ?? '');
    }
    expect(new Set(titles.values()).size).toBe(paths.length);
  });

  it('renders the pricing breakdown on the server, and keeps staff and demo pages noindex', async () => {
    const pricing = await get('/pricing-breakdown');
    expect(pricing.body).toContain('Complete Pricing Breakdown</h1>');
    const admin = await get('/admin');
    expect(admin.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(admin.body).toContain('<div id="root"></div>');
    expect(admin.body).not.toContain('rel="canonical"');
    // Only a rendered page holds early taps: a shell's buttons exist only once its code runs.
    expect(pricing.body).toContain('<script>window.__earlyClick');
    expect(admin.body).not.toContain('__earlyClick');
    // A rendered page names its code for the head script to fetch after the first paint; a
    // shell has nothing to paint before its code, so it loads it at once.
    expect(pricing.body).toContain('<meta name="app-code" content="./main.tsx" />');
    expect(pricing.body).not.toContain('<script type="module"');
    expect(admin.body).toContain('<script type="module" src="./main.tsx"></script>');
    expect(admin.body).not.toContain('app-code');
    // A rendered page carries the welcome's greeting, hidden unless the head script marks a
    // first visit to the landing page on <html> before the first paint; its Skip is there in the
    // first paint, handled by the head script until the code has loaded (issue 26).
    expect(pricing.body).toContain(`classList.add('${FIRST_VISIT_CLASS}')`);
    const splash = /<div data-welcome-splash="true" class="([^"]*)">(.*?)<\/p>/.exec(pricing.body);
    expect(splash?.[1]).toContain(`hidden in-[.${FIRST_VISIT_CLASS}]:flex`);
    expect(splash?.[2]).toMatch(
      new RegExp(`<button type="button" ${WELCOME_SKIP_ATTRIBUTE}=""[^>]*>Skip</button>`),
    );
    expect(splash?.[2]).toContain('Welcome to <!-- -->Charlotte TV Mounting');
    expect((await get('/system-test')).body).toContain('noindex');
  });

  it('answers an unknown path 404 with the rendered 404 page', async () => {
    const res = await get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('404 Page Not Found</h1>');
    expect(titleOf(res.body)).toBe('404 Page Not Found | Charlotte TV Mounting');
  });
});

describe('crawler files', () => {
  it('serves /robots.txt naming the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('Sitemap: https://tv.example.com/sitemap.xml');
    expect(res.body).toContain('Disallow: /admin');
  });

  it('serves /sitemap.xml with the public pages only', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://tv.example.com/',
      'https://tv.example.com/track',
      'https://tv.example.com/mount-depot',
      'https://tv.example.com/store',
      'https://tv.example.com/pricing-breakdown',
    ]);
  });
});
