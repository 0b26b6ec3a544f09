// @vitest-environment jsdom
// The booking request carries the page's language (issue 28, decisions.md "Languages"): a booking
// made on /es is stored as Spanish, so its e-mails and invites are Spanish. The body is the one
// the server's schema reads, and the server's English refusals reach a Spanish page in Spanish.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InLocale } from '@/client/i18n/in-locale';
import { bookingDraftSchema, SLOT_TAKEN_MESSAGE } from '@/domain/schemas/booking';
import { BookingContext, type BookingContextValue } from '../../hooks/use-booking';
import { emptyBookingState, type BookingState, type CartTv } from '../../state/booking-state';
import { useSubmitBooking } from './use-submit-booking';

const state: BookingState = {
  ...emptyBookingState(),
  tvs: [{ id: 'tv-1', room: 'Living Room', tvSize: '56-65', wallType: 'drywall_studs' } as CartTv],
  date: '2030-07-02',
  time: '10:00 AM',
  contact: {
    name: 'Jordan Avery',
    email: 'jordan@example.com',
    phone: '(704) 555-0142',
    smsOptIn: false,
    propertyType: 'house',
    address: '1200 Queens Rd, Charlotte, NC 28207',
    unitNumber: '',
    notes: '',
  },
  paymentMethod: 'cash',
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSubmit(locale: 'en' | 'es') {
  const onSlotTaken = vi.fn();
  const booking = {
    state,
    dispatch: vi.fn(),
    step: 'payment',
  } as unknown as BookingContextValue;
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <InLocale locale={locale}>
      <QueryClientProvider client={queryClient}>
        <BookingContext.Provider value={booking}>
          {/* A Spanish page's catalogue names arrive in a chunk of their own. */}
          <Suspense>{children}</Suspense>
        </BookingContext.Provider>
      </QueryClientProvider>
    </InLocale>
  );
  const hook = renderHook(() => useSubmitBooking({ onContactErrors: vi.fn(), onSlotTaken }), {
    wrapper,
  });
  return { ...hook, onSlotTaken };
}

/** Rendered, and past the Spanish names' chunk (an awaited act lets the suspended render retry). */
async function ready(locale: 'en' | 'es') {
  let rendered: ReturnType<typeof renderSubmit> | undefined;
  await act(async () => {
    rendered = renderSubmit(locale);
  });
  if (!rendered) throw new Error('not rendered');
  const { result } = rendered;
  await waitFor(() => expect(result.current).not.toBeNull(), { timeout: 10_000 });
  return rendered;
}

/** The JSON body of the one POST /api/bookings the hook sent. */
function sentBooking(): Record<string, unknown> {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/bookings');
  expect(call?.[1]?.method).toBe('POST');
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
}

describe('POST /api/bookings from the payment step', () => {
  it.each(['es', 'en'] as const)('carries the %s page’s locale', async (locale) => {
    fetchMock.mockResolvedValue(Response.json({ id: 1, reference: 'CTM-7K3Q9X' }, { status: 201 }));
    const { result } = await ready(locale);
    await act(() => result.current.submit('cash'));
    const body = sentBooking();
    expect(body.locale).toBe(locale);
    // The slot label stays the English one of "Time slots" in either language.
    expect(body.appointmentTime).toBe('10:00 AM');
    expect(bookingDraftSchema.parse(body).locale).toBe(locale);
  });

  it('names the service in the booking’s language', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 1, reference: 'CTM-7K3Q9X' }, { status: 201 }));
    const es = await ready('es');
    await act(() => es.result.current.submit('cash'));
    expect(sentBooking().serviceName).toBe('Sala - TV de 56"-65"');
    fetchMock.mockClear();
    const en = await ready('en');
    await act(() => en.result.current.submit('cash'));
    expect(sentBooking().serviceName).toBe('Living Room - 56"-65" TV');
  });

  it('shows a taken slot in Spanish on a Spanish page, in the server’s words on an English one', async () => {
    const taken = () =>
      Response.json({ statusCode: 409, message: SLOT_TAKEN_MESSAGE }, { status: 409 });
    fetchMock.mockImplementation(() => Promise.resolve(taken()));
    const es = await ready('es');
    await act(() => es.result.current.submit('cash'));
    expect(es.onSlotTaken).toHaveBeenCalledWith(
      'Ese horario se acaba de reservar. Elija otro, por favor.',
    );
    const en = await ready('en');
    await act(() => en.result.current.submit('cash'));
    expect(en.onSlotTaken).toHaveBeenCalledWith(SLOT_TAKEN_MESSAGE);
  });
});
