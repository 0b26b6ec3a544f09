// What a payment pays for, locked and checked (docs/decisions/027-payment-pipeline.md): a booking
// or a store order, found by its manage token (decisions.md "Public references": a wrong token is
// the same 404 as an unknown id), and payable by the one rule in src/domain/payments/payable.ts.
import {
  BOOKING_PAYABLE,
  bookingPayableFacts,
  orderPayableFacts,
  STORE_ORDER_PAYABLE,
  whyNotPayable,
} from '../../domain/payments/payable';
import { isLapsedHold } from '../../domain/bookings/holds';
import type { Executor } from '../db/client';
import { HttpError } from '../plugins/errors';
import { hashManageToken } from '../services/public-references';
import { findBookingForUpdate, type BookingRow } from '../bookings/repository';
import { findStoreOrder, type StoreOrderRow } from '../store-orders/repository';
import { findBookingByTokenForUpdate } from './repository';

/** One answer for an unknown booking and a wrong or missing token: nothing to learn from it. */
export const BOOKING_NOT_FOUND = new HttpError(404, 'bookingId: Booking not found', {
  bookingId: 'Booking not found',
});

const orderNotFound = () =>
  new HttpError(404, 'storeOrderId: Order not found', { storeOrderId: 'Order not found' });

/** The booking, locked, when `manageToken` is its own; else a 404. */
export async function ownBookingForUpdate(
  trx: Executor,
  bookingId: number,
  manageToken: string | undefined,
): Promise<BookingRow> {
  const booking = manageToken
    ? await findBookingByTokenForUpdate(trx, bookingId, hashManageToken(manageToken))
    : undefined;
  if (!booking) throw BOOKING_NOT_FOUND;
  return booking;
}

/** The booking, locked, by our own id (a payment row names it); a 404 if it is gone. */
export async function bookingForUpdate(trx: Executor, bookingId: number): Promise<BookingRow> {
  const booking = await findBookingForUpdate(trx, bookingId);
  if (!booking) throw BOOKING_NOT_FOUND;
  return booking;
}

/** The order, locked, when the token is its own; a 404 that says nothing otherwise. */
export async function ownOrderForUpdate(
  trx: Executor,
  id: number,
  manageToken: string | undefined,
): Promise<StoreOrderRow> {
  const order = await findStoreOrder(trx, id, { forUpdate: true });
  if (!order || !manageToken || order.manageTokenHash !== hashManageToken(manageToken)) {
    throw orderNotFound();
  }
  return order;
}

/** The order, locked, by our own id (a payment row names it); a 404 if it is gone. */
export async function orderForUpdate(trx: Executor, id: number): Promise<StoreOrderRow> {
  const order = await findStoreOrder(trx, id, { forUpdate: true });
  if (!order) throw orderNotFound();
  return order;
}

/** A lapsed hold (cancelled "payment not completed") is payable if its place is still free. */
export function checkPayable(booking: BookingRow, now: Date): void {
  const reason = whyNotPayable(
    bookingPayableFacts(booking, isLapsedHold(booking, now)),
    BOOKING_PAYABLE,
  );
  if (reason) throw new HttpError(409, reason);
}

/** Whether an order can still take a card payment; throws the 409 that says why not. */
export function checkOrderPayable(order: StoreOrderRow): void {
  const reason = whyNotPayable(orderPayableFacts(order), STORE_ORDER_PAYABLE);
  if (reason) throw new HttpError(409, reason);
}
