// The admin Store tab's calls (store-staff-assistant.md section 9): the staff token through the
// API client's `token` option, one query key per list, and what each change makes stale.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/client/lib/api-client';
import type { ProductImageUpload } from '@/domain/schemas/product-images';
import type { StaffProduct } from '@/domain/schemas/products';
import type { StaffStoreOrder } from '@/domain/schemas/store-orders';
import { PRODUCTS_QUERY_KEY } from '@/domain/catalog/products';

export const storeAdminKeys = {
  orders: ['/api/store-orders'],
  products: ['/api/admin/products'],
} as const;

export const storeOrdersQueryOptions = (token: string) =>
  queryOptions({
    queryKey: storeAdminKeys.orders,
    queryFn: () => apiGet<StaffStoreOrder[]>('/api/store-orders', { token }),
  });

export const adminProductsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: storeAdminKeys.products,
    queryFn: () => apiGet<StaffProduct[]>('/api/admin/products', { token }),
  });

/** PUT /api/store-orders/{id}: fulfil or cancel (a cancel puts the stock back). */
export const updateStoreOrder = (token: string, id: number, status: 'fulfilled' | 'cancelled') =>
  apiRequest<StaffStoreOrder>('PUT', `/api/store-orders/${id}`, { status }, { token });

/** POST /api/products (a new product) or PUT /api/products/{id} (any of its fields). */
export const saveProduct = (token: string, id: number | null, body: object) =>
  id === null
    ? apiRequest<StaffProduct>('POST', '/api/products', body, { token })
    : apiRequest<StaffProduct>('PUT', `/api/products/${id}`, body, { token });

/** An order's change moves stock: the orders and the staff's product list are stale. */
export const invalidateAfterOrderChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: storeAdminKeys.orders }),
    queryClient.invalidateQueries({ queryKey: storeAdminKeys.products }),
  ]);

/** A product's change shows in the staff's list and in the store's own catalogue. */
export const invalidateAfterProductChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: storeAdminKeys.products }),
    queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY }),
  ]);

/** POST /api/product-images: the file itself as the body; the server checks and keeps it. */
export const uploadProductImage = (token: string, file: File) =>
  apiRequest<ProductImageUpload>(
    'POST',
    `/api/product-images?name=${encodeURIComponent(file.name)}`,
    file,
    { token },
  );
