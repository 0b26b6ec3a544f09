// At most 2 places in live unpaid bookings per client, card holds, cash and afterpay together
// (decisions.md "Holding up under abuse"; docs/decisions/055-unpaid-limit-and-money-cards.md),
// counted per address, e-mail and phone, on the real app and database; with DATABASE_URL also
// across app servers sharing one PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookingDraftInput, BookingResponse } from '../../../domain/schemas/booking';
import type { PaymentIntentResponse } from '../../../domain/schemas/payments';
import { bookings } from '../../db/schema/index';
import { appServersOn, raceRequest } from '../../testing/app-servers';
import { createTestApp } from '../../testing/test-app';
import { bearer, login } from '../staff-bookings/staff-fixtures';
import {
  cardDrafts,
  freshAddress,
  freshCustomer,
  postBooking,
  slotSequence,
  validDraft,
} from './testing';
import { tooManyUnpaidMessage } from '../../bookings/unpaid-card-holds';
import { clientNetworkOf } from '../../plugins/client-network';
import { readBusinessFacts } from '../../services/business-facts';

const app = await createTestApp();
// Tomorrow to day 13: 78 slots, each taken once at most (a 429 takes none).
const nextSlot = slotSequence(1);
const nextYear = new Date().getUTCFullYear() + 1;

const businessPhone = (await readBusinessFacts(app.ctx.db)).phone;
const REFUSED = {
  message: tooManyUnpaidMessage(businessPhone),
  code: 'rate_limited',
  params: { phone: businessPhone },
};

/** A draft for the next free slot, by a customer of its own unless `overrides` says otherwise. */
const cardDraft = cardDrafts(nextSlot);

let keys = 0;
/** A card booking from `address`, made with an Idempotency-Key of its own (the release proof). */
async function bookCard(address: string, overrides: Partial<BookingDraftInput> = {}) {
  keys += 1;
  const key = `hold-${keys}`;
  const draft = cardDraft(overrides);
  const response = await postBooking(app, draft, { 'idempotency-key': key }, address);
  return { response, key, draft };
}

async function holdTwo(address: string, overrides: Partial<BookingDraftInput> = {}) {
  const first = await bookCard(address, overrides);
  const second = await bookCard(address, overrides);
  expect(first.response.statusCode, first.response.body).toBe(201);
  expect(second.response.statusCode, second.response.body).toBe(201);
  return [first, second].map(({ response, key }) => ({
    booking: response.json<BookingResponse>(),
    key,
  }));
}

function expectRefused(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(REFUSED);
}

async function heldFrom(network: string) {
  return app.ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.clientNetwork, network));
}

describe('unpaid card holds per address', () => {
  it('takes two, refuses the third with a 429 that says what to do, and stores nothing', async () => {
    const address = freshAddress();
    await holdTwo(address);
    const third = await bookCard(address);
    expectRefused(third.response);
    expect(await heldFrom(address)).toHaveLength(2);
    const [taken] = await app.ctx.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.email, third.draft.email));
    expect(taken).toBeUndefined();
  });

  it('says the business phone in its 429', () => {
    expect(businessPhone).toMatch(/\d{3}.*\d{4}/);
    expect(REFUSED.message).toContain(businessPhone);
    expect(REFUSED.message).toMatch(/^You already have 2 bookings waiting for payment\./);
  });

  it('counts cash and afterpay not yet paid with the card holds, per e-mail and phone too', async () => {
    const customer = freshCustomer();
    const cash = await postBooking(
      app,
      validDraft({ paymentMethod: 'cash', ...customer, ...nextSlot() }),
      {},
      freshAddress(),
    );
    expect(cash.statusCode, cash.body).toBe(201);
    const afterpay = await postBooking(
      app,
      validDraft({ paymentMethod: 'afterpay', ...customer, ...nextSlot() }),
      {},
      freshAddress(),
    );
    expect(afterpay.statusCode, afterpay.body).toBe(201);
    for (const paymentMethod of ['cash', 'afterpay', 'card'] as const) {
      const third = await postBooking(
        app,
        validDraft({ paymentMethod, ...customer, ...nextSlot() }),
        {},
        freshAddress(),
      );
      expectRefused(third);
    }
    // From one address, whatever e-mails and phones it gives: cash never lapses, but counts.
    const address = freshAddress();
    for (let i = 0; i < 2; i += 1) {
      const cashAgain = await postBooking(app, validDraft({ ...nextSlot() }), {}, address);
      expect(cashAgain.statusCode, cashAgain.body).toBe(201);
    }
    expectRefused(await postBooking(app, validDraft({ ...nextSlot() }), {}, address));
  });

  it('a cash booking stops counting once collected, completed or cancelled', async () => {
    const address = freshAddress();
    const made = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await postBooking(app, validDraft({ ...nextSlot() }), {}, address);
      expect(response.statusCode, response.body).toBe(201);
      made.push(response.json<BookingResponse>().id);
    }
    expectRefused(await postBooking(app, validDraft({ ...nextSlot() }), {}, address));
    const [collected, cancelled] = made;
    await app.ctx.db
      .update(bookings)
      .set({ paymentStatus: 'paid' })
      .where(eq(bookings.id, collected ?? 0));
    const third = await postBooking(app, validDraft({ ...nextSlot() }), {}, address);
    expect(third.statusCode, third.body).toBe(201);
    expectRefused(await postBooking(app, validDraft({ ...nextSlot() }), {}, address));
    await app.ctx.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, cancelled ?? 0));
    const fourth = await postBooking(app, validDraft({ ...nextSlot() }), {}, address);
    expect(fourth.statusCode, fourth.body).toBe(201);
  });

  it('a two-technician booking counts its two places', async () => {
    const twoTechs = {
      tvSize: '76-85',
      wallType: 'brick',
      tvs: [
        {
          tvSize: '76-85',
          wallType: 'brick',
          room: 'Living Room',
          mountType: 'tilt',
          largeTvAssistance: 'two_techs',
        } as const,
      ],
    };
    const address = freshAddress();
    const big = await postBooking(app, cardDraft(twoTechs), {}, address);
    expect(big.statusCode, big.body).toBe(201);
    expectRefused(await postBooking(app, validDraft({ ...nextSlot() }), {}, address));
    // One place held: a second two-technician job would make three.
    const other = freshAddress();
    const one = await postBooking(app, validDraft({ ...nextSlot() }), {}, other);
    expect(one.statusCode, one.body).toBe(201);
    expectRefused(await postBooking(app, cardDraft(twoTechs), {}, other));
  });

  it('a released hold no longer counts', async () => {
    const address = freshAddress();
    const [first] = await holdTwo(address);
    expectRefused((await bookCard(address)).response);
    const released = await app.inject({
      method: 'POST',
      url: `/api/bookings/${first?.booking.id}/release`,
      headers: { 'idempotency-key': first?.key ?? '' },
      remoteAddress: address,
    });
    expect(released.statusCode).toBe(204);
    expect((await bookCard(address)).response.statusCode).toBe(201);
    expectRefused((await bookCard(address)).response);
  });

  it('a paid or lapsed hold no longer counts; a declined one still does', async () => {
    const address = freshAddress();
    const [first, second] = await holdTwo(address);
    if (!first || !second) throw new Error('two holds expected');

    // The customer's honest path: an intent for the booking, the sandbox card 4242.
    const intent = await app.inject({
      method: 'POST',
      url: '/api/stripe-payment-intent',
      payload: { bookingId: first.booking.id, manageToken: first.booking.manageToken },
      remoteAddress: address,
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: {
        clientSecret: intent.json<PaymentIntentResponse>().clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: nextYear,
        cvc: '123',
        postalCode: '28202',
      },
      remoteAddress: address,
    });
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    const third = await bookCard(address);
    expect(third.response.statusCode, third.response.body).toBe(201);

    // A declined card keeps its place (the customer may try another card): still counted.
    await app.ctx.db
      .update(bookings)
      .set({ paymentStatus: 'failed' })
      .where(eq(bookings.id, second.booking.id));
    expectRefused((await bookCard(address)).response);

    // Fifteen minutes later the hold has lapsed, swept or not yet.
    await app.ctx.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(bookings.id, second.booking.id));
    expect((await bookCard(address)).response.statusCode).toBe(201);
    expectRefused((await bookCard(address)).response);
  });

  it('five at once from one address: exactly two holds', async () => {
    const address = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postBooking(app, cardDraft(), {}, address)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
    expect(await heldFrom(address)).toHaveLength(2);
  });

  it('a replay of a held booking (same Idempotency-Key) gets its first answer, not a 429', async () => {
    const address = freshAddress();
    const first = await bookCard(address);
    await bookCard(address);
    const replay = await postBooking(app, first.draft, { 'idempotency-key': first.key }, address);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.response.json());
    expectRefused((await bookCard(address)).response);
  });
});

describe('the same customer from other addresses', () => {
  it('counts one e-mail, whatever its case, from any address', async () => {
    await holdTwo(freshAddress(), { email: 'Pat.Holder@Example.com' });
    expectRefused((await bookCard(freshAddress(), { email: 'pat.holder@example.COM' })).response);
    // Only the e-mail was shared (the address and phone were new): another customer is welcome.
    expect((await bookCard(freshAddress())).response.statusCode).toBe(201);
  });

  it('counts one phone, however it is written', async () => {
    await holdTwo(freshAddress(), { phone: '+1 (704) 555-0123' });
    expectRefused((await bookCard(freshAddress(), { phone: '704.555.0123' })).response);
    expectRefused((await bookCard(freshAddress(), { phone: '1-704-555-0123' })).response);
    expect((await bookCard(freshAddress(), { phone: '704-555-0124' })).response.statusCode).toBe(
      201,
    );
  });

  it('counts an IPv6 client by its /64, and keeps the address out of every answer', async () => {
    const [first] = await holdTwo('2001:db8:aa:bb::5');
    expectRefused((await bookCard('2001:db8:aa:bb:ffff::1')).response);
    expect((await bookCard('2001:db8:aa:bc::1')).response.statusCode).toBe(201);
    const [row] = await app.ctx.db
      .select({ clientNetwork: bookings.clientNetwork })
      .from(bookings)
      .where(eq(bookings.id, first?.booking.id ?? 0));
    expect(row?.clientNetwork).toBe('2001:db8:aa:bb::/64');

    const admin = bearer(await login(app, 'admin', 'admin123'));
    const answers = [
      JSON.stringify(first?.booking),
      (await app.inject({ url: '/api/bookings?limit=100', headers: admin })).body,
      (await app.inject({ url: '/api/bookings.csv', headers: admin })).body,
    ];
    expect(answers[1]).toContain(first?.booking.reference);
    expect(answers[2]).toContain(first?.booking.reference);
    for (const answer of answers) {
      expect(answer).not.toMatch(/2001:db8|clientNetwork|client_network|10\.\d+\.\d+\.\d+/);
    }
  });
});

describe('clientNetworkOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['2001:DB8:0:1:aaaa:bbbb:cccc:dddd', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not an address', null],
  ])('%s is counted as %s', (ip, network) => {
    expect(clientNetworkOf(ip)).toBe(network);
  });
});

const databaseUrl = app.ctx.config.DATABASE_URL;
// Several app servers only exist on PostgreSQL (PGlite is one process's embedded database).
if (databaseUrl) {
  const startServer = appServersOn(databaseUrl);

  describe('three app servers on one PostgreSQL database', () => {
    it('nine card bookings at once from one address over the servers: exactly two holds', async () => {
      const servers = await Promise.all([startServer(), startServer()]);
      // Every server sees the socket's address, 127.0.0.1: no other test here uses it.
      const attempts = Array.from({ length: 9 }, (_, i) => {
        const draft = cardDraft();
        const here = () => postBooking(app, draft, {}, '127.0.0.1');
        return raceRequest(servers, i, '/api/bookings', draft, here).then((r) => r.status);
      });
      const statuses = (await Promise.all(attempts)).sort();
      expect(statuses).toEqual([201, 201, 429, 429, 429, 429, 429, 429, 429]);
      expect(await heldFrom('127.0.0.1')).toHaveLength(2);
    }, 120_000);
  });
}
