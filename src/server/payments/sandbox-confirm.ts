// The sandbox gateway's own confirmation of its card form (decisions.md "Payments"): the intent's
// payment row exists; before any money moves the booking (or store order) still takes it and
// holds (or gets back) its place. Card details pass through to the sandbox check, never kept.
import { businessToday } from '../../domain/scheduling/business-time';
import { SLOT_TAKEN_MESSAGE } from '../../domain/schemas/booking';
import type { PaymentConfirmResponse, SandboxConfirmRequest } from '../../domain/schemas/payments';
import type { AppContext } from '../context';
import { fieldError, HttpError } from '../plugins/errors';
import type { StoredAnswer } from '../services/idempotency';
import { manageLinks } from '../services/manage-links';
import type { ConfirmResult, PaymentGateway } from '../services/payments/gateway';
import { reclaimPlace } from './lapsed-holds';
import { bookingForUpdate, checkPayable } from './payable';
import { runPayment } from './pipeline';
import {
  findPaymentBySecretForUpdate,
  findPaymentForUpdate,
  markPaymentFailed,
  type PaymentRow,
} from './repository';
import { settleSucceeded } from './settle';
import { prepareStoreOrderPayment } from './store-orders';

export const SANDBOX_CONFIRM_SCOPE = 'POST /api/payments/sandbox/confirm';

const FAILURE_FIELDS = { invalid_number: 'cardNumber', invalid_cvc: 'cvc' } as const;

const paymentNotFound = () =>
  new HttpError(404, 'clientSecret: Payment not found', { clientSecret: 'Payment not found' });

function done(payment: PaymentRow, status: 'succeeded' | 'failed', message?: string) {
  const body: PaymentConfirmResponse = {
    status,
    ...(message ? { message } : {}),
    bookingId: payment.bookingId,
    paymentId: payment.id,
  };
  return { statusCode: 200, body };
}

/** A card the form should correct is a 400 naming its field, not a decline. */
function throwFieldError(result: ConfirmResult, body: SandboxConfirmRequest, now: Date): void {
  if (result.status !== 'failed') return;
  if (result.code === 'expired_card') {
    const thisYear = Number(businessToday(now).slice(0, 4));
    throw fieldError(body.expYear < thisYear ? 'expYear' : 'expMonth', result.message);
  }
  if (result.code === 'invalid_number' || result.code === 'invalid_cvc') {
    throw fieldError(FAILURE_FIELDS[result.code], result.message);
  }
}

export async function confirmSandboxPayment(
  ctx: AppContext,
  gateway: PaymentGateway,
  input: {
    body: SandboxConfirmRequest;
    idempotencyKey: string | undefined;
    rawBody: unknown;
    now?: Date;
  },
): Promise<StoredAnswer<PaymentConfirmResponse>> {
  const now = input.now ?? new Date();
  const { body } = input;
  const links = await manageLinks(ctx);
  return runPayment<PaymentConfirmResponse, PaymentRow, ConfirmResult>(ctx, {
    idempotency: {
      scope: SANDBOX_CONFIRM_SCOPE,
      key: input.idempotencyKey,
      payload: input.rawBody,
    },
    prepare: async (trx) => {
      const payment = await findPaymentBySecretForUpdate(trx, body.clientSecret);
      if (!payment || payment.gateway !== 'sandbox') throw paymentNotFound();
      // A replay after success changes nothing and sends nothing.
      if (payment.status === 'succeeded') return { answer: done(payment, 'succeeded') };
      if (payment.status === 'refunded') throw new HttpError(409, 'This payment was refunded.');
      if (payment.bookingId !== null) {
        const booking = await bookingForUpdate(trx, payment.bookingId);
        checkPayable(booking, now);
        if (booking.totalPrice !== payment.amountCents) {
          throw new HttpError(409, 'The booking total changed. Please start the payment again.');
        }
        if (!(await reclaimPlace(trx, booking, now))) {
          throw new HttpError(409, SLOT_TAKEN_MESSAGE, undefined, { code: 'slot_full' });
        }
      }
      if (payment.storeOrderId !== null) {
        await prepareStoreOrderPayment(trx, payment.storeOrderId, payment.amountCents, now);
      }
      return { call: payment };
    },
    callProvider: async (payment) => {
      const result = await gateway.confirm({
        providerRef: payment.providerRef,
        card: {
          number: body.cardNumber,
          expMonth: body.expMonth,
          expYear: body.expYear,
          cvc: body.cvc,
          ...(body.postalCode ? { postalCode: body.postalCode } : {}),
        },
        now,
      });
      throwFieldError(result, body, now);
      return result;
    },
    settle: async (trx, prepared, result) => {
      const payment = await findPaymentForUpdate(trx, prepared.id);
      if (!payment) throw paymentNotFound();
      if (result.status === 'failed') {
        // A decline is an answer, not an error: the intent stays payable with another card.
        // Another request's success in the meantime is never downgraded.
        if (payment.status === 'pending' || payment.status === 'failed') {
          await markPaymentFailed(trx, payment.id, result.message);
        }
        return done(payment, 'failed', result.message);
      }
      // The sandbox confirms the intent's own amount; settling sends the confirmation and
      // receipt, once (a payment already settled is left as it is).
      await settleSucceeded(trx, payment, gateway, {
        confirmedAmountCents: payment.amountCents,
        links,
        now,
      });
      return done(payment, 'succeeded');
    },
    refundOf: (answer) => answer.paymentId,
  });
}
