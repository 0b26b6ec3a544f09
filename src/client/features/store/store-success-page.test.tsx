// The store's return page in Spanish (issue 28): /es/mount-depot/success shows the order in
// Spanish, its products under their Spanish names, and the checkout sends the card provider back
// to it for a Spanish order.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InLocale } from '@/client/i18n/in-locale';
import { PRODUCTS_QUERY_KEY } from '@/domain/catalog/products';
import type { Locale } from '@/domain/site/locales';
import type { Product } from '@/domain/schemas/products';
import type { CustomerStoreOrder } from '@/domain/schemas/store-orders';
import { storeReturnPath } from './components/checkout-dialog';
import * as spanishWords from '@/domain/catalog/products-es';
import { fallbackStoreProducts } from './lib/catalog';
import StoreSuccessPage from './store-success-page';

const REFERENCE = 'CTM-7K3Q9X';

/** The demo list as GET /api/products answers it, with the seed's Spanish words. */
const PRODUCTS = fallbackStoreProducts(spanishWords).map(
  ({ images: _images, ...product }) => product,
) satisfies Product[];

const ORDER: CustomerStoreOrder = {
  reference: REFERENCE,
  status: 'paid',
  paymentStatus: 'paid',
  fulfilment: 'pickup',
  totalCents: 7998,
  items: [
    {
      productId: 3,
      name: 'Tilting TV Mount',
      quantity: 2,
      unitPriceCents: 3999,
      lineTotalCents: 7998,
    },
  ],
  createdAt: '2026-11-27T09:00:00.000Z',
  paidAt: '2026-11-27T09:01:00.000Z',
};

function render(locale: Locale, order: CustomerStoreOrder | null): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(PRODUCTS_QUERY_KEY, PRODUCTS);
  if (order) queryClient.setQueryData(['store-order', REFERENCE], order);
  const base = locale === 'es' ? '/es' : '';
  return renderToString(
    <StaticRouter
      location={`${base}/mount-depot/success?order=${REFERENCE}`}
      basename={base || undefined}
    >
      <InLocale locale={locale}>
        <QueryClientProvider client={queryClient}>
          <StoreSuccessPage />
        </QueryClientProvider>
      </InLocale>
    </StaticRouter>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the store success page', () => {
  it('shows a paid order in Spanish with the Spanish product name', () => {
    const page = text(render('es', ORDER));
    expect(page).toContain('Pago exitoso');
    expect(page).toContain('¡Gracias por su compra! Su pedido de Mount Depot está confirmado.');
    expect(page).toContain(`Pedido ${REFERENCE}`);
    expect(page).toContain('Resumen del pedido');
    expect(page).toContain('Soporte inclinable para TV x 2');
    expect(page).toContain('Total pagado');
    expect(page).toContain('Recoger en la tienda: lo llamaremos cuando su pedido esté listo.');
    expect(page).toContain('Le enviamos el recibo a su correo electrónico.');
    expect(page).not.toMatch(/Tilting|Payment Successful|Order Summary|Total paid|Pickup/);
  });

  it('says in Spanish that it cannot show an order this browser did not place', () => {
    const page = text(render('es', null));
    expect(page).toContain('Su pedido');
    expect(page).toContain(`No podemos mostrar el pedido ${REFERENCE} en este navegador.`);
  });

  it('shows the English page as before', () => {
    const page = text(render('en', ORDER));
    expect(page).toContain('Payment Successful');
    expect(page).toContain('Tilting TV Mount x 2');
    expect(page).toContain('Total paid');
    expect(page).toContain('A receipt is on its way to your e-mail.');
  });
});

describe('storeReturnPath', () => {
  it.each([
    ['en', `/mount-depot/success?order=${REFERENCE}`],
    ['es', `/es/mount-depot/success?order=${REFERENCE}`],
  ] as const)('a card provider returns a %s order to %s', (locale, path) => {
    expect(storeReturnPath(REFERENCE, locale)).toBe(path);
  });
});
