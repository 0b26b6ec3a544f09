// The one price engine (decisions.md "Price rules"): the builder's live breakdown, the quote call
// and the server's stored price all come from here. Integer cents throughout.
import {
  ADDITIONAL_SERVICES,
  findServiceOption,
  isAdditionalServiceType,
} from '../catalog/additional-services';
import { MULTI_TV_DISCOUNT, QUANTITY_MAX, QUANTITY_MIN } from '../catalog/installation-prices';
import { ONE_TIME_FEES, type OneTimeFee } from '../catalog/tv-add-ons';
import type { FieldError } from '../schemas/api-error';
import type {
  OneTimeFeeLine,
  ProductLine,
  ProductSelection,
  Quote,
  ServiceLine,
  ServiceSelection,
} from '../schemas/quote';
import type { TvConfig } from '../schemas/tv-config';
import type { MountType } from '../catalog/mount-types';
import { applyCartMounts, cartMountUnits } from './cart-mounts';
import { normalizeTv } from './normalize-tv';
import { priceTv } from './price-tv';
import { QUOTE_WORDS_EN, type QuoteWords } from './quote-words';
import { sameDayFeeApplies, type AppointmentAt } from './same-day';
import { validateTv } from './validate-tv';

export interface QuoteInput {
  readonly tvs: readonly TvConfig[];
  readonly additionalServices?: readonly ServiceSelection[];
  readonly products?: readonly ProductSelection[];
  /** The booked window and when it is booked: same-day is charged only within 24 hours of it. */
  readonly appointment?: AppointmentAt | undefined;
}

export interface ProductPrice {
  readonly name: string;
  readonly priceCents: number;
  /** The kind of TV mount it is (catalog/products.ts productMountType); absent when it is none. */
  readonly mountType?: MountType | null | undefined;
}

/** The server's product prices (from its database), by product id. */
export type ProductPriceLookup =
  ReadonlyMap<number, ProductPrice> | ((productId: number) => ProductPrice | undefined);

export type QuoteResult =
  | { readonly ok: true; readonly quote: Quote }
  | { readonly ok: false; readonly errors: FieldError[] };

const NO_PRODUCTS: ProductPriceLookup = new Map();

function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX;
}

const QUANTITY_MESSAGE = `Quantity must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}`;

/** percent% of cents, rounded to the nearest cent, half up (positive amounts). */
export function percentHalfUp(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/**
 * Prices each selection of one list with `price`, which refuses a field (an error, no line) when
 * the selection cannot be priced; a quantity out of range is an error on every list.
 */
function priceSelections<S extends { readonly quantity: number }, L>(
  selections: readonly S[],
  list: string,
  errors: FieldError[],
  price: (selection: S, refuse: (key: string, message: string) => undefined) => L | undefined,
): L[] {
  const lines: L[] = [];
  selections.forEach((selection, index) => {
    const field = `${list}.${index}`;
    if (!isValidQuantity(selection.quantity)) {
      errors.push({ field: `${field}.quantity`, message: QUANTITY_MESSAGE });
    }
    const line = price(selection, (key, message) => {
      errors.push({ field: `${field}.${key}`, message });
      return undefined;
    });
    if (line) lines.push(line);
  });
  return lines;
}

function priceServices(
  selections: readonly ServiceSelection[],
  errors: FieldError[],
  words: QuoteWords,
): ServiceLine[] {
  return priceSelections(selections, 'additionalServices', errors, (selection, refuse) => {
    if (!isAdditionalServiceType(selection.type)) return refuse('type', 'Unknown service');
    const service = ADDITIONAL_SERVICES[selection.type];
    const option = findServiceOption(selection.type, selection.option);
    if (!option) return refuse('option', `Unknown option for ${service.name}`);
    return {
      type: selection.type,
      option: option.key,
      label: words.service(selection.type, option.key),
      unitCents: option.priceCents,
      quantity: selection.quantity,
      totalCents: option.priceCents * selection.quantity,
    };
  });
}

function priceProducts(
  selections: readonly ProductSelection[],
  lookup: ProductPriceLookup,
  errors: FieldError[],
): ProductLine[] {
  const find = typeof lookup === 'function' ? lookup : (id: number) => lookup.get(id);
  return priceSelections(selections, 'products', errors, (selection, refuse) => {
    const product = find(selection.productId);
    if (!product) return refuse('productId', 'Unknown product');
    return {
      productId: selection.productId,
      name: product.name,
      unitCents: product.priceCents,
      quantity: selection.quantity,
      totalCents: product.priceCents * selection.quantity,
    };
  });
}

function oneTimeFees(
  tvs: readonly TvConfig[],
  appointment: AppointmentAt | undefined,
  words: QuoteWords,
): OneTimeFeeLine[] {
  const charged: OneTimeFee[] = [];
  if (tvs.some((tv) => tv.sameDayService) && sameDayFeeApplies(appointment)) {
    charged.push('sameDayService');
  }
  // validateTv has already refused two technicians on a TV under 60 inches.
  if (tvs.some((tv) => tv.largeTvAssistance === 'two_techs')) charged.push('twoTechnicians');
  return charged.map((key) => ({
    key,
    label: words.fee(key),
    cents: ONE_TIME_FEES[key].priceCents,
  }));
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The breakdown of a booking. `words` is the language of its labels (QUOTE_WORDS_EN, or
 * QUOTE_WORDS_ES for a Spanish customer): every amount is the same whatever the words.
 */
export function calculateQuote(
  input: QuoteInput,
  productPrices: ProductPriceLookup = NO_PRODUCTS,
  words: QuoteWords = QUOTE_WORDS_EN,
): QuoteResult {
  const errors = input.tvs.flatMap((tv, index) => validateTv(tv, index));
  const tvs = input.tvs.map(normalizeTv);
  const services = priceServices(input.additionalServices ?? [], errors, words);
  const products = priceProducts(input.products ?? [], productPrices, errors);
  if (errors.length > 0) return { ok: false, errors };

  const find =
    typeof productPrices === 'function' ? productPrices : (id: number) => productPrices.get(id);
  const mounts = cartMountUnits(products, (id) => find(id)?.mountType);
  const tvLines = applyCartMounts(
    tvs,
    tvs.map((tv, index) => priceTv(tv, index, words)),
    mounts,
    words,
  );
  const tvSubtotalCents = sum(tvLines.map((line) => line.totalCents));
  const discountCents =
    tvLines.length >= MULTI_TV_DISCOUNT.minTvs
      ? percentHalfUp(tvSubtotalCents, MULTI_TV_DISCOUNT.percent)
      : 0;
  const discountedTvSubtotalCents = tvSubtotalCents - discountCents;
  const fees = oneTimeFees(tvs, input.appointment, words);
  const oneTimeFeesTotalCents = sum(fees.map((fee) => fee.cents));
  const servicesTotalCents = sum(services.map((line) => line.totalCents));
  const productsTotalCents = sum(products.map((line) => line.totalCents));

  return {
    ok: true,
    quote: {
      tvs: tvLines,
      tvSubtotalCents,
      discountCents,
      discountedTvSubtotalCents,
      oneTimeFees: fees,
      oneTimeFeesTotalCents,
      services,
      servicesTotalCents,
      products,
      productsTotalCents,
      totalCents:
        discountedTvSubtotalCents + oneTimeFeesTotalCents + servicesTotalCents + productsTotalCents,
    },
  };
}
