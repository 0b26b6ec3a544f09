// Issue 44's attack: 12 addresses emptied the calendar in 10 s with cash bookings, which never
// lapse. With one limit on unpaid bookings of every kind (decisions.md "Holding up under abuse";
// docs/decisions/055-unpaid-limit-and-money-cards.md) they take 2 places each, whatever e-mails
// and phones they give, and the calendar stays open to everyone else.
import { describe, expect, it } from 'vitest';
import { SLOT_LABELS } from '../../../domain/scheduling/business-time';
import type { TimeSlot } from '../../../domain/schemas/time-slots';
import { createTestApp } from '../../testing/test-app';
import { dayAhead, freshAddress, postBooking, validDraft } from './testing';

const app = await createTestApp();
const DAYS = Array.from({ length: 13 }, (_, i) => dayAhead(i + 1));

async function openSlots(): Promise<number> {
  let open = 0;
  for (const date of DAYS) {
    const slots = await app.inject({ url: `/api/time-slots/available?date=${date}` });
    open += slots.json<TimeSlot[]>().filter((slot) => slot.isAvailable).length;
  }
  return open;
}

describe('cash bookings from 12 addresses', () => {
  it('take 2 places each and cannot fill the calendar; a new customer still books', async () => {
    expect(await openSlots()).toBe(DAYS.length * SLOT_LABELS.length);
    const attackers = Array.from({ length: 12 }, () => freshAddress());
    // Every place of every window from tomorrow on (2 technicians), each attempt with an e-mail
    // and phone of its own, the addresses taking turns: 156 attempts, 13 per address.
    const attempts = DAYS.flatMap((appointmentDate) =>
      SLOT_LABELS.flatMap((appointmentTime) =>
        [0, 1].map(() => ({ appointmentDate, appointmentTime })),
      ),
    );
    const statuses: number[] = [];
    for (let start = 0; start < attempts.length; start += attackers.length) {
      const round = attempts
        .slice(start, start + attackers.length)
        .map((slot, i) =>
          postBooking(app, validDraft({ paymentMethod: 'cash', ...slot }), {}, attackers[i]),
        );
      statuses.push(...(await Promise.all(round)).map((answer) => answer.statusCode));
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(24);
    expect(statuses.filter((status) => status === 429)).toHaveLength(attempts.length - 24);

    // 24 places of 156 taken: at most 12 windows full, every day still has an open window.
    expect(await openSlots()).toBeGreaterThanOrEqual(DAYS.length * SLOT_LABELS.length - 12);
    const last = DAYS.at(-1) ?? '';
    const customer = await postBooking(
      app,
      validDraft({ paymentMethod: 'cash', appointmentDate: last, appointmentTime: '6:00 PM' }),
    );
    expect(customer.statusCode, customer.body).toBe(201);
  }, 120_000);
});
