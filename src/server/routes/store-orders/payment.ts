// Paying a store order by card (decisions.md "Store (Mount Depot)", "Public references"): the
// payment-intent call names the order and its manage token (a wrong token is a 404), the amount
// is the order's stored total (the database's prices), and only the gateway's confirmation marks
// it paid, with a receipt in the outbox in the same transaction.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PaymentGatewayId, PaymentIntentResponse } from '../../../domain/schemas/payments';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { runIdempotent, type StoredAnswer } from '../../services/idempotency';
import { enqueueEmail } from '../../services/mailer/outbox';
import type { PaymentGateway } from '../../services/payments/gateway';
import { hashManageToken } from '../../services/public-references';
import { readBusinessFacts } from '../../services/business-facts';
import { storeReceiptEmail } from '../../notifications/templates/store';
import { findStoreOrder, updateStoreOrder, type StoreOrderRow } from './repository';
import { reserveStock } from '../../services/stock';

export const STORE_INTENT_SCOPE = 'POST /api/stripe-payment-intent (store order)';
const NOT_FOUND = 'storeOrderId: Order not found';
export const ORDER_EXPIRED_MESSAGE =
  'This order was not paid within 15 minutes and its items went back on sale. Please place the order again.';

/** The order, locked, when the token is its own; a 404 that says nothing otherwise. */
async function orderForToken(trx: Executor, id: number, manageToken: string | undefined) {
  const order = await findStoreOrder(trx, id, { forUpdate: true });
  if (!order || !manageToken || order.manageTokenHash !== hashManageToken(manageToken)) {
    throw new HttpError(404, NOT_FOUND, { storeOrderId: 'Order not found' });
  }
  return order;
}

/** Whether an order can still take a card payment; throws the 409 that says why not. */
export function checkOrderPayable(order: StoreOrderRow): void {
  if (order.paymentStatus === 'paid' || order.status === 'paid' || order.status === 'fulfilled') {
    throw new HttpError(409, 'This order is already paid.');
  }
  if (order.paymentStatus === 'refunded') throw new HttpError(409, 'This order was refunded.');
  if (order.status === 'cancelled') throw new HttpError(409, ORDER_EXPIRED_MESSAGE);
}

async function findOpenOrderPayment(trx: Executor, orderId: number, gateway: PaymentGatewayId) {
  const [row] = await trx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.storeOrderId, orderId),
        eq(payments.gateway, gateway),
        inArray(payments.status, ['pending', 'failed']),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** One open intent per order: asking again gives the same client secret. */
export async function createStoreOrderIntent(
  ctx: AppContext,
  gateway: PaymentGateway,
  input: { storeOrderId: number; manageToken: string | undefined; idempotencyKey?: string },
): Promise<StoredAnswer<PaymentIntentResponse>> {
  return runIdempotent<PaymentIntentResponse>(
    ctx.db,
    {
      scope: STORE_INTENT_SCOPE,
      key: input.idempotencyKey,
      payload: { storeOrderId: input.storeOrderId },
    },
    async (trx) => {
      const order = await orderForToken(trx, input.storeOrderId, input.manageToken);
      checkOrderPayable(order);
      const answer = (payment: { id: number; clientSecret: string | null }) => ({
        statusCode: 200,
        body: {
          clientSecret: payment.clientSecret ?? '',
          amountCents: order.totalCents,
          gateway: gateway.name === 'stripe' ? ('stripe' as const) : ('sandbox' as const),
          testMode: gateway.testMode,
          bookingId: null,
          storeOrderId: order.id,
          paymentId: payment.id,
        },
      });
      const open = await findOpenOrderPayment(trx, order.id, gateway.name);
      if (open?.clientSecret && open.amountCents === order.totalCents) return answer(open);

      const intent = await gateway.createIntent({
        amountCents: order.totalCents,
        currency: 'usd',
        reference: { kind: 'storeOrder', storeOrderId: order.id },
        idempotencyKey: input.idempotencyKey ?? `store-order-${order.id}-${order.totalCents}`,
        description: `Mount Depot order ${order.reference}`,
        ...(order.email ? { receiptEmail: order.email } : {}),
      });
      const [payment] = await trx
        .insert(payments)
        .values({
          storeOrderId: order.id,
          gateway: gateway.name,
          providerRef: intent.providerRef,
          clientSecret: intent.clientSecret,
          amountCents: intent.amountCents,
          status: 'pending',
        })
        .returning();
      if (!payment) throw new Error('insert into payments returned no row');
      return answer(payment);
    },
  );
}

/**
 * Before a store order's payment is confirmed: the order is locked and still payable. An order
 * whose hold lapsed but whose stock was not swept yet still holds its units and may be paid; a
 * swept one takes its units again when they are still there (409 otherwise).
 */
export async function prepareStoreOrderPayment(
  trx: Executor,
  storeOrderId: number,
  amountCents: number,
  now: Date,
): Promise<StoreOrderRow> {
  const order = await findStoreOrder(trx, storeOrderId, { forUpdate: true });
  if (!order) throw new HttpError(404, NOT_FOUND, { storeOrderId: 'Order not found' });
  if (order.status === 'cancelled' && order.cancelReason === 'payment not completed') {
    await takeStockAgain(trx, order, now);
    return order;
  }
  checkOrderPayable(order);
  if (order.totalCents !== amountCents) {
    throw new HttpError(409, 'The order total changed. Please start the payment again.');
  }
  return order;
}

async function takeStockAgain(trx: Executor, order: StoreOrderRow, now: Date) {
  try {
    await trx.transaction(async (savepoint) => {
      await reserveStock(savepoint, order.items, { storeOrderId: order.id });
      await updateStoreOrder(savepoint, order.id, {
        status: 'pending',
        cancelReason: null,
        cancelledAt: null,
        holdExpiresAt: new Date(now.getTime() + 15 * 60_000),
      });
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) {
      throw new HttpError(409, ORDER_EXPIRED_MESSAGE);
    }
    throw error;
  }
}

/**
 * The gateway confirmed the money: the order is paid (its stock stays sold) and the receipt goes
 * into the outbox, once. A payment that arrives (by webhook) for an order whose units went back
 * on sale takes them again; when they are gone it is flagged for a refund by staff.
 */
export async function settleStoreOrderPaid(
  trx: Executor,
  payment: { id: number; storeOrderId: number | null; amountCents: number },
  testMode: boolean,
  now: Date = new Date(),
): Promise<void> {
  if (payment.storeOrderId === null) return;
  const order = await findStoreOrder(trx, payment.storeOrderId, { forUpdate: true });
  if (!order || order.paymentStatus === 'paid') return;
  if (order.status === 'cancelled') {
    try {
      await takeStockAgain(trx, order, now);
    } catch {
      await updateStoreOrder(trx, order.id, {
        paymentStatus: 'paid',
        paidAt: now,
        cancelReason: 'paid after its items went back on sale: refund due',
      });
      return;
    }
  }
  if (payment.amountCents !== order.totalCents) {
    await updateStoreOrder(trx, order.id, {
      cancelReason: `paid ${payment.amountCents} cents instead of ${order.totalCents}: check and refund`,
    });
    return;
  }
  const paid = await updateStoreOrder(trx, order.id, {
    status: 'paid',
    paymentStatus: 'paid',
    paidAt: now,
    holdExpiresAt: null,
  });
  if (paid.email) {
    await enqueueEmail(
      trx,
      storeReceiptEmail(paid, { paymentId: payment.id, testMode }, await readBusinessFacts(trx)),
    );
  }
}
