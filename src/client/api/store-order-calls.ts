// The calls of a store checkout (decisions.md "Store (Mount Depot)"): the order (priced and held
// by the server), its payment intent and the sandbox's confirm, for the store's checkout.
import { apiRequest } from '@/client/lib/api-client';
import type {
  PaymentConfirmResponse,
  PaymentIntentResponse,
  SandboxConfirmRequestInput,
} from '@/domain/schemas/payments';
import type { StoreOrderCreated, StoreOrderRequestInput } from '@/domain/schemas/store-orders';

export function createStoreOrder(body: StoreOrderRequestInput) {
  return apiRequest<StoreOrderCreated>('POST', '/api/store-orders', body);
}

export function createStoreOrderIntent(order: { id: number; manageToken: string }) {
  return apiRequest<PaymentIntentResponse>('POST', '/api/stripe-payment-intent', {
    storeOrderId: order.id,
    manageToken: order.manageToken,
  });
}

export function confirmStoreSandboxPayment(input: SandboxConfirmRequestInput) {
  return apiRequest<PaymentConfirmResponse>('POST', '/api/payments/sandbox/confirm', input);
}
