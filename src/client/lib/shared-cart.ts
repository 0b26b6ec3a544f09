// The shared cart of the store and the TV builder (decisions.md "Store (Mount Depot)"): one list
// in localStorage, so the store opened in another tab and the builder see the same items. Prices
// here are for display only; the server prices every order and booking itself.
import { useSyncExternalStore } from 'react';
import { STORED_CART_KEY } from './stored-cart';

export interface SharedCartLine {
  /** 'product-' plus the product id (store-staff-assistant.md section 3). */
  readonly id: string;
  readonly productId: number;
  readonly name: string;
  /** Integer cents, as the store showed it. */
  readonly priceCents: number;
  readonly quantity: number;
  readonly image: string;
  readonly type: 'product';
}

export const MAX_LINE_QUANTITY = 20;
const CHANGE_EVENT = 'shared-cart-change';
const EMPTY: readonly SharedCartLine[] = [];

function isLine(value: unknown): value is SharedCartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    Number.isInteger(line.productId) &&
    (line.productId as number) > 0 &&
    typeof line.name === 'string' &&
    Number.isInteger(line.priceCents) &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) > 0
  );
}

let cachedText: string | null = null;
let cachedLines: readonly SharedCartLine[] = EMPTY;

/** The stored lines; anything unreadable counts as an empty cart. */
export function readSharedCart(): readonly SharedCartLine[] {
  let text: string | null;
  try {
    text = window.localStorage.getItem(STORED_CART_KEY);
  } catch {
    return EMPTY;
  }
  if (text === cachedText) return cachedLines;
  cachedText = text;
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    cachedLines = Array.isArray(parsed)
      ? parsed.filter(isLine).map((line) => ({
          id: `product-${line.productId}`,
          productId: line.productId,
          name: line.name,
          priceCents: line.priceCents,
          quantity: Math.min(line.quantity, MAX_LINE_QUANTITY),
          image: typeof line.image === 'string' ? line.image : '',
          type: 'product' as const,
        }))
      : EMPTY;
  } catch {
    cachedLines = EMPTY;
  }
  return cachedLines;
}

function write(lines: readonly SharedCartLine[]) {
  try {
    if (lines.length === 0) window.localStorage.removeItem(STORED_CART_KEY);
    else window.localStorage.setItem(STORED_CART_KEY, JSON.stringify(lines));
  } catch {
    // Storage blocked: the cart cannot be kept, and nothing else breaks.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export type CartProductInput = {
  id: number;
  name: string;
  price: number;
  image: string;
};

/** Adding a product already in the cart adds 1 to its quantity; a new line starts at 1. */
export function addToSharedCart(product: CartProductInput): void {
  const lines = readSharedCart();
  const existing = lines.find((line) => line.productId === product.id);
  write(
    existing
      ? lines.map((line) =>
          line === existing
            ? { ...line, quantity: Math.min(line.quantity + 1, MAX_LINE_QUANTITY) }
            : line,
        )
      : [
          ...lines,
          {
            id: `product-${product.id}`,
            productId: product.id,
            name: product.name,
            priceCents: product.price,
            quantity: 1,
            image: product.image,
            type: 'product',
          },
        ],
  );
}

/** A quantity of 0 or less removes the line. */
export function setSharedCartQuantity(productId: number, quantity: number): void {
  const lines = readSharedCart();
  write(
    quantity <= 0
      ? lines.filter((line) => line.productId !== productId)
      : lines.map((line) =>
          line.productId === productId
            ? { ...line, quantity: Math.min(quantity, MAX_LINE_QUANTITY) }
            : line,
        ),
  );
}

export function clearSharedCart(): void {
  write(EMPTY);
}

export const cartItemCount = (lines: readonly SharedCartLine[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
export const cartTotalCents = (lines: readonly SharedCartLine[]) =>
  lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);

function subscribe(onChange: () => void): () => void {
  // 'storage' fires in the other tabs; the custom event in this one.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORED_CART_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The cart's lines, kept up to date across tabs. */
export function useSharedCart(): readonly SharedCartLine[] {
  return useSyncExternalStore(subscribe, readSharedCart, () => EMPTY);
}

/**
 * The store's current names and prices into the cart (issue 26): a price the owner changed after
 * the product was added shows as the server will charge it, in the store and in the builder.
 * Writes only when something differs, so the change event cannot loop.
 */
export function syncSharedCartPrices(
  current: readonly { id: number; name: string; price: number }[],
): void {
  const byId = new Map(current.map((product) => [product.id, product]));
  const lines = readSharedCart();
  let changed = false;
  const next = lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product || (product.price === line.priceCents && product.name === line.name)) return line;
    changed = true;
    return { ...line, name: product.name, priceCents: product.price };
  });
  if (changed) write(next);
}
