// The store's reads (store-staff-assistant.md section 7, decisions.md "Store (Mount Depot)");
// placing and paying an order is in components/store-checkout (the TV builder pays there too).
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/client/lib/api-client';
import { readEmbeddedJson } from '@/client/lib/business-facts';
import { PRODUCTS_QUERY_KEY, STORE_PRODUCTS_ELEMENT_ID } from '@/domain/catalog/products';
import type { Product } from '@/domain/schemas/products';
import type { CustomerStoreOrder } from '@/domain/schemas/store-orders';
import { toStoreProduct, type StoreProduct } from '../lib/catalog';

export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  try {
    return await apiGet<Product[]>('/api/products', signal ? { signal } : {});
  } catch {
    throw new Error('Failed to fetch products');
  }
}

/**
 * The list a server-rendered store page carries (the server wrote it from the same query as GET
 * /api/products), or undefined on any other page or when it does not read as a list.
 */
function readEmbeddedProducts(): Product[] | undefined {
  if (typeof document === 'undefined') return undefined;
  const parsed = readEmbeddedJson(STORE_PRODUCTS_ELEMENT_ID);
  return Array.isArray(parsed) ? (parsed as Product[]) : undefined;
}

// Read once, when this code arrives, and used once: the query's first data on the page the server
// rendered. A later visit to the store in the same tab asks the server again.
let embedded = readEmbeddedProducts();

// The product list decides the page's largest paint (the first card's image), so on a page the
// browser renders its request starts when the store's code arrives, before React's first render
// asks for it. A server-rendered store page already carries the list.
let early: Promise<Product[]> | null = null;
export function startProductsRequest(): void {
  // The server's render is given the list; a page that carries it needs no request.
  if (typeof document === 'undefined' || embedded) return;
  early ??= getProducts();
  // Read by the query below; a failure here is its failure, not an unhandled rejection.
  early.catch(() => undefined);
}

const toStoreProducts = (list: Product[]): StoreProduct[] => list.map(toStoreProduct);

export const productsQueryOptions = queryOptions({
  queryKey: PRODUCTS_QUERY_KEY,
  queryFn: ({ signal }) => {
    const pending = early;
    early = null;
    return pending ?? getProducts(signal);
  },
  initialData: () => {
    const list = embedded;
    embedded = undefined;
    return list;
  },
  select: toStoreProducts,
});

export function lookupStoreOrder(reference: string, token: string) {
  return apiRequest<CustomerStoreOrder>('POST', '/api/store-orders/lookup', { reference, token });
}
