// Card intents (decisions.md "Payments", "Store (Mount Depot)"): a booking or a store order exists
// first and holds its place or its units; the intent charges its stored total (the engine's, the
// database's prices); only the gateway's confirmation marks it paid. One open intent per thing
// paid for: asking again (a remount, a retry after a decline) gives the same client secret. The
// sandbox's confirm is in sandbox-confirm.ts. Both run the pipeline (pipeline.ts).
import { SLOT_TAKEN_MESSAGE } from '../../domain/schemas/booking';
import type { PaymentIntentResponse } from '../../domain/schemas/payments';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { HttpError } from '../plugins/errors';
import type { StoredAnswer } from '../services/idempotency';
import type { PaymentGateway, PaymentIntent, PaymentReference } from '../services/payments/gateway';
import { hashManageToken } from '../services/public-references';
import { reclaimPlace } from './lapsed-holds';
import {
  bookingForUpdate,
  checkOrderPayable,
  checkPayable,
  orderForUpdate,
  ownBookingForUpdate,
  ownOrderForUpdate,
} from './payable';
import { runPayment } from './pipeline';
import { findOpenPayment, insertPayment, type PaymentOwner, type PaymentRow } from './repository';

export const INTENT_SCOPE = 'POST /api/stripe-payment-intent';
export const STORE_INTENT_SCOPE = 'POST /api/stripe-payment-intent (store order)';

export type IntentTarget = { kind: 'booking'; id: number } | { kind: 'storeOrder'; id: number };

/** What an intent is made for, read under the lock of the booking or order it pays. */
type Payee = {
  owner: PaymentOwner;
  reference: PaymentReference;
  amountCents: number;
  /** Without the client's key, the same thing and price give the same provider key. */
  defaultKey: string;
  description: string;
  receiptEmail: string | undefined;
};

/**
 * Locks what is paid for and checks it is payable. With a token (the first step), only the
 * customer's own; a lapsed booking hold gets its place back or nothing is charged. Without one
 * (settling, the token already checked) it is found by id and checked again under the lock.
 */
async function lockPayee(
  trx: Executor,
  target: IntentTarget,
  now: Date,
  token?: { manageToken: string | undefined },
): Promise<Payee> {
  if (target.kind === 'booking') {
    const booking = token
      ? await ownBookingForUpdate(trx, target.id, token.manageToken)
      : await bookingForUpdate(trx, target.id);
    checkPayable(booking, now);
    if (token && !(await reclaimPlace(trx, booking, now))) {
      throw new HttpError(409, SLOT_TAKEN_MESSAGE, undefined, { code: 'slot_full' });
    }
    return {
      owner: { bookingId: booking.id },
      reference: { kind: 'booking', bookingId: booking.id },
      amountCents: booking.totalPrice,
      defaultKey: `booking-${booking.id}-${booking.totalPrice}`,
      description: `Booking ${booking.reference}: ${booking.serviceName}`,
      receiptEmail: booking.email,
    };
  }
  const order = token
    ? await ownOrderForUpdate(trx, target.id, token.manageToken)
    : await orderForUpdate(trx, target.id);
  checkOrderPayable(order);
  return {
    owner: { storeOrderId: order.id },
    reference: { kind: 'storeOrder', storeOrderId: order.id },
    amountCents: order.totalCents,
    defaultKey: `store-order-${order.id}-${order.totalCents}`,
    description: `Mount Depot order ${order.reference}`,
    receiptEmail: order.email ?? undefined,
  };
}

function answerFor(
  target: IntentTarget,
  gateway: PaymentGateway,
  payment: Pick<PaymentRow, 'id' | 'clientSecret' | 'amountCents'>,
) {
  const common = {
    clientSecret: payment.clientSecret ?? '',
    amountCents: payment.amountCents,
    gateway: gateway.name === 'stripe' ? ('stripe' as const) : ('sandbox' as const),
    testMode: gateway.testMode,
  };
  const body: PaymentIntentResponse =
    target.kind === 'booking'
      ? { ...common, bookingId: target.id, paymentId: payment.id }
      : { ...common, bookingId: null, storeOrderId: target.id, paymentId: payment.id };
  return { statusCode: 200, body };
}

/** The open intent for the same amount, if there is one to hand out again. */
async function reusableIntent(trx: Executor, payee: Payee, gateway: PaymentGateway) {
  const open = await findOpenPayment(trx, payee.owner, gateway.name);
  return open?.clientSecret && open.amountCents === payee.amountCents ? open : undefined;
}

export async function createIntent(
  ctx: AppContext,
  gateway: PaymentGateway,
  input: {
    target: IntentTarget;
    manageToken: string | undefined;
    idempotencyKey: string | undefined;
    now?: Date;
  },
): Promise<StoredAnswer<PaymentIntentResponse>> {
  const now = input.now ?? new Date();
  const { target, manageToken } = input;
  return runPayment<PaymentIntentResponse, Payee, PaymentIntent>(ctx, {
    idempotency: {
      scope: target.kind === 'booking' ? INTENT_SCOPE : STORE_INTENT_SCOPE,
      key: input.idempotencyKey,
      // The client's amount and items never matter; the stored total is charged.
      payload:
        target.kind === 'booking'
          ? { bookingId: target.id, token: hashManageToken(manageToken ?? '') }
          : { storeOrderId: target.id },
    },
    // The token is checked before a stored answer is replayed: a replay never bypasses it.
    guard: (trx) =>
      target.kind === 'booking'
        ? ownBookingForUpdate(trx, target.id, manageToken)
        : ownOrderForUpdate(trx, target.id, manageToken),
    prepare: async (trx) => {
      const payee = await lockPayee(trx, target, now, { manageToken });
      const open = await reusableIntent(trx, payee, gateway);
      return open ? { answer: answerFor(target, gateway, open) } : { call: payee };
    },
    callProvider: (payee) =>
      gateway.createIntent({
        amountCents: payee.amountCents,
        currency: 'usd',
        reference: payee.reference,
        // A retry after a lost answer gets the provider's first intent back, not a second one.
        idempotencyKey: input.idempotencyKey ?? payee.defaultKey,
        description: payee.description,
        ...(payee.receiptEmail ? { receiptEmail: payee.receiptEmail } : {}),
      }),
    settle: async (trx, _payee, intent) => {
      // Under the lock again: another request may have recorded an intent meanwhile (the same
      // one, with the provider's key), and the total or the status may have changed.
      const payee = await lockPayee(trx, target, now);
      const open = await reusableIntent(trx, payee, gateway);
      if (open) return answerFor(target, gateway, open);
      if (intent.amountCents !== payee.amountCents) {
        throw new HttpError(409, 'The total changed. Please start the payment again.');
      }
      const payment = await insertPayment(trx, {
        ...payee.owner,
        gateway: gateway.name,
        providerRef: intent.providerRef,
        clientSecret: intent.clientSecret,
        amountCents: intent.amountCents,
        status: 'pending',
      });
      return answerFor(target, gateway, payment);
    },
  });
}
