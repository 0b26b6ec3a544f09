// The store's current products, for the builder's cart (issue 26): the shared cart keeps the price
// the store showed when the product was added, which may have changed since. The builder and its
// 'Complete Order' dialog show the server's current price and stock, read afresh when they open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/domain/catalog/products';
import type { Product } from '@/domain/schemas/products';

export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiGet<Product[]>('/api/products', signal ? { signal } : {});
}

export const currentProductsQueryOptions = queryOptions({
  queryKey: PRODUCTS_QUERY_KEY,
  queryFn: ({ signal }) => getProducts(signal),
  staleTime: 0,
  refetchOnMount: 'always',
  refetchOnWindowFocus: true,
});

/** Only while the cart holds products: an empty cart needs no store list. */
export function useCurrentProducts(enabled: boolean) {
  return useQuery({ ...currentProductsQueryOptions, enabled });
}
