// Store orders (decisions.md "Store (Mount Depot)"): the customer's POST /api/store-orders body
// and answer, the public read of a paid order, and the staff calls. Prices are never sent by the
// browser: the server reads them from the database.
import { z } from 'zod';
import { zipOf } from '../catalog/service-area';
import { PAYMENT_STATUSES } from './booking';
import { localeSchema } from './locale';
import { LOCALES } from '../site/locales';
import {
  dbId,
  emailText,
  hasVisibleCharacter,
  intParam,
  lineText,
  multilineText,
  optionalLineText,
  optionalMultilineText,
  phoneText,
} from './primitives';

export const STORE_ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'cancelled'] as const;
export type StoreOrderStatus = (typeof STORE_ORDER_STATUSES)[number];
export const FULFILMENTS = ['pickup', 'delivery'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/** An unpaid order keeps its stock this long (decisions.md "Store (Mount Depot)"). */
export const STORE_HOLD_MINUTES = 15;
export const MAX_ORDER_QUANTITY = 20;
export const MAX_ORDER_LINES = 50;
export const MAX_ORDER_NOTES = 1000;

export const orderLineSchema = z.object({
  productId: dbId('Choose a product'),
  quantity: z
    .int({ error: `Quantity must be a whole number from 1 to ${MAX_ORDER_QUANTITY}` })
    .min(1, `Quantity must be a whole number from 1 to ${MAX_ORDER_QUANTITY}`)
    .max(MAX_ORDER_QUANTITY, `Quantity must be a whole number from 1 to ${MAX_ORDER_QUANTITY}`),
});

export const storeOrderRequestSchema = z
  .object({
    items: z
      .array(orderLineSchema, { error: 'Add at least one product' })
      .min(1, 'Add at least one product')
      .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines`),
    name: lineText(200, { required: 'Enter your full name' }),
    email: emailText(),
    phone: phoneText(),
    fulfilment: z.enum(FULFILMENTS, { error: 'Choose pickup or delivery' }),
    address: optionalLineText(300),
    notes: optionalMultilineText(MAX_ORDER_NOTES, 'Keep the note to 1,000 characters or fewer'),
    /** The customer's language (en or es). */
    locale: localeSchema,
  })
  .superRefine((body, ctx) => {
    if (body.fulfilment !== 'delivery') return;
    const address = body.address;
    if (!address) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'Enter the delivery address' });
      return;
    }
    const zip = zipOf(address);
    if (!zip) {
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message: 'Include the ZIP code in the delivery address',
      });
    }
    // Whether the ZIP is served is the business settings' list: the server checks it
    // (store-orders/service.ts), since a schema cannot read the database.
  });
export type StoreOrderRequest = z.output<typeof storeOrderRequestSchema>;
export type StoreOrderRequestInput = z.input<typeof storeOrderRequestSchema>;

export const storeOrderLineSchema = z.object({
  productId: z.int(),
  name: z.string(),
  quantity: z.int(),
  unitPriceCents: z.int(),
  lineTotalCents: z.int(),
});
export type StoreOrderLine = z.output<typeof storeOrderLineSchema>;

/** 201 of POST /api/store-orders: the only answer that carries the manage token. */
export const storeOrderCreatedSchema = z.object({
  id: z.int(),
  reference: z.string(),
  manageToken: z.string(),
  status: z.literal('pending'),
  paymentStatus: z.literal('unpaid'),
  totalCents: z.int(),
  items: z.array(storeOrderLineSchema),
  holdExpiresAt: z.string(),
});
export type StoreOrderCreated = z.output<typeof storeOrderCreatedSchema>;

/** The customer's own view (the success page): no ids of other records, no contact details. */
export const customerStoreOrderSchema = z.object({
  reference: z.string(),
  status: z.enum(STORE_ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fulfilment: z.enum(FULFILMENTS),
  totalCents: z.int(),
  items: z.array(storeOrderLineSchema),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type CustomerStoreOrder = z.output<typeof customerStoreOrderSchema>;

export const storeOrderLookupSchema = z.object({
  reference: lineText(20),
  token: lineText(200, { required: 'Missing token' }),
});

/** Staff answer (GET /api/store-orders). */
export const staffStoreOrderSchema = customerStoreOrderSchema.extend({
  id: z.int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  locale: z.enum(LOCALES),
  fulfilledAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type StaffStoreOrder = z.output<typeof staffStoreOrderSchema>;

export const staffStoreOrdersQuerySchema = z.object({
  status: z.enum(STORE_ORDER_STATUSES).optional(),
  limit: intParam(1, 200).default(100),
  offset: intParam(0, 1_000_000).default(0),
});

/** PUT /api/store-orders/{id} (admin): fulfil a paid order, or cancel (a paid one is refunded). */
export const storeOrderUpdateSchema = z.strictObject({
  status: z.enum(['fulfilled', 'cancelled'], { error: 'Choose fulfilled or cancelled' }),
  reason: multilineText(500)
    .min(3, 'Give a reason of 3 characters or more')
    .refine(hasVisibleCharacter, 'Give a reason of 3 characters or more')
    .optional(),
});

/** The 409 when an order asks for more than is left: it names the product and the count. */
export function notEnoughStockMessage(name: string, left: number): string {
  return left === 0
    ? `${name} is out of stock (0 left).`
    : `Only ${left} of ${name} left. Lower the quantity and try again.`;
}
