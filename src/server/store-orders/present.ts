// What leaves the server about a store order. The customer's view and the staff view are built
// separately: the customer's never carries contact details, ids or notes.
import type {
  CustomerStoreOrder,
  StaffStoreOrder,
  StoreOrderLine,
} from '../../domain/schemas/store-orders';
import type { StoreOrderRow } from './repository';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export function orderLines(row: Pick<StoreOrderRow, 'items'>): StoreOrderLine[] {
  return row.items.map((item) => ({
    productId: item.productId,
    name: item.name,
    quantity: item.quantity,
    unitPriceCents: item.unitCents,
    lineTotalCents: item.unitCents * item.quantity,
  }));
}

export function toCustomerStoreOrder(row: StoreOrderRow): CustomerStoreOrder {
  return {
    reference: row.reference,
    status: row.status,
    paymentStatus: row.paymentStatus,
    fulfilment: row.fulfilment,
    totalCents: row.totalCents,
    items: orderLines(row),
    createdAt: iso(row.createdAt) ?? '',
    paidAt: iso(row.paidAt),
  };
}

export function toStaffStoreOrder(row: StoreOrderRow): StaffStoreOrder {
  return {
    ...toCustomerStoreOrder(row),
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    holdExpiresAt: iso(row.holdExpiresAt),
    cancelReason: row.cancelReason,
    locale: row.locale,
    fulfilledAt: iso(row.fulfilledAt),
    cancelledAt: iso(row.cancelledAt),
  };
}
