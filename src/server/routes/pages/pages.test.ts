// The pages as a browser or a crawler gets them (issue 17): GET / answers the landing page
// already rendered, with the business's facts, the prices and its schema.org description.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../client/entry-server';
import { SERVICE_CARDS } from '../../../domain/catalog/landing-sections';
import { formatMoney } from '../../../domain/pricing/format-money';
import { FIRST_VISIT_CLASS, WELCOME_SKIP_ATTRIBUTE } from '../../../domain/site/first-visit';
import { pathInLocale } from '../../../domain/site/locale-paths';
import { BOOKING_STEP_PATHS, metaFor } from '../../../domain/site/page-meta';
import { PAGE_PATHS, PAGE_PATHS_ES } from '../../../domain/site/page-paths';
import { createTestApp } from '../../testing/test-app';
import { login } from '../staff-bookings/staff-fixtures';
import { createPageCache, type PageFacts } from './page-cache';

const clientDir = mkdtempSync(join(tmpdir(), 'client-pages-'));
// The real page template (what `vite build` turns into dist/client/index.html).
writeFileSync(
  join(clientDir, 'index.html'),
  readFileSync(new URL('../../../client/index.html', import.meta.url), 'utf8'),
);
const app = await createTestApp(
  { CLIENT_DIR: clientDir, PUBLIC_URL: 'https://tv.example.com/' },
  { renderPage },
);

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
/** hreflang -> href of the page's alternates. */
const hreflangs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
      (match) => [match[1], match[2]],
    ),
  );
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
    expect(langOf(body)).toBe('en');
    expect(body).toContain(
      '<meta name="description" content="TV wall mounting in Charlotte, NC from $99: exact prices, same-day service 7 days a week, lifetime warranty, bonded and insured. Book online in 3 minutes." />',
    );
    expect(body).toContain(
      '<meta property="og:image:alt" content="Charlotte TV Mounting: a TV mounted on a living-room wall" />',
    );
    // Its Spanish twin, both ways (the same three links are on /es).
    expect(hreflangs(body)).toEqual({
      'en-US': 'https://tv.example.com/',
      'es-US': 'https://tv.example.com/es',
      'x-default': 'https://tv.example.com/',
    });
    expect(body).toContain('<meta property="og:locale" content="en_US" />');
    expect(body).toContain('<meta property="og:locale:alternate" content="es_US" />');
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
    expect(splash?.[2]).toContain('Welcome to Charlotte TV Mounting');
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
      'https://tv.example.com/es',
      'https://tv.example.com/es/track',
      'https://tv.example.com/es/mount-depot',
      'https://tv.example.com/es/store',
      'https://tv.example.com/es/pricing-breakdown',
    ]);
    expect(res.body).toContain(
      '<xhtml:link rel="alternate" hreflang="es-US" href="https://tv.example.com/es/track"/>',
    );
  });

  it('keeps crawlers off the Spanish personal pages too', async () => {
    const { body } = await get('/robots.txt');
    expect(body).toContain('Disallow: /es/my-booking/\n');
    expect(body).toContain('Disallow: /es/book\n');
  });
});

describe('the Spanish pages (/es)', () => {
  it('answers GET /es with a Spanish head: lang, title, canonical, hreflang both ways', async () => {
    const res = await get('/es');
    expect(res.statusCode).toBe(200);
    const { body } = res;
    expect(langOf(body)).toBe('es');
    expect(body.match(/<html /g)).toHaveLength(1);
    expect(titleOf(body)).toBe(
      'Charlotte TV Mounting | Montaje de TV el mismo día en Charlotte, NC',
    );
    expect(body).toContain(
      '<meta name="description" content="Montaje de TV en Charlotte, NC desde $99: precios exactos, servicio el mismo día los 7 días, garantía de por vida, con fianza y seguro. Reserve en 3 minutos." />',
    );
    expect(body).toContain('<link rel="canonical" href="https://tv.example.com/es" />');
    expect(hreflangs(body)).toEqual({
      'en-US': 'https://tv.example.com/',
      'es-US': 'https://tv.example.com/es',
      'x-default': 'https://tv.example.com/',
    });
    expect(body).toContain('<meta property="og:locale" content="es_US" />');
    expect(body).toContain('<meta property="og:locale:alternate" content="en_US" />');
    expect(body).toContain('<meta property="og:url" content="https://tv.example.com/es" />');
    expect(body).toContain(
      '<meta property="og:image:alt" content="Charlotte TV Mounting: un televisor montado en la pared de una sala" />',
    );
    expect(body).not.toContain('noindex');
    const ld = jsonLd(body);
    expect(ld?.['@type']).toBe('HomeAndConstructionBusiness');
    expect(ld?.description).toMatch(/^Montaje de TV en Charlotte/);
    expect(ld?.knowsLanguage).toEqual(['en-US', 'es-US']);
    // The same page at /es/ and /es.
    expect((await get('/es/')).headers.etag).toBe(res.headers.etag);
  });

  it('gives the other indexed pages their Spanish head and their English twin', async () => {
    for (const path of ['/track', '/mount-depot', '/store', '/pricing-breakdown']) {
      const spanish = await get(`/es${path}`);
      expect(spanish.statusCode, path).toBe(200);
      expect(langOf(spanish.body), path).toBe('es');
      expect(titleOf(spanish.body), path).toBe(metaFor(`/es${path}`).title.replace(/&/g, '&amp;'));
      expect(hreflangs(spanish.body), path).toEqual({
        'en-US': `https://tv.example.com${path}`,
        'es-US': `https://tv.example.com/es${path}`,
        'x-default': `https://tv.example.com${path}`,
      });
      const english = await get(path);
      expect(langOf(english.body), path).toBe('en');
      expect(hreflangs(english.body), path).toEqual(hreflangs(spanish.body));
      // The home page alone carries the business's JSON-LD.
      expect(jsonLd(spanish.body), path).toBeUndefined();
    }
    expect(titleOf((await get('/track')).body)).toBe('Track Your Booking | Charlotte TV Mounting');
  });

  it('gives every Spanish page a Spanish title of its own, and noindex where English has it', async () => {
    const paths = [...PAGE_PATHS_ES, ...BOOKING_STEP_PATHS.map((p) => pathInLocale(p, 'es'))];
    paths.push('/es/book/confirmed/CTM-ABC234', '/es/my-booking/some-token');
    const titles = new Set<string>();
    for (const path of paths) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(langOf(res.body), path).toBe('es');
      const title = titleOf(res.body) ?? '';
      expect(title, path).toBe(metaFor(path).title.replace(/&/g, '&amp;'));
      titles.add(title);
      if (!metaFor(path).indexable) {
        expect(res.body, path).toContain('<meta name="robots" content="noindex, nofollow" />');
        expect(hreflangs(res.body), path).toEqual({});
      }
    }
    expect(titles.size).toBe(paths.length);
  });

  it('answers /es/admin, /es/technician, a demo page and any other /es path 404, in Spanish', async () => {
    for (const path of ['/es/admin', '/es/technician', '/es/banner-demo', '/es/no/such/page']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(langOf(res.body), path).toBe('es');
      expect(titleOf(res.body), path).toBe('404 Página no encontrada | Charlotte TV Mounting');
      expect(res.body, path).toContain('<meta name="robots" content="noindex, nofollow" />');
      // The renderer was given /es/__not-found__: the client's Spanish 404 screen.
      expect(res.body, path).toContain('404 Página no encontrada</h1>');
    }
    const english = await get('/no/such/page');
    expect(langOf(english.body)).toBe('en');
    expect(titleOf(english.body)).toBe('404 Page Not Found | Charlotte TV Mounting');
  });

  it('renders the Spanish store listing with the product list, like the English one', async () => {
    const res = await get('/es/store');
    expect(res.body).toContain('<script id="store-products" type="application/json">');
    expect(res.body).toContain('<script>window.__earlyClick');
  });
});

describe('the page cache and the renderer (the /es contract)', () => {
  const TEMPLATE =
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta name="viewport" content="width=device-width" />\n    <title>x</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
  const FACTS: PageFacts = {
    version: 1,
    facts: {
      name: 'Charlotte TV Mounting',
      phone: '(704) 555-0186',
      email: 'support@example.com',
      address: 'Charlotte, NC',
      rating: null,
      reviewCount: 0,
      serviceAreaZips: [],
    },
    forClient: {},
    queries: [],
  };

  function cacheWithSpy() {
    const rendered: { url: string; products: boolean }[] = [];
    const cache = createPageCache({
      template: TEMPLATE,
      origin: 'https://tv.example.com',
      readFacts: () => Promise.resolve(FACTS),
      readProducts: () => Promise.resolve([{ id: 1 }]),
      render: (url, queries = []) => {
        rendered.push({ url, products: queries.length > 0 });
        return Promise.resolve(`<main>${url}</main>`);
      },
    });
    return { cache, rendered };
  }

  it('renders each rendered page at its own path, /es included, in each language once', async () => {
    const { cache, rendered } = cacheWithSpy();
    for (const path of ['/', '/es', '/es/', '/pricing-breakdown', '/es/pricing-breakdown']) {
      await cache.get(path, 200);
    }
    await cache.get('/es/store', 200);
    expect(rendered).toEqual([
      { url: '/', products: false },
      { url: '/es', products: false },
      { url: '/pricing-breakdown', products: false },
      { url: '/es/pricing-breakdown', products: false },
      { url: '/es/store', products: true },
    ]);
    const page = await cache.get('/es', 200);
    expect(page.identity.toString()).toContain('<html lang="es">');
    expect(page.identity.toString()).toContain('<div id="root"><main>/es</main></div>');
    expect((await cache.get('/', 200)).identity.toString()).toContain('<html lang="en">');
  });

  it('renders the 404 page once per language, at /es/__not-found__ under /es', async () => {
    const { cache, rendered } = cacheWithSpy();
    const spanish = await cache.get('/es/admin', 404);
    await cache.get('/es/no/such', 404);
    const english = await cache.get('/no/such', 404);
    await cache.get('/admin/x', 404);
    expect(rendered.map((entry) => entry.url)).toEqual(['/es/__not-found__', '/__not-found__']);
    expect(spanish.identity.toString()).toContain('<html lang="es">');
    expect(english.identity.toString()).toContain('<html lang="en">');
    expect(spanish.etag).not.toBe(english.etag);
  });

  it('keeps a shell per language: the Spanish booking screens never get the English page', async () => {
    const { cache, rendered } = cacheWithSpy();
    const english = (await cache.get('/book/tvs', 200)).identity.toString();
    const spanish = (await cache.get('/es/book/tvs', 200)).identity.toString();
    expect(rendered).toEqual([]);
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<title>Build Your TV Installation · Book | Charlotte TV Mounting');
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('<title>Configure su instalación de TV · Reservar | Charlotte TV');
  });
});
