// The store listing as the server renders it (issue 28): /es/store and /es/mount-depot in
// Spanish, the products under their Spanish names, and the English pages word for word as before.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages as spanish } from '@/client/locales/es/store.po';
import { PRODUCTS_QUERY_KEY } from '@/domain/catalog/products';
import type { Locale } from '@/domain/schemas/locale';
import type { Product } from '@/domain/schemas/products';
import { FALLBACK_STORE_PRODUCTS } from './lib/catalog';
import { StorePage, type StoreVariant } from './store-page';

const I18N = {
  en: setupI18n({ locale: 'en', messages: { en: {} } }),
  es: setupI18n({ locale: 'es', messages: { es: spanish } }),
};

/** Spanish words of two products, by English name; the others have none (English shows). */
const SPANISH_WORDS: Record<string, { nameEs: string; descriptionEs: string }> = {
  'Full Motion TV Mount': {
    nameEs: 'Soporte articulado para TV',
    descriptionEs: 'Brazo articulado que se extiende, gira e inclina.',
  },
  'Wireless Security Camera': {
    nameEs: 'Cámara de seguridad inalámbrica',
    descriptionEs: 'Cámara Wi-Fi 2K con visión nocturna.',
  },
};

/** The demo list as GET /api/products answers it. */
const PRODUCTS = FALLBACK_STORE_PRODUCTS.map(({ images: _images, ...product }) => ({
  ...product,
  nameEs: SPANISH_WORDS[product.name]?.nameEs ?? null,
  descriptionEs: SPANISH_WORDS[product.name]?.descriptionEs ?? null,
})) satisfies Product[];

function render(variant: StoreVariant, locale: Locale): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(PRODUCTS_QUERY_KEY, PRODUCTS);
  return renderToString(
    <StaticRouter
      location={`${locale === 'es' ? '/es' : ''}/${variant}`}
      basename={locale === 'es' ? '/es' : undefined}
    >
      <I18nProvider i18n={I18N[locale]}>
        <QueryClientProvider client={queryClient}>
          <StorePage variant={variant} />
        </QueryClientProvider>
      </I18nProvider>
    </StaticRouter>,
  );
}

/** The page's words: text and the attributes people hear or see. */
function words(html: string): string {
  const attributes = [...html.matchAll(/(?:aria-label|placeholder|alt)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  return `${html.replace(/<[^>]+>/g, ' ')} ${attributes.join(' ')}`.replace(/&#x27;/g, "'");
}

describe('the store listing in Spanish', () => {
  it.each(['store', 'mount-depot'] as const)('/es/%s has no English interface words', (variant) => {
    const text = words(render(variant, 'es'));
    expect(text).toContain('Volver al configurador de TV');
    expect(text).toContain('Buscar productos...');
    expect(text).toMatch(/Mostrando 12 de 12 productos/);
    expect(text).toContain('Calificación:');
    expect(text).toContain('Agregar al carrito: ');
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
      'Full Motion TV Mount',
      'Need Professional',
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it('/es/store has the Spanish sort and the Spanish installation panel', () => {
    const text = words(render('store', 'es'));
    expect(text).toContain('Tienda de productos de instalación');
    expect(text).toContain('Ordenar por');
    expect(text).toContain('Nombre (A-Z)');
    expect(text).toContain('Todos los productos');
    expect(text).toContain('¿Necesita instalación profesional?');
    expect(text).toContain('+1 más');
  });

  it('/es/mount-depot shows a product under its Spanish name and description', () => {
    const text = words(render('mount-depot', 'es'));
    expect(text).toContain('Soporte articulado para TV');
    expect(text).toContain('Brazo articulado que se extiende, gira e inclina.');
    expect(text).toContain('Agregar al carrito: Soporte articulado para TV');
    expect(text).toContain('Ampliar la imagen 1 de 4 de Soporte articulado para TV');
    expect(text).not.toContain('Full Motion TV Mount');
  });

  it('sorts by the name a Spanish page shows, in Spanish order', () => {
    const headings = (page: string) =>
      [...page.matchAll(/<h2 id="product-\d+-name"[^>]*>([^<]*)</g)].map((match) => match[1]);
    // The first row (what the server renders): the camera is last by its English name, third by
    // its Spanish one (after 'Cable Concealer Raceway': á sorts as a).
    expect(headings(render('store', 'es'))).toEqual([
      'Basic LED Backlight Kit',
      'Cable Concealer Raceway',
      'Cámara de seguridad inalámbrica',
      'Fixed Low Profile Mount',
    ]);
    expect(headings(render('store', 'en'))).not.toContain('Wireless Security Camera');
  });
});

describe('the store listing in English', () => {
  it('shows the English names and words as before', () => {
    const html = render('store', 'en');
    const text = words(html);
    expect(text).toContain('Installation Products Store');
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
