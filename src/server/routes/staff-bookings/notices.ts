// What a staff change tells people (decisions.md "Staff operations calls", "What the turn-3
// walk-throughs settled"): the customer's notice for a status move, "on my way", and each
// technician on a cancelled job.
import { eq } from 'drizzle-orm';
import { STATUS_LABELS, type BookingStatus } from '../../../domain/schemas/staff';
import type { Executor } from '../../db/client';
import { bookings, staff } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { recordBookingEvent } from '../../services/booking-events';
import { sendsNotifications } from '../../services/booking-source';
import { enqueueEmail, type OutgoingEmail } from '../../services/mailer/outbox';
import type { ManageLinks } from '../../services/manage-links';
import { whenLabel } from '../bookings/emails';
import {
  cancelledEmail,
  jobDoneEmail,
  onTheWayEmail,
  statusNoticeEmail,
} from '../bookings/lifecycle-emails';
import { assignedTechnicians } from './assignment';
import type { BookingForUpdate } from './repository';
import { technicianCancelledEmail } from './technician-emails';

/** What the customer hears when staff move the booking to `status`. */
export function statusMail(
  booking: BookingForUpdate,
  status: BookingStatus,
  links: ManageLinks,
  refunded: boolean,
): OutgoingEmail | null {
  switch (status) {
    case 'confirmed':
      return statusNoticeEmail(
        booking,
        `Your installation is confirmed for ${whenLabel(booking)}.`,
        'Confirmed',
        links,
      );
    case 'in_progress':
      return statusNoticeEmail(
        booking,
        'Your technician has started work on your installation.',
        'In progress',
        links,
      );
    case 'completed':
      return jobDoneEmail(booking, links, reviewUrl(links));
    case 'cancelled':
      return cancelledEmail(booking, links, { refunded, reason: null });
    case 'pending':
      return null;
  }
}

/** Where the job-done mail asks for a review: the business's review page, else a reply by mail. */
function reviewUrl(links: ManageLinks): string {
  return `mailto:${links.business.email}?subject=${encodeURIComponent('My review')}&body=${encodeURIComponent(`Reviewing my installation (${links.siteUrl})`)}`;
}

/** The assigned technician's "On my way": kept once; the customer's mail goes out once. */
export async function markEnRoute(
  trx: Executor,
  booking: BookingForUpdate,
  links: ManageLinks,
  actor: { kind: 'admin' | 'technician'; id: number },
  now: Date,
) {
  if (booking.status !== 'confirmed' && booking.status !== 'pending') {
    throw new HttpError(
      409,
      `A ${STATUS_LABELS[booking.status].toLowerCase()} job cannot be marked on the way`,
    );
  }
  if (booking.enRouteAt) return;
  await trx
    .update(bookings)
    .set({ enRouteAt: now, updatedAt: now })
    .where(eq(bookings.id, booking.id));
  await recordBookingEvent(trx, booking.id, actor, 'en_route');
  const [technician] = await trx
    .select({ name: staff.name })
    .from(staff)
    .where(eq(staff.id, actor.id));
  const firstName = technician?.name.trim().split(/\s+/)[0] ?? 'Your technician';
  if (sendsNotifications(booking))
    await enqueueEmail(trx, onTheWayEmail(booking, firstName, links));
}

/** Each technician on a cancelled job is told they need not go. */
export async function tellTechniciansOfCancel(
  trx: Executor,
  booking: BookingForUpdate,
  links: ManageLinks,
): Promise<void> {
  for (const technician of await assignedTechnicians(trx, booking)) {
    if (technician.email) {
      await enqueueEmail(trx, technicianCancelledEmail(booking, technician, links));
    }
  }
}
