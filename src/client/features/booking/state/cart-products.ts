// The shared cart's products as the booking's lines, with the store's current facts (issue 26):
// the price the server will charge (the cart remembers the one shown when it was added), whether
// it is in stock, and which TV mount it is, so the live quote lets it replace a TV's mount.
import type { SharedCartLine } from '@/client/lib/shared-cart';
import { productMountType, productName } from '@/domain/catalog/products';
import type { Locale } from '@/domain/site/locales';
import type { Product } from '@/domain/schemas/products';
import type { CartProduct } from './booking-state';

export function cartProductsNow(
  lines: readonly SharedCartLine[],
  current: readonly Product[] | undefined,
  locale: Locale,
): CartProduct[] {
  const byId = new Map((current ?? []).map((product) => [product.id, product]));
  return lines.map((line) => {
    const product = byId.get(line.productId);
    return {
      productId: line.productId,
      // In the page's language (a Spanish page shows the Spanish name staff gave).
      name: product ? productName(product, locale) : line.name,
      priceCents: product?.price ?? line.priceCents,
      quantity: line.quantity,
      image: line.image,
      // Known once the store's list arrives; until then the cart mount is only a product.
      mountType: product ? productMountType(product) : null,
      // Unknown until the store's list arrives; a product no longer sold counts as out of stock.
      inStock: current ? (product?.inStock ?? false) : true,
    };
  });
}
