// POST /api/store-orders (decisions.md "Store (Mount Depot)"): the database's prices, the stock
// taken in the same transaction as the order, and a 15-minute hold for the payment.
import {
  STORE_HOLD_MINUTES,
  type StoreOrderCreated,
  type StoreOrderRequest,
} from '../../../domain/schemas/store-orders';
import {
  isServedZip,
  outsideServiceAreaMessage,
  zipOf,
  type ServiceArea,
} from '../../../domain/catalog/service-area';
import type { AppContext } from '../../context';
import { fieldError } from '../../plugins/errors';
import { newManageToken } from '../../services/public-references';
import { readBusinessFacts } from '../../services/business-facts';
import { findActiveProducts } from '../../catalog/products';
import { orderLines } from '../../store-orders/present';
import { insertStoreOrder } from '../../store-orders/repository';
import { reserveStock } from '../../services/stock';
import { sweepLapsedOrders } from '../../store-orders/sweep';

/** decisions.md "Service area": delivery only to a ZIP of the business settings' list. */
function checkDeliveryArea(address: string | undefined, area: ServiceArea): void {
  const zip = address ? zipOf(address) : null;
  if (zip && !isServedZip(zip, area)) {
    throw fieldError('address', outsideServiceAreaMessage(zip, area));
  }
}

export async function createStoreOrder(
  ctx: AppContext,
  body: StoreOrderRequest,
  now: Date = new Date(),
): Promise<StoreOrderCreated> {
  // Lapsed holds go back first, so a buyer is never told "out of stock" about units that are
  // only waiting for the next sweep.
  await sweepLapsedOrders(ctx.db, now);
  if (body.fulfilment === 'delivery')
    checkDeliveryArea(body.address, await readBusinessFacts(ctx.db));

  const found = await findActiveProducts(
    ctx.db,
    body.items.map((line) => line.productId),
  );
  const items = body.items.map((line, index) => {
    const product = found.get(line.productId);
    if (!product) throw fieldError(`items.${index}.productId`, 'Unknown product');
    // The price is the database's at this moment; nothing the browser sends is used.
    return {
      productId: product.id,
      name: product.name,
      ...(product.nameEs ? { nameEs: product.nameEs } : {}),
      unitCents: product.price,
      quantity: line.quantity,
    };
  });
  const totalCents = items.reduce((sum, item) => sum + item.unitCents * item.quantity, 0);
  const holdExpiresAt = new Date(now.getTime() + STORE_HOLD_MINUTES * 60_000);
  const token = newManageToken();

  return ctx.db.transaction(async (trx) => {
    const row = await insertStoreOrder(trx, {
      items,
      totalCents,
      name: body.name,
      email: body.email,
      phone: body.phone,
      fulfilment: body.fulfilment,
      address: body.fulfilment === 'delivery' ? (body.address ?? null) : null,
      notes: body.notes ?? null,
      locale: body.locale,
      status: 'pending',
      paymentStatus: 'unpaid',
      holdExpiresAt,
      manageTokenHash: token.hash,
      createdAt: now,
      updatedAt: now,
    });
    await reserveStock(trx, items, { storeOrderId: row.id });
    return {
      id: row.id,
      reference: row.reference,
      manageToken: token.token,
      status: 'pending' as const,
      paymentStatus: 'unpaid' as const,
      totalCents,
      items: orderLines(row),
      holdExpiresAt: holdExpiresAt.toISOString(),
    };
  });
}
