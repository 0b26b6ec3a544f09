// @vitest-environment jsdom
// The booking's Texts line for the office (decisions.md "Text messages (SMS)"): on, off or
// opted out, and the customer's replies with their time.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffBooking } from '@/domain/schemas/staff';
import { renderAsAdmin } from '../../testing/admin-render';
import { BookingTextsLine } from './booking-texts';

afterEach(() => {
  cleanup();
});

const booking = { id: 7 } as StaffBooking;

describe('the Texts line', () => {
  it('says a number opted out by STOP, and lists the replies with their time', () => {
    renderAsAdmin(
      <BookingTextsLine
        booking={{
          ...booking,
          sms: {
            optIn: true,
            optedOut: true,
            replies: [{ body: 'Can you come at 3 instead?', receivedAt: '2030-06-10T16:00:00Z' }],
          },
        }}
      />,
    );
    expect(screen.getByText('Opted out (STOP)')).toBeTruthy();
    const replies = screen.getByRole('list', { name: "Customer's replies" });
    expect(within(replies).getByText('Can you come at 3 instead?')).toBeTruthy();
    expect(replies.querySelector('time')?.getAttribute('dateTime')).toBe('2030-06-10T16:00:00Z');
  });

  it('says off when the box was not ticked', () => {
    renderAsAdmin(
      <BookingTextsLine
        booking={{ ...booking, sms: { optIn: false, optedOut: false, replies: [] } }}
      />,
    );
    expect(screen.getByText('Off')).toBeTruthy();
  });
});
