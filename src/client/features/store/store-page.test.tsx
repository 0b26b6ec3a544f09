// The store listing as the server renders it (issue 28): /es/store and /es/mount-depot in
// Spanish, the products under their Spanish names, and the English pages word for word as before.
import { msg } from '@lingui/core/macro';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InLocale, testI18n } from '@/client/i18n/in-locale';
import { PRODUCT_CATEGORY_LABELS, PRODUCTS_QUERY_KEY } from '@/domain/catalog/products';
import * as spanishWords from '@/domain/catalog/products-es';
import type { Locale } from '@/domain/site/locales';
import type { Product } from '@/domain/schemas/products';
import { fallbackStoreProducts } from './lib/catalog';
import { StorePage, type StoreVariant } from './store-page';

/** The demo list as GET /api/products answers it, with the seed's Spanish words. */
const PRODUCTS = fallbackStoreProducts(spanishWords).map(
  ({ images: _images, ...product }) => product,
) satisfies Product[];

/**
 * The page's HTML as the server renders it: prerender waits for what the render waits for (a
 * Spanish page's category names arrive in a chunk of their own).
 */
async function render(variant: StoreVariant, locale: Locale): Promise<string> {
  const queryClient = new QueryClient();
  queryClient.setQueryData(PRODUCTS_QUERY_KEY, PRODUCTS);
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter
      location={`${locale === 'es' ? '/es' : ''}/${variant}`}
      basename={locale === 'es' ? '/es' : undefined}
    >
      <InLocale locale={locale}>
        <QueryClientProvider client={queryClient}>
          <StorePage variant={variant} />
        </QueryClientProvider>
      </InLocale>
    </StaticRouter>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The page's words: text and the attributes people hear or see. */
function words(html: string): string {
  const attributes = [...html.matchAll(/(?:aria-label|placeholder|alt)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  return `${html.replace(/<[^>]+>/g, ' ')} ${attributes.join(' ')}`.replace(/&#x27;/g, "'");
}

describe('the store listing in Spanish', () => {
  it.each(['store', 'mount-depot'] as const)(
    '/es/%s has no English interface words',
    async (variant) => {
      const text = words(await render(variant, 'es'));
      expect(text).toContain('Volver al configurador de TV');
      expect(text).toContain('Buscar productos...');
      expect(text).toMatch(/Mostrando 12 de 12 productos/);
      expect(text).toContain('Calificación:');
      expect(text).toContain('Agregar al carrito: ');
      expect(text).toContain('Ampliar la imagen 1 de ');
      expect(text).toMatch(/\$\d+\.\d\d/);
      for (const english of [
        'Add to Cart',
        'Back to TV Builder',
        'Search products',
        'Showing',
        'Sort by',
        'Rated',
        'out of 5 stars',
        'Cart, 0 items',
        'Enlarge image',
        'Next image',
        'Need Professional',
        // The products' names, descriptions and features and the categories: the Spanish ones.
        ...PRODUCTS.flatMap((product) => [product.name, product.description]),
        // ('48 Gbps' reads the same in both.)
        ...PRODUCTS.flatMap((product) => product.features).filter(
          (feature) => feature !== '48 Gbps',
        ),
        ...Object.values(PRODUCT_CATEGORY_LABELS).map((label) => label.replace('&', '&amp;')),
      ]) {
        expect(text).not.toContain(english);
      }
    },
  );

  it('/es/store has the Spanish sort and the Spanish installation panel', async () => {
    const text = words(await render('store', 'es'));
    expect(text).toContain('Tienda de productos de instalación');
    expect(text).toContain('Ordenar por');
    expect(text).toContain('Nombre (A-Z)');
    expect(text).toContain('Todos los productos');
    expect(text).toContain('Soportes para TV');
    expect(text).toContain('Cables y accesorios');
    expect(text).toContain('¿Necesita instalación profesional?');
    expect(text).toContain('+1 más');
  });

  it('/es/mount-depot shows a product under its Spanish name and description', async () => {
    const text = words(await render('mount-depot', 'es'));
    expect(text).toContain('Soporte articulado para TV');
    expect(text).toContain(
      'Brazo articulado que se extiende, gira e inclina, para televisores de 37 a 80 pulgadas.',
    );
    expect(text).toContain('Agregar al carrito: Soporte articulado para TV');
    expect(text).toContain('Ampliar la imagen 1 de 4 de Soporte articulado para TV');
    expect(text).not.toContain('Full Motion TV Mount');
  });

  it('sorts by the name a Spanish page shows, in Spanish order', async () => {
    const headings = (page: string) =>
      [...page.matchAll(/<h2 id="product-\d+-name"[^>]*>([^<]*)</g)].map((match) => match[1]);
    // The first row (what the server renders). 'Cámara' sorts before 'Canaleta' as Spanish
    // sorts it (á as a), not by code point (á after n).
    expect(headings(await render('store', 'es'))).toEqual([
      'Cable HDMI de ultra alta velocidad',
      'Cámara de seguridad inalámbrica',
      'Canaleta para ocultar cables',
      'Kit básico de luz LED trasera',
    ]);
    expect(headings(await render('store', 'en'))).toEqual([
      'Basic LED Backlight Kit',
      'Cable Concealer Raceway',
      'Fixed Low Profile Mount',
      'Full Motion TV Mount',
    ]);
  });
});

describe('the cart banner', () => {
  // The same message as store-page.tsx's banner (the same English gives the same catalog entry).
  const banner = (count: number) =>
    msg`Products added here will be included in your TV mounting checkout (${count} items total)`;

  it.each([
    ['es', 1, '(1 artículo en total)'],
    ['es', 3, '(3 artículos en total)'],
    // The spec's words in English, whatever the count.
    ['en', 1, '(1 items total)'],
  ] as const)('%s, %i: %s', (locale, count, end) => {
    expect(testI18n(locale)._(banner(count)).endsWith(end)).toBe(true);
  });
});

describe('the store listing in English', () => {
  it('shows the English names and words as before', async () => {
    const html = await render('store', 'en');
    const text = words(html);
    expect(text).toContain('Installation Products Store');
    expect(text).toContain('Cables &amp; Accessories');
    expect(text).toContain('Add to Cart: Full Motion TV Mount');
    expect(text).toContain('Cart, 0 items');
    expect(text).toMatch(/Showing 12 of 12 products/);
    expect(text).not.toContain('Soporte');
    // The rating's words sit in the same elements, spaces included.
    expect(html).toContain(
      '<span class="sr-only">Rated </span>4.0<span class="sr-only"> out of 5 stars</span>',
    );
  });
});
