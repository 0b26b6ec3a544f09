// @vitest-environment jsdom
// The scheduling screens on a Spanish page (issue 28: no English interface words on /es/book/*):
// their words from the schedule catalog, dates, windows and money for es-US; the English page
// keeps the spec's words exactly.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InLocale } from '@/client/i18n/in-locale';
import { setBusinessFacts } from '@/client/lib/business-facts';
import { SEED_BUSINESS_FACTS } from '@/domain/catalog/business-seed';
import type { Locale } from '@/domain/site/locales';
import { BookingContext, type BookingContextValue } from '../../hooks/use-booking';
import { EMPTY_CONTACT } from '../../state/booking-state';
import { saveConfirmation, type Confirmation } from '../../state/confirmations';
import ConfirmationScreen from './confirmation-screen';
import { ContactStep } from './contact-step';
import { PaymentStep } from './payment-step';

beforeEach(() => {
  setBusinessFacts({ ...SEED_BUSINESS_FACTS, version: 1 });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json({ key: null }))),
  );
  window.scrollTo = vi.fn();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The screen as a page shows it; awaited, so a Spanish screen is past its words' chunk. */
async function renderIn(locale: Locale, ui: ReactNode) {
  const booking = { announce: vi.fn(), exit: vi.fn() } as unknown as BookingContextValue;
  await act(async () => {
    render(
      <InLocale locale={locale}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <BookingContext.Provider value={booking}>
              <Suspense fallback="loading">{ui}</Suspense>
            </BookingContext.Provider>
          </MemoryRouter>
        </QueryClientProvider>
      </InLocale>,
    );
  });
  await waitFor(() => expect(screen.queryByText('loading')).toBeNull(), { timeout: 10_000 });
}

const text = () => document.body.textContent ?? '';

const contactStep = (
  <ContactStep
    contact={EMPTY_CONTACT}
    errors={{}}
    inComplex={false}
    onChange={vi.fn()}
    onSubmit={vi.fn()}
    actions={null}
  />
);

describe('the contact step', () => {
  it('is Spanish on a Spanish page', async () => {
    await renderIn('es', contactStep);
    for (const label of ['Nombre completo', 'Correo electrónico', 'Número de teléfono']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByLabelText('Dirección').getAttribute('placeholder')).toBe(
      'Calle y número, ciudad, estado y código postal',
    );
    expect(screen.getByRole('radio', { name: 'Apartamento o condominio' })).toBeTruthy();
    expect(text()).toContain('1,000 caracteres restantes');
    expect(text()).not.toMatch(/Full Name|Street|optional|characters|House|Business|Notes/);
  });

  it('keeps the English words on an English page', async () => {
    await renderIn('en', contactStep);
    expect(screen.getByLabelText('Full Name')).toBeTruthy();
    expect(screen.getByLabelText('Street Address')).toBeTruthy();
    expect(screen.getByLabelText(/Apartment \/ Unit Number/).id).toBe('contact-unitNumber');
    expect(text()).toContain('Apartment / Unit Number (optional)');
    expect(text()).toContain('1,000 characters left');
  });
});

describe('the payment step', () => {
  const step = <PaymentStep method="cash" totalCents={12899} onMethod={vi.fn()} actions={null} />;

  it('is Spanish on a Spanish page, with the Afterpay plan in es-US', async () => {
    await renderIn('es', step);
    expect(screen.getByRole('group', { name: 'Forma de pago' })).toBeTruthy();
    expect(text()).toContain('Tarjeta de crédito o débito');
    expect(text()).toContain('4 pagos sin intereses');
    expect(text()).toContain('Pague en efectivo al terminar el servicio');
    expect(text()).not.toMatch(/Pay|Card|Cash|interest-free/);
  });

  it('keeps the English words on an English page', async () => {
    await renderIn('en', step);
    expect(text()).toContain('Credit or Debit Card');
    expect(text()).toContain('4 interest-free payments');
    expect(text()).toContain('Pay cash when service is completed');
  });
});

describe('the confirmation', () => {
  const confirmation: Confirmation = {
    reference: 'CTM-7K3Q9X',
    id: 42,
    name: 'Jordan Avery',
    email: 'jordan@example.com',
    address: '500 S Tryon St, Charlotte, NC 28202',
    unitNumber: '1204',
    serviceName: 'Living Room - 56"-65" TV',
    appointmentDate: '2030-07-02',
    appointmentTime: '2:00 PM',
    totalPrice: 21898,
    paymentMethod: 'cash',
    paymentStatus: 'unpaid',
    products: [],
    locale: 'es',
  };

  it('shows the day, the window and the money for es-US', async () => {
    saveConfirmation(confirmation);
    await renderIn('es', <ConfirmationScreen reference="CTM-7K3Q9X" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reserva confirmada');
    expect(text()).toContain('martes, 2 de julio');
    expect(text()).toContain('2:00 p. m. – 4:00 p. m.');
    expect(text()).toContain('$218.98');
    expect(text()).toContain('Horario de llegada');
    expect(text()).toContain('500 S Tryon St, Charlotte, NC 28202, unidad 1204');
    expect(screen.getByRole('button', { name: 'Agregar al calendario' })).toBeTruthy();
    expect(text()).not.toMatch(/Arrival|Reference|Add to calendar|Back to Home|Unit|PM|Booking/);
  });

  it('keeps the English words on an English page', async () => {
    saveConfirmation({ ...confirmation, locale: 'en' });
    await renderIn('en', <ConfirmationScreen reference="CTM-7K3Q9X" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Booking Confirmed');
    expect(text()).toContain('Tuesday, July 2');
    expect(text()).toContain('2:00 PM - 4:00 PM');
    expect(text()).toContain('500 S Tryon St, Charlotte, NC 28202, Unit 1204');
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
  });

  it('says where the details are when this browser has none, in Spanish', async () => {
    await renderIn('es', <ConfirmationScreen reference="CTM-7K3Q9X" />);
    expect(text()).toContain('Reserva CTM-7K3Q9X');
    expect(text()).toContain(`llame al ${SEED_BUSINESS_FACTS.phone}`);
  });
});
