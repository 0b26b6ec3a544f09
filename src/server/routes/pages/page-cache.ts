// Rendered pages kept in memory, compressed once (docs/decisions/019). A page is rendered on its
// first request after start (so per build: a new build is a new process) and again when the
// business settings' version changes; every other request sends bytes already made, as a static
// file server would. Concurrent first requests share one render.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PRODUCTS_QUERY_KEY, STORE_PRODUCTS_ELEMENT_ID } from '../../../domain/catalog/products';
import { localeOfPath, pathInLocale, pathWithoutLocale } from '../../../domain/site/locale-paths';
import { metaFor, notFoundMetaFor } from '../../../domain/site/page-meta';
import { jsonForScript, type BusinessFactsForSeo } from '../../../domain/site/structured-data';
import { LANDING_REVIEWS_ELEMENT_ID } from '../../../domain/schemas/reviews';
import { HEAD_SCRIPT } from '../../plugins/head-script';
import { fillTemplate, pageHead, splitHoisted } from './page-head';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Query key -> data the rendered page's hooks read (the business facts for useBusiness()). */
export type PreloadedQueries = ReadonlyArray<readonly [readonly unknown[], unknown]>;
/**
 * The app's HTML for a URL: entry-server.tsx's renderPage. The URL is the whole path, /es
 * included: the renderer picks the page's language from it (issue 28).
 */
export type PageRenderer = (url: string, queries?: PreloadedQueries) => Promise<string>;

export interface PageFacts {
  /** The business settings' version with the landing reviews' (a change to either re-renders). */
  readonly version: string | number;
  readonly facts: BusinessFactsForSeo;
  /** What the client's useBusiness() reads from the page (the GET /api/business answer). */
  readonly forClient: unknown;
  readonly queries: PreloadedQueries;
  /** The landing page's reviews block, carried in the landing page for its first render (044). */
  readonly landingReviews?: unknown;
}

export interface CachedPage {
  readonly status: 200 | 404;
  readonly etag: string;
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/**
 * The store's listings: rendered with the product list as it is at the request (issue 17). These
 * and RENDERED_PATHS are English paths; their Spanish pages (/es/store ...) are rendered too.
 */
export const STORE_PATHS: ReadonlySet<string> = new Set(['/store', '/mount-depot']);
/**
 * The public content pages rendered on the server (issue 17). The booking flow, the store's
 * success page, the staff screens and the demo pages get the page shell with their own head and
 * render in the browser.
 */
export const RENDERED_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/pricing-breakdown',
  ...STORE_PATHS,
]);
/**
 * Any path that is no page: rendered once per language at this URL, which no route matches
 * ('/es/__not-found__' for the Spanish 404 page).
 */
const NOT_FOUND_URL = '/__not-found__';

export interface PageCacheOptions {
  readonly template: string;
  readonly render: PageRenderer | undefined;
  readonly origin: string;
  readonly readFacts: () => Promise<PageFacts>;
  /** The GET /api/products answer, for the store's listings. */
  readonly readProducts: () => Promise<unknown[]>;
}

export function createPageCache({
  template,
  render,
  origin,
  readFacts,
  readProducts,
}: PageCacheOptions) {
  let version: string | number | undefined;
  let pages = new Map<string, Promise<CachedPage>>();

  async function build(
    path: string,
    status: 200 | 404,
    facts: PageFacts,
    products: unknown[] | undefined,
  ): Promise<CachedPage> {
    const locale = localeOfPath(path);
    const meta = status === 404 ? notFoundMetaFor(path) : metaFor(path);
    const renderUrl = status === 404 ? pathInLocale(NOT_FOUND_URL, locale) : path;
    const queries: PreloadedQueries = products
      ? [...facts.queries, [PRODUCTS_QUERY_KEY, products]]
      : facts.queries;
    const app =
      render && (status === 404 || RENDERED_PATHS.has(pathWithoutLocale(path)))
        ? splitHoisted(await render(renderUrl, queries))
        : { hoisted: '', body: '' };
    const tags = pageHead({
      path,
      meta,
      origin,
      facts: facts.facts,
      factsForClient: facts.forClient,
    });
    // A rendered page shows buttons and the welcome's greeting before its code runs: the head
    // script keeps a tap made then and marks a first visit (head-script.ts). A shell has
    // nothing to tap or greet with until the app renders it.
    const head = [
      ...(app.body ? [`<script>${HEAD_SCRIPT}</script>`] : []),
      tags,
      // The list the page was rendered with: the browser's first render reads the same copy.
      ...(products
        ? [
            `<script id="${STORE_PRODUCTS_ELEMENT_ID}" type="application/json">${jsonForScript(products)}</script>`,
          ]
        : []),
      // The reviews the landing page was rendered with: its first render reads them, no request.
      ...(status === 200 && pathWithoutLocale(path) === '/' && facts.landingReviews
        ? [
            `<script id="${LANDING_REVIEWS_ELEMENT_ID}" type="application/json">${jsonForScript(facts.landingReviews)}</script>`,
          ]
        : []),
    ].join('\n    ');
    const identity = Buffer.from(fillTemplate(template, head, app, locale));
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
    return { status, etag: `"${hash}"`, identity, br, gzip: gz };
  }

  return {
    /**
     * The page for a path (a page of the site, or a 404). Pages that are not indexed are cached
     * by their language and title (no canonical names their path): /book/{step} and
     * /my-booking/{token} are a handful of shells per language, whatever paths are asked for.
     */
    async get(requestPath: string, status: 200 | 404): Promise<CachedPage> {
      const path =
        requestPath.length > 1 && requestPath.endsWith('/')
          ? requestPath.slice(0, -1)
          : requestPath;
      const facts = await readFacts();
      if (facts.version !== version) {
        version = facts.version;
        pages = new Map();
      }
      const meta = metaFor(path);
      const locale = localeOfPath(path);
      const base =
        status === 404 ? `404:${locale}` : meta.indexable ? path : `shell:${locale}:${meta.title}`;
      // A store listing is kept per product list: a sale or an edit in the admin that changes
      // what the page shows makes a new page, and the copy of the old list is dropped.
      const products =
        status === 200 && STORE_PATHS.has(pathWithoutLocale(path))
          ? await readProducts()
          : undefined;
      const key = products
        ? `${base}#${createHash('sha256').update(JSON.stringify(products)).digest('base64url')}`
        : base;
      let page = pages.get(key);
      if (!page) {
        if (products) {
          for (const old of pages.keys()) if (old.startsWith(`${base}#`)) pages.delete(old);
        }
        page = build(path, status, facts, products);
        pages.set(key, page);
        // A failed render is not kept: the next request tries again.
        page.catch(() => {
          if (pages.get(key) === page) pages.delete(key);
        });
      }
      return page;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
