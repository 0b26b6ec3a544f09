// Issue 28: a Spanish customer reads the same status vocabulary in Spanish; English is unchanged.
import { describe, expect, it } from 'vitest';
import { customerStatusLabel, paymentStep, STATUS_WORDS_EN } from './status-labels';
import { STATUS_WORDS_ES } from './status-labels-es';

describe('status words in Spanish', () => {
  it('keeps one vocabulary: the first step is the confirmation in both lists', () => {
    expect(STATUS_WORDS_ES.progressSteps[0]).toBe(STATUS_WORDS_ES.confirmed);
    expect(STATUS_WORDS_ES.timeline.received).toBe(STATUS_WORDS_ES.confirmed);
    expect(STATUS_WORDS_ES.timeline.on_the_way).toBe(STATUS_WORDS_ES.progressSteps[2]);
    expect(STATUS_WORDS_ES.timeline.completed).toBe(STATUS_WORDS_ES.progressSteps[4]);
  });

  it.each([
    ['pending', 'unpaid', 'cash', 'Booking Confirmed', 'Reserva confirmada'],
    ['pending', 'unpaid', 'card', 'Awaiting Payment', 'Pago pendiente'],
    ['cancelled', 'refunded', 'card', 'Cancelled', 'Cancelada'],
  ] as const)('%s/%s/%s: %s, %s', (status, paymentStatus, paymentMethod, en, es) => {
    const facts = { status, paymentStatus, paymentMethod };
    expect(customerStatusLabel(facts)).toBe(en);
    expect(customerStatusLabel(facts, STATUS_WORDS_EN)).toBe(en);
    expect(customerStatusLabel(facts, STATUS_WORDS_ES)).toBe(es);
  });

  it.each([
    ['paid', 'cash', 'Paid by cash.', 'Pagado en efectivo.'],
    ['paid', 'afterpay', 'Paid by Afterpay.', 'Pagado con Afterpay.'],
    [
      'unpaid',
      'cash',
      'Pay in cash when the job is done.',
      'Pague en efectivo al terminar el trabajo.',
    ],
    ['failed', 'card', 'The payment did not go through.', 'El pago no se completó.'],
  ] as const)('payment %s by %s', (paymentStatus, paymentMethod, en, es) => {
    expect(paymentStep({ paymentStatus, paymentMethod }).detail).toBe(en);
    expect(paymentStep({ paymentStatus, paymentMethod }, STATUS_WORDS_ES).detail).toBe(es);
  });
});
