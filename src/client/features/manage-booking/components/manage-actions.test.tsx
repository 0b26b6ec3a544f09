// @vitest-environment jsdom
// The customer's own change is answered on the page even when the live stream tells of it first
// (issue 30): the stream's news takes the booking's actions, and the cancel dialog with them, off
// the page before the cancel's answer arrives; the outcome must still be said.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { InLocale } from '@/client/i18n/in-locale';
import { createQueryClient } from '@/client/lib/query-client';
import type { CustomerBookingView } from '@/domain/schemas/manage';
import { ManageActions } from './manage-actions';

const OPEN: CustomerBookingView = {
  reference: 'CTM-7K3Q9X',
  status: 'confirmed',
  paymentStatus: 'paid',
  paymentMethod: 'card',
  locale: 'en',
  appointmentDate: '2030-12-03',
  appointmentTime: '10:00 AM',
  arrivalWindow: '10:00 AM - 12:00 PM',
  totalPrice: 12899,
  serviceName: 'TV Mounting',
  address: '100 N Tryon St, Charlotte, NC 28202',
  tvs: [],
  discountCents: 0,
  oneTimeFees: [],
  services: [],
  products: [],
  technicianFirstName: null,
  timeline: [],
  cancelledAt: null,
  cancelReason: null,
  canReschedule: true,
  canCancel: true,
  cutoffAt: '2030-12-02T15:00:00Z',
  changesClosedReason: null,
  reviewed: false,
};
const CANCELLED: CustomerBookingView = {
  ...OPEN,
  status: 'cancelled',
  paymentStatus: 'refunded',
  cancelledAt: '2030-11-30T19:05:00Z',
  canReschedule: false,
  canCancel: false,
  changesClosedReason: 'This booking is cancelled, so it cannot be changed.',
};

let answerCancel: (response: Response) => void = () => {};
const fetchMock = vi.fn((path: string) =>
  path.endsWith('/cancel')
    ? new Promise<Response>((resolve) => (answerCancel = resolve))
    : Promise.resolve(new Response('{}', { status: 503 })),
);
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("says the cancel's outcome when the stream's news of it came before the answer", async () => {
  const client = createQueryClient();
  const page = (view: CustomerBookingView) => (
    <InLocale locale="en">
      <QueryClientProvider client={client}>
        <ManageActions token="tok" view={view} />
      </QueryClientProvider>
    </InLocale>
  );
  const { rerender } = render(page(OPEN));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

  // The stream's event arrives first: the booking is cancelled, its actions (and the dialog) go.
  rerender(page(CANCELLED));
  expect(screen.queryByRole('dialog')).toBeNull();
  answerCancel(
    new Response(JSON.stringify(CANCELLED), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
  expect(
    await screen.findByText('Your booking is cancelled and your payment has been refunded.'),
  ).toBeTruthy();
});
