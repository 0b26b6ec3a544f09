// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/client/lib/query-client';
import { calculateQuote } from '@/domain/pricing/calculate-quote';
import { addDays, businessToday } from '@/domain/scheduling/business-time';
import type { AssistantBookingDraft } from '@/domain/schemas/assistant';
import { tvConfigSchema } from '@/domain/schemas/tv-config';
import { BookingOverlay } from './booking-overlay';
import { InLocale } from '@/client/i18n/in-locale';
import type { Locale } from '@/domain/site/locales';

const tv = tvConfigSchema.parse({ tvSize: '56-65', wallType: 'drywall_studs', room: 'Den' });
const priced = calculateQuote({ tvs: [tv] });
if (!priced.ok) throw new Error('the sample TV should price');
const draft: AssistantBookingDraft = {
  tvs: [tv],
  additionalServices: [],
  slot: null,
  quote: priced.quote,
  locale: 'en',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let bookingAnswer: () => Response;
const fetchMock = vi.fn((path: string, _init?: RequestInit) => {
  if (path.startsWith('/api/time-slots/available')) {
    const date = new URL(path, 'http://x').searchParams.get('date') ?? '';
    return Promise.resolve(json(200, [{ date, time: '12:00 PM', isAvailable: true }]));
  }
  if (path === '/api/bookings') return Promise.resolve(bookingAnswer());
  return Promise.resolve(json(503, { message: 'off' }));
});
const bookingCalls = () => fetchMock.mock.calls.filter(([path]) => path === '/api/bookings');

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  // A refused booking is logged (store-staff-assistant.md section 4); not in the test's output.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderOverlay = (locale: Locale = 'en') => {
  const onBooked = vi.fn();
  render(
    <InLocale locale={locale}>
      <QueryClientProvider client={createQueryClient()}>
        <BookingOverlay
          draft={{ ...draft, locale }}
          open
          onOpenChange={vi.fn()}
          onBooked={onBooked}
        />
      </QueryClientProvider>
    </InLocale>,
  );
  return { onBooked };
};
const complete = () => screen.getByRole('button', { name: 'Complete Booking' });
const fillContact = async () => {
  await userEvent.type(screen.getByLabelText(/^Full Name/), 'Ann Lee');
  await userEvent.type(screen.getByLabelText(/^Phone/), '(704) 555-0142');
  await userEvent.type(screen.getByLabelText(/^Email/), 'ann@example.com');
  await userEvent.type(screen.getByLabelText(/^Installation Address/), '200 S Tryon St');
};

describe('the assistant booking overlay', () => {
  it('waits for the contact fields before it can be sent', async () => {
    renderOverlay();
    expect(complete().hasAttribute('disabled')).toBe(true);
    await fillContact();
    expect(complete().hasAttribute('disabled')).toBe(false);
  });

  it('names the missing window and unit beside their fields, and takes each back when edited', async () => {
    renderOverlay();
    await fillContact();
    await userEvent.selectOptions(screen.getByLabelText('Property type'), 'apartment');
    await userEvent.click(complete());
    expect(await screen.findByText('Choose a date')).toBeTruthy();
    expect(screen.getByText('Choose an arrival window')).toBeTruthy();
    expect(screen.getByText('Enter your apartment or unit number')).toBeTruthy();
    const unit = screen.getByLabelText(/^Apartment \/ Unit Number/);
    expect(unit.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(unit, '4B');
    expect(screen.queryByText('Enter your apartment or unit number')).toBeNull();
    expect(screen.getByText('Choose a date')).toBeTruthy();
    expect(bookingCalls()).toHaveLength(0);
  });

  it("books for cash and shows the server's field errors and message when refused", async () => {
    bookingAnswer = () =>
      json(400, {
        message: 'Check the phone number',
        fieldErrors: { phone: 'Enter a valid phone' },
      });
    const { onBooked } = renderOverlay();
    await fillContact();
    await userEvent.type(
      screen.getByLabelText('Preferred Date'),
      addDays(businessToday(new Date()), 3),
    );
    await waitFor(() =>
      expect(screen.getByRole<HTMLOptionElement>('option', { name: /^12:00 PM/ }).disabled).toBe(
        false,
      ),
    );
    await userEvent.selectOptions(screen.getByLabelText('Preferred Time'), '12:00 PM');
    await userEvent.click(complete());
    expect(await screen.findByText('Enter a valid phone')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Check the phone number');
    const sent = JSON.parse(String(bookingCalls()[0]?.[1]?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Ann Lee',
      propertyType: 'house',
      unitNumber: null,
      appointmentTime: '12:00 PM',
      paymentMethod: 'cash',
    });
    expect((sent.tvs as { room: string }[])[0]?.room).toBe('Living Room');

    bookingAnswer = () => json(201, { id: 7, reference: 'CTM-7', totalPrice: 100 });
    await userEvent.click(complete());
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
  });

  it('speaks Spanish to a Spanish conversation and books in its language', async () => {
    bookingAnswer = () => json(201, { id: 8, reference: 'CTM-8', totalPrice: 100 });
    const { onBooked } = renderOverlay('es');
    expect(
      screen.getByRole('dialog', { name: 'Complete su reserva de montaje de TV' }),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Nombre completo/), 'Ana López');
    await userEvent.type(screen.getByLabelText(/^Teléfono/), '(704) 555-0142');
    await userEvent.type(screen.getByLabelText(/^Correo electrónico/), 'ana@example.com');
    await userEvent.type(screen.getByLabelText(/^Dirección de instalación/), '200 S Tryon St');
    await userEvent.click(screen.getByRole('button', { name: 'Completar la reserva' }));
    expect(await screen.findByText('Elija una fecha')).toBeTruthy();
    expect(screen.getByText('Elija un horario de llegada')).toBeTruthy();
    await userEvent.type(
      screen.getByLabelText('Fecha preferida'),
      addDays(businessToday(new Date()), 3),
    );
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLOptionElement>('option', { name: /^12:00 p\. m\. – 2:00 p\. m\.$/ })
          .disabled,
      ).toBe(false),
    );
    await userEvent.selectOptions(screen.getByLabelText('Hora preferida'), '12:00 PM');
    await userEvent.click(screen.getByRole('button', { name: 'Completar la reserva' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    const sent = JSON.parse(String(bookingCalls()[0]?.[1]?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ appointmentTime: '12:00 PM', locale: 'es' });
  });

  it('texts only a US number when the box is ticked, in the page’s language', async () => {
    bookingAnswer = () => json(201, { id: 9, reference: 'CTM-9', totalPrice: 100 });
    const { onBooked } = renderOverlay('es');
    const box = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Envíenme mensajes de texto sobre esta reserva',
    });
    expect(box.checked).toBe(false);
    await userEvent.type(screen.getByLabelText(/^Nombre completo/), 'Ana López');
    await userEvent.type(screen.getByLabelText(/^Teléfono/), '+44 20 7946 0958');
    await userEvent.type(screen.getByLabelText(/^Correo electrónico/), 'ana@example.com');
    await userEvent.type(screen.getByLabelText(/^Dirección de instalación/), '200 S Tryon St');
    await userEvent.type(
      screen.getByLabelText('Fecha preferida'),
      addDays(businessToday(new Date()), 3),
    );
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLOptionElement>('option', { name: /^12:00 p\. m\. – 2:00 p\. m\.$/ })
          .disabled,
      ).toBe(false),
    );
    await userEvent.selectOptions(screen.getByLabelText('Hora preferida'), '12:00 PM');
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Completar la reserva' }));
    const message = 'Escriba un número de celular válido de EE. UU. para recibir mensajes de texto';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText(/^Teléfono/).getAttribute('aria-invalid')).toBe('true');
    expect(bookingCalls()).toHaveLength(0);

    // Unticked, the number needs no texts: the message goes and the booking is sent without.
    await userEvent.click(box);
    expect(screen.queryByText(message)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Completar la reserva' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    const sent = JSON.parse(String(bookingCalls()[0]?.[1]?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ smsOptIn: false, phone: '+44 20 7946 0958' });
  });

  it('sends smsOptIn with a US number, and says the server’s refusal beside the phone', async () => {
    bookingAnswer = () =>
      json(400, {
        message: 'phone: Enter a valid US mobile number to get texts',
        fieldErrors: { phone: 'Enter a valid US mobile number to get texts' },
      });
    renderOverlay();
    await fillContact();
    await userEvent.type(
      screen.getByLabelText('Preferred Date'),
      addDays(businessToday(new Date()), 3),
    );
    await waitFor(() =>
      expect(screen.getByRole<HTMLOptionElement>('option', { name: /^12:00 PM/ }).disabled).toBe(
        false,
      ),
    );
    await userEvent.selectOptions(screen.getByLabelText('Preferred Time'), '12:00 PM');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Text me updates about this booking' }),
    );
    await userEvent.click(complete());
    expect(await screen.findByText('Enter a valid US mobile number to get texts')).toBeTruthy();
    const sent = JSON.parse(String(bookingCalls()[0]?.[1]?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ smsOptIn: true, phone: '(704) 555-0142' });
  });
});
