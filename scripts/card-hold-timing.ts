// The machine's share of an honest card payment, from the booking to "paid" (docs/decisions/
// 020-request-and-database-limits.md "Unpaid card holds"): POST /api/bookings (card), then the
// card step's POST /api/stripe-payment-intent, then POST /api/payments/sandbox/confirm with the
// sandbox card 4242, on the real app and an in-memory PGlite. The customer's own share (reading
// and typing the card) is not in it; the decision adds it from typing figures.
// Run: node --import tsx scripts/card-hold-timing.ts [runs, default 40]
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { addDays, businessToday, SLOT_LABELS } from '../src/domain/scheduling/business-time';

const runs = Number(process.argv[2] ?? 40);
const app = await buildApp(
  loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: 'memory://', CLIENT_DIR: '/nonexistent-client-dir' }),
);
const today = businessToday(new Date());
const nextYear = new Date().getUTCFullYear() + 1;

async function post(url: string, payload: object, remoteAddress: string, headers = {}) {
  const response = await app.inject({ method: 'POST', url, payload, remoteAddress, headers });
  if (response.statusCode >= 300)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<Record<string, unknown>>();
}

const step = { booking: [] as number[], intent: [] as number[], confirm: [] as number[] };
const total: number[] = [];
for (let i = 0; i < runs; i++) {
  // Each run its own customer, and its own slot from tomorrow on (the two technicians fit two).
  const address = `10.9.${i >> 8}.${i & 255}`;
  const started = performance.now();
  const booking = await post(
    '/api/bookings',
    {
      name: 'Timing Customer',
      email: `timing-${i}@example.com`,
      phone: `(980) 555-${String(i).padStart(4, '0')}`,
      address: '123 Main St, Charlotte, NC 28202',
      appointmentDate: addDays(today, 1 + (Math.floor(i / SLOT_LABELS.length) % 13)),
      appointmentTime: SLOT_LABELS[i % SLOT_LABELS.length],
      paymentMethod: 'card',
      tvs: [{ tvSize: '44-55', wallType: 'drywall_studs', room: 'Living Room' }],
      additionalServices: [],
    },
    address,
    { 'idempotency-key': `timing-${i}` },
  );
  const booked = performance.now();
  const intent = await post(
    '/api/stripe-payment-intent',
    { bookingId: booking.id, manageToken: booking.manageToken },
    address,
  );
  const intended = performance.now();
  const paid = await post(
    '/api/payments/sandbox/confirm',
    {
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: nextYear,
      cvc: '123',
      postalCode: '28202',
    },
    address,
  );
  if (paid.status !== 'succeeded') throw new Error(`not paid: ${JSON.stringify(paid)}`);
  const done = performance.now();
  step.booking.push(booked - started);
  step.intent.push(intended - booked);
  step.confirm.push(done - intended);
  total.push(done - started);
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const row = (values: number[]) => ({
  p50: `${quantile(values, 0.5).toFixed(1)} ms`,
  p95: `${quantile(values, 0.95).toFixed(1)} ms`,
  max: `${Math.max(...values).toFixed(1)} ms`,
});
console.info(`${runs} honest card payments, booking to paid (server share only):`);
console.table({
  'POST /api/bookings': row(step.booking),
  'payment intent': row(step.intent),
  'sandbox confirm': row(step.confirm),
  total: row(total),
});
await app.close();
