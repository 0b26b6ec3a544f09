// One function from a recorded booking event to the messages it sends (decisions.md "One set of
// booking rules"; docs/decisions/025-booking-core.md). The booking module calls it right after it
// records the event, in the same transaction, so a message goes out exactly when the change
// commits. Every message is an e-mail or a text through the outbox (texts: decisions.md "Text
// messages (SMS)", only to an opted-in booking's customer and to technicians with a valid phone);
// a webhook is one more adapter here, never a new call site. A diagnostic test booking tells
// nobody.
import { PAYMENT_NOT_COMPLETED } from '../../domain/bookings/holds';
import {
  AT_DAILY_LIMIT_REASON,
  CUSTOMER_CANCEL_REASON,
  isTechnicianLeftReason,
} from '../../domain/bookings/rules';
import { isSlotLabel, type SlotLabel } from '../../domain/scheduling/business-time';
import type { BookingRow } from '../bookings/repository';
import { assignedTechnicians, techniciansById } from '../bookings/technicians';
import type { Executor } from '../db/client';
import type { BookingActor, BookingEventAction } from '../services/booking-events';
import { sendsNotifications } from '../services/booking-source';
import { enqueueEmail, type OutgoingEmail } from '../services/mailer/outbox';
import { reviewUrlFor, type ManageLinks } from '../services/manage-links';
import { receiptAttachment } from '../services/receipt/receipt-facts';
import { enqueueText, type OutgoingText } from '../services/sms/texts';
import { activeAdmins } from './confirmed';
import {
  customerText,
  firstNameOf,
  technicianAssignedText,
  technicianCancelledText,
  technicianMovedText,
  technicianUnassignedText,
} from './texts/booking-texts';
import {
  cancelledEmail,
  jobDoneEmail,
  onTheWayEmail,
  rescheduledEmail,
  statusNoticeEmail,
} from './templates/lifecycle';
import { jobNeedsTechnicianEmail, technicianLeftJobEmail } from './templates/office';
import {
  technicianAssignedEmail,
  technicianCancelledEmail,
  technicianMovedEmail,
  technicianUnassignedEmail,
} from './templates/technician';

export type RecordedEvent = {
  action: BookingEventAction;
  actor: BookingActor;
  details: Record<string, unknown>;
};

export type NoticeContext = { links: ManageLinks; now: Date };

type Slot = { appointmentDate: string; appointmentTime: SlotLabel };

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);
function slotOf(value: unknown): Slot | null {
  if (!value || typeof value !== 'object') return null;
  const { appointmentDate, appointmentTime } = value as Record<string, unknown>;
  return typeof appointmentDate === 'string' && isSlotLabel(appointmentTime)
    ? { appointmentDate, appointmentTime }
    : null;
}

/** A staff member's cancel reason is an internal note; the customer's own words are repeated. */
function customerFacingReason(event: RecordedEvent): string | null {
  const reason = textOf(event.details.reason);
  return event.actor.kind === 'customer' && reason !== CUSTOMER_CANCEL_REASON ? reason : null;
}

/**
 * A card booking is confirmed to its customer only when paid: one cancelled before that (its
 * hold lapsed, or released by the customer who chose cash instead) tells the customer nothing.
 */
function customerKnowsOfCancel(event: RecordedEvent): boolean {
  return event.details.reason !== PAYMENT_NOT_COMPLETED && event.details.released !== true;
}

/** The job as the technicians taken off it knew it: at its window before a customer's move. */
function knownJobOf(booking: BookingRow, event: RecordedEvent): BookingRow {
  const previous = slotOf(event.details.from);
  return event.details.reason === AT_DAILY_LIMIT_REASON && previous
    ? { ...booking, ...previous }
    : booking;
}

/** The technicians a change of team adds and removes, from the event's before and after. */
async function teamChange(trx: Executor, details: Record<string, unknown>) {
  const ids = (...keys: string[]) =>
    keys.map((key) => idOf(details[key])).filter((id): id is number => id !== null);
  const after = ids('technicianId', 'secondTechnicianId');
  const before = ids('previousTechnicianId', 'previousSecondTechnicianId');
  return {
    added: await techniciansById(
      trx,
      after.filter((id) => !before.includes(id)),
    ),
    removed: await techniciansById(
      trx,
      before.filter((id) => !after.includes(id)),
    ),
  };
}

async function messagesOf(
  trx: Executor,
  booking: BookingRow,
  event: RecordedEvent,
  { links, now }: NoticeContext,
): Promise<OutgoingEmail[]> {
  const withEmail = <T extends { email: string }>(people: T[]) => people.filter((p) => p.email);
  switch (event.action) {
    case 'rescheduled': {
      const previous = slotOf(event.details.from);
      if (!previous) return [];
      const technicians = withEmail(await assignedTechnicians(trx, booking));
      return [
        rescheduledEmail(booking, previous, links, now),
        ...technicians.map((tech) => technicianMovedEmail(booking, previous, tech, links)),
      ];
    }
    case 'cancelled': {
      const refunded = event.details.refunded === true;
      const technicians = withEmail(await assignedTechnicians(trx, booking));
      return [
        ...(customerKnowsOfCancel(event)
          ? [cancelledEmail(booking, links, { refunded, reason: customerFacingReason(event) }, now)]
          : []),
        ...technicians.map((tech) => technicianCancelledEmail(booking, tech, links)),
      ];
    }
    case 'confirmed':
      return [statusNoticeEmail(booking, 'confirmed', links)];
    case 'in_progress':
      return [statusNoticeEmail(booking, 'inProgress', links)];
    case 'completed':
      // The receipt reads the completion written in this same transaction.
      return [jobDoneEmail(booking, links, await receiptAttachment(trx, booking, links.business))];
    case 'en_route': {
      const firstName = await enRouteFirstName(trx, event);
      return [onTheWayEmail(booking, firstName, links)];
    }
    case 'assigned':
    case 'unassigned':
      return teamMessages(trx, booking, event, links);
    default:
      return [];
  }
}

/** The first name of the technician who tapped "On my way", or null. */
async function enRouteFirstName(trx: Executor, event: RecordedEvent): Promise<string | null> {
  const [technician] = await techniciansById(trx, 'id' in event.actor ? [event.actor.id] : []);
  return firstNameOf(technician?.name);
}

/**
 * The texts an event sends: the customer's (when the booking opted in) beside the e-mail, and to
 * each technician with a valid US phone, as their e-mail says it: a job newly theirs, one taken
 * off them, moved or cancelled (decisions.md "What the turn-3 walk-throughs settled").
 */
async function textsOf(
  trx: Executor,
  booking: BookingRow,
  event: RecordedEvent,
  { links, now }: NoticeContext,
): Promise<OutgoingText[]> {
  return [
    ...(await customerTextsOf(trx, booking, event, links)),
    ...(await technicianTextsOf(trx, booking, event, { links, now })),
  ];
}

async function customerTextsOf(
  trx: Executor,
  booking: BookingRow,
  event: RecordedEvent,
  links: ManageLinks,
): Promise<OutgoingText[]> {
  const text = (
    kind: Parameters<typeof customerText>[2],
    write: Parameters<typeof customerText>[3],
  ): OutgoingText[] => {
    const message = customerText(booking, links, kind, write);
    return message ? [message] : [];
  };
  const phone = links.business.phone;
  switch (event.action) {
    case 'rescheduled':
      return slotOf(event.details.from) ? text('rescheduled', (t, f) => t.rescheduled(f)) : [];
    case 'cancelled':
      return customerKnowsOfCancel(event)
        ? text('cancelled', (t, f) => t.cancelled({ ...f, phone }))
        : [];
    case 'completed':
      return text('job done', (t, f) =>
        t.jobDone({ ...f, url: reviewUrlFor(links, booking.reference, booking.locale) }),
      );
    case 'en_route': {
      const firstName = await enRouteFirstName(trx, event);
      return text('on my way', (t, f) => t.onMyWay({ ...f, firstName }));
    }
    default:
      return [];
  }
}

async function technicianTextsOf(
  trx: Executor,
  booking: BookingRow,
  event: RecordedEvent,
  { links, now }: NoticeContext,
): Promise<OutgoingText[]> {
  const each = <T>(people: T[], write: (person: T) => OutgoingText | null) =>
    people.flatMap((person) => write(person) ?? []);
  switch (event.action) {
    case 'rescheduled': {
      const previous = slotOf(event.details.from);
      if (!previous) return [];
      return each(await assignedTechnicians(trx, booking), (tech) =>
        technicianMovedText(booking, previous, tech, links, now),
      );
    }
    case 'cancelled':
      return each(await assignedTechnicians(trx, booking), (tech) =>
        technicianCancelledText(booking, tech, links, now),
      );
    case 'assigned':
    case 'unassigned': {
      const { added, removed } = await teamChange(trx, event.details);
      const knownJob = knownJobOf(booking, event);
      return [
        ...each(added, (tech) => technicianAssignedText(booking, tech, links)),
        ...each(removed, (tech) => technicianUnassignedText(knownJob, tech, links, now)),
      ];
    }
    default:
      return [];
  }
}

/**
 * Newcomers hear of the job, those taken off it that they need not go. When a customer's move
 * handed the job back to the office, the technicians hear of it at the window they knew, and each
 * admin is asked to assign someone; likewise when a technician left dispatch (deactivated).
 */
async function teamMessages(
  trx: Executor,
  booking: BookingRow,
  event: RecordedEvent,
  links: ManageLinks,
): Promise<OutgoingEmail[]> {
  const { added, removed } = await teamChange(trx, event.details);
  const backToOffice = event.details.reason === AT_DAILY_LIMIT_REASON;
  const previous = slotOf(event.details.from);
  const knownJob = knownJobOf(booking, event);
  const messages = [
    ...added
      .filter((tech) => tech.email)
      .map((tech) => technicianAssignedEmail(booking, tech, links)),
    ...removed
      .filter((tech) => tech.email)
      .map((tech) => technicianUnassignedEmail(knownJob, tech, links)),
  ];
  if (backToOffice && previous) {
    const names = removed.map((tech) => tech.name);
    for (const admin of await activeAdmins(trx)) {
      messages.push(jobNeedsTechnicianEmail(booking, previous, names, admin, links));
    }
  }
  const reason = event.details.reason;
  if (isTechnicianLeftReason(reason)) {
    const left = { name: removed.map((tech) => tech.name).join(' and '), reason };
    const staffed = booking.assignedTechnicianId !== null;
    for (const admin of await activeAdmins(trx)) {
      messages.push(technicianLeftJobEmail(booking, left, staffed, admin, links));
    }
  }
  return messages;
}

/** Writes to the outbox every message the event sends, in the caller's transaction. */
export async function notify(
  trx: Executor,
  booking: BookingRow,
  event: RecordedEvent,
  context: NoticeContext,
): Promise<void> {
  if (!sendsNotifications(booking)) return;
  for (const message of await messagesOf(trx, booking, event, context)) {
    await enqueueEmail(trx, message);
  }
  for (const text of await textsOf(trx, booking, event, context)) {
    await enqueueText(trx, { ...text, now: context.now });
  }
}
