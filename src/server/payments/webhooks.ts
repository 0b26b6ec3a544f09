// A provider's verified webhook is the pipeline's settle step alone (pipeline.ts): the event id
// is recorded (webhook_events, primary key (provider, eventId)) in the same transaction as its
// effect, so a replay changes nothing and a failure rolls both back for the provider's retry.
// Settling is idempotent on its own too (settle.ts): an event that arrives after the server's
// own settle, or twice under two ids, settles once. A refund it decides is sent after commit,
// and again on any retry until recorded (refunds.ts). The HTTP side (signatures, the payloads'
// schemas) is routes/payments/webhooks.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { webhookEvents } from '../db/schema/index';
import { manageLinks, type ManageLinks } from '../services/manage-links';
import type { PaymentGateway } from '../services/payments/gateway';
import { sendOwedRefund } from './refunds';
import { findPaymentByProviderRefForUpdate } from './repository';
import { settleFailed, settleSucceeded } from './settle';

/** What a provider reports about one of its payments. */
export type ProviderVerdict =
  | { providerRef: string; status: 'succeeded'; amountCents: number }
  | { providerRef: string; status: 'failed'; message: string }
  | { providerRef: string; status: 'other' };

/** Inserts the event id; false when it was already there (a replay). */
async function firstDelivery(trx: Executor, provider: string, eventId: string): Promise<boolean> {
  const inserted = await trx
    .insert(webhookEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return inserted.length > 0;
}

async function applyVerdict(
  trx: Executor,
  gateway: PaymentGateway,
  verdict: ProviderVerdict,
  context: { log: FastifyBaseLogger; links: ManageLinks },
): Promise<void> {
  const payment = await findPaymentByProviderRefForUpdate(trx, gateway.name, verdict.providerRef);
  if (!payment) {
    context.log.warn(
      { gateway: gateway.name, providerRef: verdict.providerRef },
      'webhook for an unknown payment',
    );
    return;
  }
  if (verdict.status === 'succeeded') {
    // Another amount than ours, or a place no longer held: returned, nothing paid.
    const outcome = await settleSucceeded(trx, payment, gateway, {
      confirmedAmountCents: verdict.amountCents,
      links: context.links,
    });
    if (outcome === 'returned') context.log.warn({ paymentId: payment.id }, 'payment returned');
  }
  if (verdict.status === 'failed') await settleFailed(trx, payment, verdict.message);
}

/**
 * Settles one verified event: `verdict` undefined for an event about nothing we settle (it is
 * still recorded, so a replay is answered as one).
 */
export async function settleWebhookEvent(
  ctx: AppContext,
  gateway: PaymentGateway,
  event: { id: string; verdict: ProviderVerdict | undefined },
  log: FastifyBaseLogger,
): Promise<{ received: true; duplicate: boolean }> {
  const links = await manageLinks(ctx);
  const { verdict } = event;
  const answer = await ctx.db.transaction(async (trx) => {
    if (!(await firstDelivery(trx, gateway.name, event.id))) {
      return { received: true as const, duplicate: true };
    }
    if (verdict) await applyVerdict(trx, gateway, verdict, { log, links });
    return { received: true as const, duplicate: false };
  });
  // After commit, and on a replay too: a refund still owed is sent (a 502 when the provider
  // cannot be reached, so the provider delivers again).
  if (verdict) {
    await sendOwedRefund(ctx, { gateway: gateway.name, providerRef: verdict.providerRef });
  }
  return answer;
}
