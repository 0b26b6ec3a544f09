// The authoritative quote: the one price engine with the server's own product prices.
import { toApiError } from '../../../domain/schemas/api-error';
import { calculateQuote } from '../../../domain/pricing/calculate-quote';
import type { Quote, QuoteRequest } from '../../../domain/schemas/quote';
import type { Executor } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { findProductPrices } from '../products/repository';

/**
 * Prices a validated request. A combination the rules forbid (decisions.md "Price rules") or an
 * unknown product is a 400 naming the engine's field path, e.g. `tvs.0.fireplaceOutlet`.
 */
export async function quote(db: Executor, request: QuoteRequest): Promise<Quote> {
  const productIds = (request.products ?? []).map((line) => line.productId);
  const prices = await findProductPrices(db, productIds);
  const result = calculateQuote(request, prices);
  if (!result.ok) {
    const body = toApiError(result.errors);
    throw new HttpError(400, body.message, body.fieldErrors);
  }
  return result.quote;
}
