// The landing page as the server renders it (entry-server.tsx) at /es: the hero, the services,
// every section, the header, banner, footer and the welcome's greeting in Spanish, and none of
// the English page's words left, apart from names (issue 28 "Done when": no English interface
// words on /es). The English page keeps its words.
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/client/entry-server';
import { SEED_BUSINESS_FACTS } from '@/domain/catalog/business-seed';
import { GALLERY_ITEMS } from '@/domain/catalog/gallery';
import { SERVICE_CARDS, TESTIMONIALS } from '@/domain/catalog/landing-sections';
import { BUSINESS_QUERY_KEY } from '@/domain/schemas/business';

const facts = { ...SEED_BUSINESS_FACTS, version: 1 };
const render = (url: string) => renderPage(url, [[BUSINESS_QUERY_KEY, facts]]);

/** The words a reader meets: text between tags and the attributes read out or shown. */
function wordsOf(html: string): string[] {
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<!-- -->/g, '');
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|placeholder|title)="([^"]*)"/g)].map(
    (match) => match[1] ?? '',
  );
  const texts = body.split(/<[^>]*>/);
  return [...texts, ...attributes]
    .map((text) =>
      text
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((text) => /[a-z]{2}/i.test(text));
}

/** Names and figures that read the same in both languages. */
const NAMES = new Set([
  facts.name,
  facts.insurer,
  facts.email,
  'Charlotte',
  'TV Mounting',
  'Mount Depot',
  // The switch names the other language in itself.
  'English',
  ...TESTIMONIALS.flatMap((review) => [review.name, review.location, `· ${review.location}`]),
]);

describe('the landing page at /es', async () => {
  const [english, spanish] = await Promise.all([render('/'), render('/es')]);

  it('has the hero, the services and their prices in Spanish', () => {
    expect(spanish).toMatch(/<h1[^>]*>Montaje de TV profesional en Charlotte, NC<\/h1>/);
    for (const title of [
      'Montaje en pared',
      'Instalación completa',
      'Cables ocultos en la pared con tomacorriente',
    ])
      expect(spanish).toContain(title);
    for (const card of SERVICE_CARDS) expect(spanish).not.toContain(`>${card.title}<`);
    expect(spanish).toContain('Arme su montaje');
    expect(spanish).toContain('¿Damos servicio en su zona?');
    expect(spanish).toContain('Montaje de TV desde $99');
    expect(spanish).toContain('Le damos la bienvenida a Charlotte TV Mounting');
    expect(spanish).toContain('Traducida del inglés');
  });

  it('leaves no word of the English page on it, apart from names', () => {
    const left = new Set(wordsOf(spanish));
    const englishOnly = wordsOf(english).filter((text) => !NAMES.has(text) && left.has(text));
    expect(englishOnly).toEqual([]);
  });

  it('keeps the English page in English', () => {
    expect(english).toMatch(/<h1[^>]*>Professional TV Mounting in Charlotte, NC<\/h1>/);
    for (const card of SERVICE_CARDS) expect(english).toContain(card.title.replace(/&/g, '&amp;'));
    for (const item of GALLERY_ITEMS) expect(english).toContain(item.caption);
    expect(english).not.toContain('Traducida');
  });
});
