// The <head> tags of one page (issue 17): its own title and description, robots, canonical, the
// Open Graph and Twitter card (with the shipped image), and on the home page the business's
// schema.org description. Values are escaped: business facts are typed in the admin.
// A Spanish page (/es..., issue 28) has its Spanish words, <html lang="es">, es_US Open Graph and,
// like its English twin, hreflang alternates naming both (decisions.md "Languages").
import { LOCALES, type Locale } from '../../../domain/site/locales';
import { localeOfPath, SPANISH_BASE } from '../../../domain/site/locale-paths';
import { languageAlternates, SITE_NAME, type PathMeta } from '../../../domain/site/page-meta';
import { descriptionOf } from '../../../domain/site/page-descriptions';
import { escapeHtml } from '../../../domain/site/escape-html';
import {
  jsonForScript,
  localBusinessJsonLd,
  type BusinessFactsForSeo,
} from '../../../domain/site/structured-data';
import { APP_CODE_META } from '../../plugins/head-script';

export const OG_IMAGE = { path: '/assets/og-image.png', width: 1200, height: 630 } as const;
export const BUSINESS_FACTS_ELEMENT_ID = 'business-facts';
/** The technician app's pages and its web app manifest (public/technician-app/). */
export const TECHNICIAN_APP_PATHS: ReadonlySet<string> = new Set([
  '/technician',
  '/technician-portal',
]);
export const TECHNICIAN_MANIFEST = '/technician-app/manifest.webmanifest';

export interface HeadInput {
  readonly path: string;
  readonly meta: PathMeta;
  /** The site's public address without a trailing slash (PUBLIC_URL). */
  readonly origin: string;
  readonly facts: BusinessFactsForSeo;
  /** The business settings as the client's useBusiness() reads them from the page. */
  readonly factsForClient: unknown;
}

/** Open Graph's name of each language. */
const OG_LOCALES: Readonly<Record<Locale, string>> = { en: 'en_US', es: 'es_US' };
const OG_IMAGE_ALT: Readonly<Record<Locale, (name: string) => string>> = {
  en: (name) => `${name}: a TV mounted on a living-room wall`,
  es: (name) => `${name}: un televisor montado en la pared de una sala`,
};

export function pageHead({ path, meta, origin, facts, factsForClient }: HeadInput): string {
  const locale = localeOfPath(path);
  const title = escapeHtml(meta.title);
  const description = escapeHtml(descriptionOf(meta));
  const url = escapeHtml(`${origin}${path}`);
  const image = escapeHtml(`${origin}${OG_IMAGE.path}`);
  const tags = [`<title>${title}</title>`, `<meta name="description" content="${description}" />`];
  if (meta.indexable) {
    const alternates = languageAlternates(path);
    // og:locale:alternate names the other language only where that page exists.
    const otherLocales = alternates.length > 0 ? LOCALES.filter((other) => other !== locale) : [];
    tags.push(
      `<link rel="canonical" href="${url}" />`,
      ...alternates.map(
        (alternate) =>
          `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(`${origin}${alternate.path}`)}" />`,
      ),
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:url" content="${url}" />`,
      `<meta property="og:image" content="${image}" />`,
      `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
      `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
      `<meta property="og:image:alt" content="${escapeHtml(OG_IMAGE_ALT[locale](facts.name))}" />`,
      `<meta property="og:locale" content="${OG_LOCALES[locale]}" />`,
      ...otherLocales.map(
        (other) => `<meta property="og:locale:alternate" content="${OG_LOCALES[other]}" />`,
      ),
      `<meta name="twitter:card" content="summary_large_image" />`,
      `<meta name="twitter:title" content="${title}" />`,
      `<meta name="twitter:description" content="${description}" />`,
      `<meta name="twitter:image" content="${image}" />`,
    );
  } else {
    // Demo, test, staff and personal pages (decisions.md "Demo and diagnostic pages").
    tags.push(`<meta name="robots" content="noindex, nofollow" />`);
  }
  if (path === '/' || path === SPANISH_BASE) {
    tags.push(
      `<script type="application/ld+json">${jsonForScript(localBusinessJsonLd(facts, origin, locale))}</script>`,
    );
  }
  if (TECHNICIAN_APP_PATHS.has(path)) {
    // The installable technician app (docs/decisions/041): only its own pages name the manifest.
    tags.push(
      `<link rel="manifest" href="${TECHNICIAN_MANIFEST}" />`,
      `<link rel="apple-touch-icon" href="/technician-app/icon-192.png" />`,
      `<meta name="apple-mobile-web-app-capable" content="yes" />`,
    );
  }
  // Read by useBusiness() before its first render: the page and the client agree at once.
  tags.push(
    `<script id="${BUSINESS_FACTS_ELEMENT_ID}" type="application/json">${jsonForScript(factsForClient)}</script>`,
  );
  return tags.join('\n    ');
}

/**
 * The built index.html in the page's language (`<html lang>`), with this page's head tags in
 * place of its own title and description, the hoisted tags React rendered (preloads, keyframes)
 * early in the head, and the rendered app inside #root.
 */
export function fillTemplate(
  template: string,
  head: string,
  app: { hoisted: string; body: string },
  locale: Locale = 'en',
): string {
  const withoutDefaults = template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '');
  // The hoisted preloads (the hero picture) go first, before the scripts and the stylesheet.
  const viewport = /<meta name="viewport"[^>]*>/.exec(withoutDefaults)?.[0];
  const withHoisted =
    viewport && app.hoisted
      ? withoutDefaults.replace(viewport, `${viewport}\n    ${app.hoisted}`)
      : withoutDefaults.replace('</head>', `${app.hoisted}</head>`);
  return (app.body ? codeAfterPaint(withHoisted) : withHoisted)
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${app.body}</div>`);
}

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * A rendered page's code is fetched after its first paint (head-script.ts, LOAD_CODE): Vite's
 * script and modulepreload tags become one <meta> naming the entry, then the chunks it imports.
 * The entry is the last script: with the first load in one chunk (docs/decisions/037) Vite names
 * the shared runtime in a script of its own before it, which the entry imports.
 */
export function codeAfterPaint(template: string): string {
  const scripts = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const entry = scripts.at(-1);
  if (!entry) return template;
  const chunks = [
    ...scripts.slice(0, -1),
    ...[...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]),
  ];
  const meta = `<meta name="${APP_CODE_META}" content="${escapeHtml([entry, ...chunks].join(' '))}" />`;
  return template
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, '')
    .replace('</head>', `  ${meta}\n  </head>`);
}

/**
 * React puts the tags it hoists (image preloads, <style precedence>) first in its output when it
 * renders into an element rather than a whole document; they belong in <head>, where React looks
 * for them when it hydrates.
 */
export function splitHoisted(html: string): { hoisted: string; body: string } {
  const match = /^(?:<link [^>]*\/>|<style [^>]*>[^<]*<\/style>)+/.exec(html);
  const hoisted = match?.[0] ?? '';
  return { hoisted, body: html.slice(hoisted.length) };
}
