// A recorded booking change as a webhook (decisions.md "Integrations"): the event its action is
// (domain/webhooks/events.ts) with the full staff view of the booking as it is now, the same view
// GET /api/bookings/{id} answers staff, so no field is lost between events. A diagnostic test
// booking tells nobody, webhooks included.
import { staffBookingSchema } from '../../domain/schemas/staff';
import { webhookEventOfBookingAction } from '../../domain/webhooks/events';
import type { Executor } from '../db/client';
import { sendsNotifications } from '../services/booking-source';
import { enqueueWebhooks } from '../services/webhooks/enqueue';
import { listBookings } from './staff-view/list';

export async function enqueueBookingWebhooks(
  trx: Executor,
  bookingId: number,
  action: string,
): Promise<void> {
  const event = webhookEventOfBookingAction(action);
  if (!event) return;
  await enqueueWebhooks(trx, event, async () => {
    const [booking] = await listBookings(trx, { kind: 'all' }, bookingId);
    // Through the staff answer's own schema, which decides what leaves the server (STYLE.md 3).
    return booking && sendsNotifications(booking) ? staffBookingSchema.parse(booking) : undefined;
  });
}
