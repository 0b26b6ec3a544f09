// The authoritative quote: the one price engine with the server's own product prices.
import { toApiError } from '../../domain/schemas/api-error';
import { calculateQuote } from '../../domain/pricing/calculate-quote';
import { customerWordsFor } from '../../domain/catalog/customer-words-for';
import type { Quote, QuoteRequest } from '../../domain/schemas/quote';
import type { Executor } from '../db/client';
import { HttpError } from '../plugins/errors';
import { findProductPrices } from './products';

/**
 * Prices a validated request. A combination the rules forbid (decisions.md "Price rules") or an
 * unknown product is a 400 naming the engine's field path, e.g. `tvs.0.fireplaceOutlet`. With an
 * appointment the same-day fee follows decisions.md "Same-day service", measured from `now`. The
 * labels are in the request's `locale` (issue 28): a Spanish booking stores its breakdown in
 * Spanish, the customer's document; the cents are the same in both languages.
 */
export async function quote(
  db: Executor,
  request: QuoteRequest,
  now: Date = new Date(),
): Promise<Quote> {
  const productIds = (request.products ?? []).map((line) => line.productId);
  const prices = await findProductPrices(db, productIds, request.locale);
  const { appointmentDate: date, appointmentTime: time } = request;
  const appointment = date && time ? { date, time, bookedAt: now } : undefined;
  const words = customerWordsFor(request.locale).quote;
  const result = calculateQuote({ ...request, appointment }, prices, words);
  if (!result.ok) {
    const body = toApiError(result.errors);
    throw new HttpError(400, body.message, body.fieldErrors);
  }
  return result.quote;
}
