// The admin Store tab's calls: the staff token as a bearer header, one query key per list.
import { ApiRequestError } from '@/client/lib/api-client';
import type { ApiError } from '@/domain/schemas/api-error';
import type { ProductImageUpload } from '@/domain/schemas/product-images';

export const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
export const ORDERS_KEY = ['/api/store-orders'];
export const PRODUCTS_KEY = ['/api/admin/products'];

export function errorText(error: unknown, fallback: string) {
  return error instanceof ApiRequestError ? error.serverMessage : fallback;
}

/** POST /api/product-images: the file itself as the body; the server checks and keeps it. */
export async function uploadProductImage(token: string, file: File): Promise<ProductImageUpload> {
  const response = await fetch(`/api/product-images?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': file.type || 'application/octet-stream',
    },
    body: file,
    credentials: 'include',
  });
  const text = await response.text();
  if (!response.ok) {
    let body: ApiError | null = null;
    try {
      body = JSON.parse(text) as ApiError;
    } catch {
      // Not JSON: the text is the message.
    }
    throw new ApiRequestError(response.status, text, body, response.statusText);
  }
  return JSON.parse(text) as ProductImageUpload;
}
