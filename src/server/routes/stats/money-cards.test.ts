// The money cards reconcile to the cent (issue 44: with an unpaid card hold live, Booked counted
// it and "still to collect" did not: $3,650.99 - $1,785.09 != $1,736.91). Booked = Collected + To
// collect + Awaiting card payment, refunds apart; the CSV and the bookings list, summed by each
// row's card, give the same figures (docs/decisions/055-unpaid-limit-and-money-cards.md).
import { beforeAll, describe, expect, it } from 'vitest';
import { moneyCardOf, type MoneyCard } from '../../../domain/bookings/money-cards';
import type { StaffBooking } from '../../../domain/schemas/staff';
import type { BookingStats } from '../../../domain/schemas/staff-operations';
import { createTestApp } from '../../testing/test-app';
import { payWithSandbox, staffCalls } from '../../testing/operations-fixtures';
import { cardBookings, postBooking, slotSequence, validDraft } from '../bookings/testing';
import { adminMikeSarahTokens, staffId } from '../staff-bookings/staff-fixtures';

const app = await createTestApp();
const { get, put, stats } = staffCalls(app);
const nextSlot = slotSequence(3);
const cardBooking = cardBookings(app, nextSlot);
let admin = '';
let mike = '';
let mikeId = 0;

beforeAll(async () => {
  [admin, mike] = await adminMikeSarahTokens(app);
  mikeId = await staffId(app, 'mike');
});

async function cashBooking() {
  const response = await postBooking(app, validDraft({ paymentMethod: 'cash', ...nextSlot() }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; totalPrice: number }>();
}

/** The sum of each card from rows that say their status, method and payment state. */
function sumByCard(
  rows: { status: string; paymentMethod: string; paymentStatus: string; totalPrice: number }[],
) {
  const sums: Record<MoneyCard | 'booked', number> = {
    booked: 0,
    collected: 0,
    to_collect: 0,
    awaiting_card_payment: 0,
  };
  for (const row of rows) {
    const card = moneyCardOf(row);
    if (!card) continue;
    sums.booked += row.totalPrice;
    sums[card] += row.totalPrice;
  }
  return sums;
}

function expectCards(sums: ReturnType<typeof sumByCard>, cards: BookingStats) {
  expect(sums).toEqual({
    booked: cards.bookedCents,
    collected: cards.collectedCents,
    to_collect: cards.toCollectCents,
    awaiting_card_payment: cards.awaitingCardPaymentCents,
  });
}

/** RFC 4180 lines into cells (quoted fields may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  for (const match of line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)) {
    const cell = match[1] ?? '';
    cells.push(cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);
  }
  return cells;
}

function csvRows(csv: string) {
  const [header = '', ...lines] = csv.trim().split('\r\n');
  const names = csvCells(header);
  const at = (name: string) => names.indexOf(name);
  return lines.map((line) => {
    const cells = csvCells(line);
    return {
      status: cells[at('status')] ?? '',
      paymentMethod: cells[at('payment_method')] ?? '',
      paymentStatus: cells[at('payment_status')] ?? '',
      totalPrice: Number(cells[at('total_cents')]),
      moneyCard: cells[at('money_card')] ?? '',
    };
  });
}

describe('the money cards', () => {
  it('reconcile to the cent with a live hold, cash owed and collected, a paid card and a refund', async () => {
    const before = await stats(admin);
    const hold = await cardBooking();
    const cash = await cashBooking();
    const collectedCash = await cashBooking();
    const paidCard = await cardBooking();
    await payWithSandbox(app, paidCard);
    const refunded = await cardBooking();
    await payWithSandbox(app, refunded);

    await put(`/api/bookings/${collectedCash.id}`, admin, {
      status: 'confirmed',
      assignedTechnicianId: mikeId,
    });
    const collected = await put(`/api/bookings/${collectedCash.id}`, mike, {
      paymentStatus: 'paid',
    });
    expect(collected.statusCode, collected.body).toBe(200);
    const cancel = await put(`/api/bookings/${refunded.id}`, admin, {
      status: 'cancelled',
      reason: 'Customer moved away',
    });
    expect(cancel.json()).toMatchObject({ paymentStatus: 'refunded' });

    const after = await stats(admin);
    // Each card moved by its own bookings, and no other.
    expect(after.awaitingCardPaymentCents - before.awaitingCardPaymentCents).toBe(hold.totalPrice);
    expect(after.toCollectCents - before.toCollectCents).toBe(cash.totalPrice);
    expect(after.collectedCents - before.collectedCents).toBe(
      collectedCash.totalPrice + paidCard.totalPrice,
    );
    expect(after.refundedCents - before.refundedCents).toBe(refunded.totalPrice);
    expect(after.bookedCents - before.bookedCents).toBe(
      hold.totalPrice + cash.totalPrice + collectedCash.totalPrice + paidCard.totalPrice,
    );
    // The identity, on the whole database (the seed's demo jobs too).
    expect(after.bookedCents).toBe(
      after.collectedCents + after.toCollectCents + after.awaitingCardPaymentCents,
    );
    expect(after.awaitingCardPaymentCents).toBeGreaterThan(0);

    // The list, summed by each row's card, gives the cards.
    const list = await get('/api/bookings?limit=500', admin);
    expect(list.statusCode).toBe(200);
    const rows = list.json<StaffBooking[]>().filter((b) => b.source !== 'diagnostic');
    expectCards(sumByCard(rows), after);

    // So does the CSV, which names each row's card.
    const csv = await get('/api/bookings.csv', admin);
    expect(csv.statusCode).toBe(200);
    const lines = csvRows(csv.body);
    for (const line of lines) expect(line.moneyCard).toBe(moneyCardOf(line) ?? '');
    expectCards(sumByCard(lines), after);
    const refundedLine = lines.find(
      (line) => line.totalPrice === refunded.totalPrice && line.status === 'cancelled',
    );
    expect(refundedLine).toMatchObject({ paymentStatus: 'refunded', moneyCard: '' });
  });
});
