// The store's reads (store-staff-assistant.md section 7, decisions.md "Store (Mount Depot)");
// placing and paying an order is in components/store-checkout (the TV builder pays there too).
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/client/lib/api-client';
import type { Product } from '@/domain/schemas/products';
import type { CustomerStoreOrder } from '@/domain/schemas/store-orders';
import { toStoreProduct, type StoreProduct } from '../lib/catalog';

export async function getProducts(signal?: AbortSignal): Promise<StoreProduct[]> {
  try {
    const list = await apiGet<Product[]>('/api/products', signal ? { signal } : {});
    return list.map(toStoreProduct);
  } catch {
    throw new Error('Failed to fetch products');
  }
}

// The product list decides the page's largest paint (the first card's image), so its request
// starts when the store's code arrives, before React's first render asks for it.
let early: Promise<StoreProduct[]> | null = null;
export function startProductsRequest(): void {
  early ??= getProducts();
  // Read by the query below; a failure here is its failure, not an unhandled rejection.
  early.catch(() => undefined);
}

export const productsQueryOptions = queryOptions({
  queryKey: ['/api/products'],
  queryFn: ({ signal }) => {
    const pending = early;
    early = null;
    return pending ?? getProducts(signal);
  },
});

export function lookupStoreOrder(reference: string, token: string) {
  return apiRequest<CustomerStoreOrder>('POST', '/api/store-orders/lookup', { reference, token });
}
