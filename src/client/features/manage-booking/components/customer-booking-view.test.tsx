// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { InLocale } from '@/client/i18n/in-locale';
import type { Locale } from '@/domain/site/locales';
import type { CustomerBookingView as View } from '@/domain/schemas/manage';
import { CustomerBookingView } from './customer-booking-view';

afterEach(cleanup);

const VIEW: View = {
  reference: 'CTM-7K3Q9X',
  status: 'cancelled',
  paymentStatus: 'refunded',
  paymentMethod: 'card',
  locale: 'es',
  appointmentDate: '2026-12-03',
  appointmentTime: '10:00 AM',
  arrivalWindow: '10:00 AM - 12:00 PM',
  totalPrice: 123450,
  serviceName: 'TV Mounting',
  address: '100 N Tryon St, Charlotte, NC 28202',
  tvs: [],
  discountCents: 1000,
  oneTimeFees: [],
  services: [],
  products: [],
  technicianFirstName: null,
  timeline: [],
  cancelledAt: '2026-11-30T19:05:00Z',
  cancelReason: 'Cambio de planes',
  canReschedule: false,
  canCancel: false,
  cutoffAt: '2026-12-02T15:00:00Z',
  changesClosedReason: null,
  reviewed: false,
};

const show = (locale: Locale) =>
  render(
    <InLocale locale={locale}>
      <Suspense fallback={null}>
        <CustomerBookingView view={VIEW} />
      </Suspense>
    </InLocale>,
  );

describe("the customer's view of a booking", () => {
  it('reads as before in English', () => {
    show('en');
    // English words are at hand: nothing waits.
    expect(screen.getAllByText('Cancelled')).toHaveLength(2);
    // English words are at hand: nothing waits.
    expect(screen.getByRole('heading', { name: 'Appointment' })).toBeTruthy();
    expect(screen.getAllByText('Cancelled')).toHaveLength(2);
    expect(screen.getByText('Thursday, December 3')).toBeTruthy();
    expect(screen.getByTestId('arrival-window').textContent).toBe('10:00 AM - 12:00 PM');
    expect(screen.getByText('This booking was cancelled on Nov 30, 2:05 PM.')).toBeTruthy();
    expect(screen.getByText('Not assigned yet')).toBeTruthy();
    expect(screen.getByText('-$10.00')).toBeTruthy();
    expect(screen.getByText('Method: Card')).toBeTruthy();
  });

  it('is Spanish on a Spanish page, with es-US dates, window and money', async () => {
    await act(async () => {
      show('es');
      await Promise.resolve();
    });
    // The Spanish catalogue's words arrive as a chunk of their own: the view waits for them.
    expect(await screen.findByRole('heading', { name: 'Cita' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByText('Cancelada')).toHaveLength(2);
    for (const heading of ['Cita', 'Avance', 'Lo que reservó', 'Pago']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.getByText('jueves, 3 de diciembre')).toBeTruthy();
    expect(screen.getByTestId('arrival-window').textContent).toBe('10:00 a. m. – 12:00 p. m.');
    expect(screen.getByText('Esta reserva se canceló el 30 nov, 2:05 p. m.')).toBeTruthy();
    expect(screen.getByText('Motivo: Cambio de planes')).toBeTruthy();
    cleanup();
    await act(async () => {
      render(
        <InLocale locale="es">
          <CustomerBookingView
            view={{ ...VIEW, cancelReason: 'Cancelled by the customer online' }}
          />
        </InLocale>,
      );
      await Promise.resolve();
    });
    // The system's reason is said in Spanish; a customer's own words stay as written.
    expect(screen.getByText('Motivo: Cancelada por el cliente en línea')).toBeTruthy();
    expect(screen.getByText('Aún sin asignar')).toBeTruthy();
    expect(screen.getByText('Método: Tarjeta')).toBeTruthy();
    expect(screen.getByText('Descuento por varios TV (10%)')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Avance de la reserva' })).toBeTruthy();
    for (const english of ['Appointment', 'Arrival window', 'Payment', 'Cancelled', 'Date']) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
