// A cancel's refund is asked of the provider after the commit (docs/decisions/027-payment-pipeline.md
// "Refunds after the cancel"): when the provider cannot take it, the cancel still stands, the
// refund stays owed, and the owed-refunds job asks again until it is refunded, once.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerBookingView } from '../../domain/schemas/manage';
import { bookings, outboxEmails, payments } from '../db/schema/index';
import { cardBookings, freshAddress } from '../routes/bookings/testing';
import { paymentGateways } from '../services/payments/index';
import { createTestApp } from '../testing/test-app';
import { payWithSandbox } from '../testing/operations-fixtures';
import { retryOwedRefunds } from './refunds';

const app = await createTestApp();
const cardBooking = cardBookings(app);

describe('a refund the provider could not take', () => {
  it('is retried by the job and ends refunded exactly once', async () => {
    const booking = await cardBooking();
    await payWithSandbox(app, booking);
    const sandbox = paymentGateways(app.ctx).byName('sandbox');
    if (!sandbox) throw new Error('the sandbox gateway is always configured');
    const refund = vi
      .spyOn(sandbox, 'refund')
      .mockRejectedValueOnce(new Error('provider unreachable'));

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/manage/${booking.manageToken}/cancel`,
      payload: {},
      remoteAddress: freshAddress(),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<CustomerBookingView>().status).toBe('cancelled');
    const paymentOf = async () => {
      const [row] = await app.ctx.db
        .select()
        .from(payments)
        .where(eq(payments.bookingId, booking.id));
      return row;
    };
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await paymentOf()).toMatchObject({ status: 'refunded', refundRef: null });

    expect(await retryOwedRefunds(app.ctx)).toEqual({ sent: 1, owed: 0 });
    expect(await retryOwedRefunds(app.ctx)).toEqual({ sent: 0, owed: 0 });
    expect(refund).toHaveBeenCalledTimes(2);
    const payment = await paymentOf();
    expect(payment).toMatchObject({ status: 'refunded', refundCents: booking.totalPrice });
    expect(payment?.refundRef).toMatch(/^sbx_re_/);
    const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const refundMails = await app.ctx.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Refund for booking ${booking.reference}`));
    expect(refundMails).toHaveLength(1);
    refund.mockRestore();
  });
});
