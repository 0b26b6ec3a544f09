// Test helpers for the price engine: a TV with the schema's defaults applied (tests state only
// what matters), and the engine's two outcomes unwrapped.
import { quoteResponseSchema } from '../schemas/quote';
import { tvConfigSchema, type TvConfig, type TvConfigInput } from '../schemas/tv-config';
import { calculateQuote, type ProductPriceLookup, type QuoteInput } from './calculate-quote';

export function testTv(overrides: Partial<TvConfigInput> = {}): TvConfig {
  return tvConfigSchema.parse({
    tvSize: '44-55',
    wallType: 'drywall_studs',
    room: 'Living Room',
    ...overrides,
  });
}

/** The quote, checked against the response schema; throws if the engine refused. */
export function quoteOf(input: QuoteInput, products?: ProductPriceLookup) {
  const result = calculateQuote(input, products);
  if (!result.ok) throw new Error(`expected a quote, got ${JSON.stringify(result.errors)}`);
  return quoteResponseSchema.parse(result.quote);
}

/** The field errors; throws if the engine priced it. */
export function errorsOf(input: QuoteInput, products?: ProductPriceLookup) {
  const result = calculateQuote(input, products);
  if (result.ok) throw new Error('expected errors, got a quote');
  return result.errors;
}

/** The fields the errors name, in order. */
export const fieldsOf = (input: QuoteInput, products?: ProductPriceLookup) =>
  errorsOf(input, products).map((error) => error.field);

export const oneTvTotal = (overrides: Partial<TvConfigInput>) =>
  quoteOf({ tvs: [testTv(overrides)] }).totalCents;
