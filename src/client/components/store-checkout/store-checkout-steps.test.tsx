// @vitest-environment jsdom
// The store checkout's contact step on react-hook-form with the store order route's rules, in
// English and on a Spanish page (issue 28: Spanish words, and the order sent with locale 'es').
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_BUSINESS_FACTS } from '@/domain/catalog/business-seed';
import { setBusinessFacts } from '@/client/lib/business-facts';
import { InLocale } from '@/client/i18n/in-locale';
import type { Locale } from '@/domain/site/locales';
import { StoreCheckoutSteps } from './store-checkout-steps';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  setBusinessFacts({ ...SEED_BUSINESS_FACTS, version: 1 });
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('nope', { status: 503 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (locale: Locale = 'en') =>
  render(
    <InLocale locale={locale}>
      <StoreCheckoutSteps
        idPrefix="store-checkout"
        lines={[
          {
            id: 'product-3',
            productId: 3,
            name: 'Tilting Mount',
            priceCents: 4999,
            quantity: 2,
            image: '',
            type: 'product',
          },
        ]}
        summary={() => null}
        returnPath={() => '/store/success'}
        onPaid={vi.fn()}
      />
    </InLocale>,
  );
const cont = () => userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));

describe('the store checkout contact step', () => {
  it("names each missing detail in the route's words and sends nothing", async () => {
    open();
    await userEvent.click(screen.getByLabelText('Local delivery (free, Charlotte area)'));
    await cont();
    expect(await screen.findByText('Enter your full name')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Enter a phone number with at least 10 digits')).toBeTruthy();
    expect(screen.getByText('Enter the delivery address')).toBeTruthy();
    expect(screen.getByLabelText('Full Name').getAttribute('aria-describedby')).toBe(
      'store-checkout-name-error',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('places the order with the details and the lines', async () => {
    open();
    await userEvent.type(screen.getByLabelText('Full Name'), 'Dana Buyer');
    await userEvent.type(screen.getByLabelText('Email Address'), 'dana@example.com');
    await userEvent.type(screen.getByLabelText('Phone Number'), '(704) 555-0190');
    await userEvent.click(screen.getByLabelText('Local delivery (free, Charlotte area)'));
    await userEvent.type(
      screen.getByLabelText('Delivery Address'),
      '500 S Tryon St, Charlotte, NC 28202',
    );
    await cont();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0]!;
    expect([path, init?.method]).toEqual(['/api/store-orders', 'POST']);
    expect(JSON.parse(String(init?.body))).toEqual({
      items: [{ productId: 3, quantity: 2 }],
      name: 'Dana Buyer',
      email: 'dana@example.com',
      phone: '(704) 555-0190',
      fulfilment: 'delivery',
      address: '500 S Tryon St, Charlotte, NC 28202',
      locale: 'en',
    });
    expect(
      await screen.findByText('Failed to initialize checkout. Please try again.'),
    ).toBeTruthy();
  });
});

describe('the store checkout on a Spanish page', () => {
  it('names each missing detail in Spanish and sends nothing', async () => {
    open('es');
    await userEvent.click(screen.getByLabelText('Entrega local (gratis, área de Charlotte)'));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    expect(await screen.findByText('Escriba su nombre completo')).toBeTruthy();
    expect(screen.getByText('Escriba un correo electrónico válido')).toBeTruthy();
    expect(screen.getByText('Escriba un número de teléfono de al menos 10 dígitos')).toBeTruthy();
    expect(screen.getByText('Escriba la dirección de entrega')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Enter |Full Name|Pickup|Continue/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('places the order in Spanish and says in Spanish what the server refused', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          message:
            'address: We do not serve ZIP code 28999 yet. Call us at (704) 555-0100 and we will see what we can do.',
          fieldErrors: {
            address:
              'We do not serve ZIP code 28999 yet. Call us at (704) 555-0100 and we will see what we can do.',
          },
        },
        { status: 400 },
      ),
    );
    open('es');
    await userEvent.type(screen.getByLabelText('Nombre completo'), 'Dana Buyer');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'dana@example.com');
    await userEvent.type(screen.getByLabelText('Número de teléfono'), '(704) 555-0190');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ fulfilment: 'pickup', locale: 'es' });
    const refusal = await screen.findAllByText(
      'Todavía no damos servicio en el código postal 28999. Llámenos al (704) 555-0100 y veremos qué podemos hacer.',
    );
    expect(refusal.length).toBeGreaterThan(0);
  });
});
