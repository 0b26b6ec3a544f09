// The live quote: the same engine the server runs (src/domain/pricing), so the builder's numbers
// change as the customer clicks. The server prices the booking again and keeps its own answer.
import { ADDITIONAL_SERVICES, findServiceOption } from '@/domain/catalog/additional-services';
import { TV_SIZE_LABELS } from '@/domain/catalog/tv-sizes';
import { calculateQuote, type ProductPrice } from '@/domain/pricing/calculate-quote';
import type { QuoteWords } from '@/domain/pricing/quote-words';
import type { AppointmentAt } from '@/domain/pricing/same-day';
import type { Quote } from '@/domain/schemas/quote';
import type { BookingState, CartTv } from './booking-state';

const EMPTY_QUOTE: Quote = {
  tvs: [],
  tvSubtotalCents: 0,
  discountCents: 0,
  discountedTvSubtotalCents: 0,
  oneTimeFees: [],
  oneTimeFeesTotalCents: 0,
  services: [],
  servicesTotalCents: 0,
  products: [],
  productsTotalCents: 0,
  totalCents: 0,
};

type QuotableState = Pick<BookingState, 'tvs' | 'services' | 'products'>;

/**
 * The breakdown of everything in the cart; an empty quote when the cart is empty. With the chosen
 * window, same-day is priced as the server will price it (decisions.md "Same-day service").
 * `words` are the labels' language (the engine's English when left out, issue 28).
 */
export function quoteBooking(
  state: QuotableState,
  appointment?: AppointmentAt,
  words?: QuoteWords,
): Quote {
  if (state.tvs.length + state.services.length + state.products.length === 0) return EMPTY_QUOTE;
  const prices = new Map<number, ProductPrice>(
    state.products.map((p) => [
      p.productId,
      { name: p.name, priceCents: p.priceCents, mountType: p.mountType },
    ]),
  );
  const result = calculateQuote(
    {
      tvs: state.tvs,
      additionalServices: state.services.map(({ type, option, quantity }) => ({
        type,
        option,
        quantity,
      })),
      products: state.products.map(({ productId, quantity }) => ({ productId, quantity })),
      appointment,
    },
    prices,
    words,
  );
  // The builder only offers allowed combinations, so an error here is a bug worth seeing.
  if (!result.ok) {
    console.error('The live quote refused the cart', result.errors);
    return EMPTY_QUOTE;
  }
  return result.quote;
}

/** One TV on its own (the form's "This TV" line): its price before any multi-TV discount. */
export function priceOneTv(tv: CartTv): number | null {
  const result = calculateQuote({ tvs: [tv] });
  return result.ok ? (result.quote.tvs[0]?.totalCents ?? null) : null;
}

export function tvName(tv: Pick<CartTv, 'room' | 'tvSize'>): string {
  return `${tv.room} - ${TV_SIZE_LABELS[tv.tvSize]} TV`;
}

export function serviceName(type: keyof typeof ADDITIONAL_SERVICES, option: string): string {
  const service = ADDITIONAL_SERVICES[type];
  const chosen = findServiceOption(type, option);
  return service.options.length > 1 && chosen ? `${service.name} (${chosen.label})` : service.name;
}

/** Items in the cart, for the 'Complete Order (N items, ...)' label. */
export function cartItemCount(state: QuotableState): number {
  return (
    state.tvs.length +
    state.services.reduce((n, s) => n + s.quantity, 0) +
    state.products.reduce((n, p) => n + p.quantity, 0)
  );
}
