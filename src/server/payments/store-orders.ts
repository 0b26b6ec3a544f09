// A store order's side of the payment pipeline (decisions.md "Store (Mount Depot)",
// docs/decisions/027-payment-pipeline.md): before its payment is confirmed the order is locked
// and still payable; once the gateway confirms the money it is paid, with a receipt in the outbox
// in the same transaction. Its intent is made by the same code as a booking's (intents.ts).
import type { Executor } from '../db/client';
import { HttpError } from '../plugins/errors';
import { ORDER_EXPIRED_MESSAGE } from '../../domain/payments/payable';
import { readBusinessFacts } from '../services/business-facts';
import { notifyStoreOrderPaid } from '../notifications/notices';
import { findStoreOrder, updateStoreOrder, type StoreOrderRow } from '../store-orders/repository';
import { reserveStock } from '../services/stock';
import { checkOrderPayable, orderForUpdate } from './payable';

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
  const order = await orderForUpdate(trx, storeOrderId);
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
  const business = await readBusinessFacts(trx);
  await notifyStoreOrderPaid(trx, paid, { paymentId: payment.id, testMode }, business);
}
