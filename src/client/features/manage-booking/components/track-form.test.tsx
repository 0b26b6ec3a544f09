// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InLocale } from '@/client/i18n/in-locale';
import { createQueryClient } from '@/client/lib/query-client';
import type { Locale } from '@/domain/site/locales';
import { TrackForm } from './track-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let trackAnswer: Response;
const fetchMock = vi.fn((path: string, _init?: RequestInit) =>
  Promise.resolve(path === '/api/track' ? trackAnswer : json(503, { message: 'off' })),
);
const trackCalls = () => fetchMock.mock.calls.filter(([path]) => path === '/api/track');

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = (locale: Locale = 'en') => {
  const onFound = vi.fn();
  render(
    <InLocale locale={locale}>
      <QueryClientProvider client={createQueryClient()}>
        <TrackForm onFound={onFound} />
      </QueryClientProvider>
    </InLocale>,
  );
  return { onFound };
};
const find = () => userEvent.click(screen.getByRole('button', { name: 'Find my booking' }));

describe('the /track form', () => {
  it("says what is missing in the route's own words and asks nothing", async () => {
    renderForm();
    await find();
    expect(await screen.findByText('Enter your booking reference (CTM-...)')).toBeTruthy();
    expect(screen.getByText('Enter the e-mail address you booked with')).toBeTruthy();
    const reference = screen.getByLabelText('Booking reference');
    expect(reference.getAttribute('aria-invalid')).toBe('true');
    expect(reference.getAttribute('aria-describedby')).toBe('track-reference-error');
    expect(trackCalls()).toHaveLength(0);
  });

  it('keeps a message while typing and takes it back on the next send', async () => {
    trackAnswer = json(200, { reference: 'CTM-ABC123' });
    const { onFound } = renderForm();
    await find();
    await userEvent.type(screen.getByLabelText('Booking reference'), ' ctm-abc123');
    expect(screen.getByText('Enter your booking reference (CTM-...)')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'Ann@Example.com');
    await find();
    await waitFor(() => expect(onFound).toHaveBeenCalledTimes(1));
    expect(onFound.mock.calls[0]?.[0]).toEqual({ reference: 'CTM-ABC123' });
    expect(screen.queryByText('Enter your booking reference (CTM-...)')).toBeNull();
    // Sent as typed: the server trims and cases them.
    expect(JSON.parse(String(trackCalls()[0]?.[1]?.body))).toEqual({
      reference: ' ctm-abc123',
      email: 'Ann@Example.com',
    });
  });

  it("shows the server's field errors on their fields", async () => {
    trackAnswer = json(400, {
      message: 'Invalid request',
      fieldErrors: { email: 'Enter a valid e-mail address' },
    });
    renderForm();
    await userEvent.type(screen.getByLabelText('Booking reference'), 'CTM-ABC123');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ann@example');
    await find();
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names any other failure in one alert', async () => {
    trackAnswer = json(404, { message: 'No booking matches that reference and e-mail.' });
    renderForm();
    await userEvent.type(screen.getByLabelText('Booking reference'), 'CTM-ABC123');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ann@example.com');
    await find();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No booking matches that reference and e-mail.',
    );
  });

  describe('in Spanish', () => {
    const buscar = () => userEvent.click(screen.getByRole('button', { name: 'Buscar mi reserva' }));

    it("says the schema's checks in Spanish", async () => {
      renderForm('es');
      await buscar();
      expect(await screen.findByText('Escriba la referencia de su reserva (CTM-...)')).toBeTruthy();
      expect(screen.getByText('Escriba el correo electrónico con el que reservó')).toBeTruthy();
      expect(trackCalls()).toHaveLength(0);
    });

    it("says the server's not-found answer in Spanish, and any unknown one in its own words", async () => {
      trackAnswer = json(404, {
        message: 'We could not find a booking with that reference and e-mail address.',
      });
      renderForm('es');
      await userEvent.type(screen.getByLabelText('Referencia de la reserva'), 'CTM-ABC123');
      await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ann@example.com');
      await buscar();
      expect((await screen.findByRole('alert')).textContent).toBe(
        'No encontramos una reserva con esa referencia y ese correo electrónico.',
      );
      cleanup();
      trackAnswer = json(429, { message: 'Rate limit exceeded, retry in 1 minute' });
      renderForm('es');
      await userEvent.type(screen.getByLabelText('Referencia de la reserva'), 'CTM-ABC123');
      await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ann@example.com');
      await buscar();
      expect((await screen.findByRole('alert')).textContent).toMatch(
        /^No pudimos buscar su reserva en este momento\./,
      );
    });
  });
});
