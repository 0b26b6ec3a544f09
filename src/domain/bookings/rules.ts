// The rules of a change to a booking, whoever makes it (decisions.md "One set of booking rules"):
// the status moves, the windows a booking may move to, the cut-offs, and what a customer may still
// change. Only the limits that really differ are a policy: the customer's 14-day window and
// 24-hour cut-off, the office's 90 days. Each rule answers with the refusal to show, or null.
import {
  addDays,
  BOOKING_WINDOW_DAYS,
  businessToday,
  isSlotPast,
  slotStartsAt,
  type SlotLabel,
} from '../scheduling/business-time';
import { isMovableWindow, moveWithinCutoffMessage } from '../scheduling/customer-moves';
import type { ApiErrorCode } from '../schemas/api-error';
import type { BookingStatus } from '../schemas/booking';
import { MANAGE_CUTOFF_HOURS } from '../schemas/manage';
import { isAllowedStatusMove, STATUS_LABELS } from '../schemas/staff';

/** The office may book further ahead than customers (BOOKING_WINDOW_DAYS): this many days. */
export const OFFICE_BOOKING_DAYS = 90;

export const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer online';

export const OUT_OF_WINDOW_MESSAGE = `Choose a date from today to ${BOOKING_WINDOW_DAYS - 1} days ahead (Charlotte time), written YYYY-MM-DD`;

export const SLOT_STARTED_MESSAGE = 'That time has already started. Please pick a later one.';

export const PAID_JOB_TECHNICIAN_CANCEL =
  'This job is paid, so the office cancels it (and refunds the customer). Please call the office.';

export const EARLY_COMPLETION_TECHNICIAN =
  'This job is not due yet: it can be completed from the start of its day. Please call the office.';

/**
 * Why a change is refused: a 400 on `field` when it names one, else a 409 with `code` when the
 * refusal is one decisions.md "Error codes" names (and `params`, the values its message names).
 */
export type Refusal = {
  field?: 'appointmentDate' | 'appointmentTime';
  message: string;
  code?: ApiErrorCode;
  params?: Record<string, string>;
};

/** The limits of a move that really differ between the customer and the office. */
export type MovePolicy = {
  who: 'customer' | 'office';
  /** How many days ahead, today included, the new date may be; and what a date beyond hears. */
  bookingDays: number;
  outOfWindowMessage: string;
  /** The customer's 24-hour cut-off (before the old window and into the new one), or none. */
  cutoffHours: number | null;
  /** An assigned technician at their daily limit on the new day: refuse, or take the job back. */
  technicianAtLimit: 'refuse' | 'unassign';
  /** A blocked window says so, or only that it is taken (as a new booking hears). */
  saysBlocked: boolean;
};

export const CUSTOMER_MOVES: MovePolicy = {
  who: 'customer',
  bookingDays: BOOKING_WINDOW_DAYS,
  outOfWindowMessage: OUT_OF_WINDOW_MESSAGE,
  cutoffHours: MANAGE_CUTOFF_HOURS,
  technicianAtLimit: 'unassign',
  saysBlocked: false,
};

export const OFFICE_MOVES: MovePolicy = {
  who: 'office',
  bookingDays: OFFICE_BOOKING_DAYS,
  outOfWindowMessage: `Choose a date from today to ${OFFICE_BOOKING_DAYS - 1} days ahead (Charlotte time)`,
  cutoffHours: null,
  technicianAtLimit: 'refuse',
  saysBlocked: true,
};

type Slot = { appointmentDate: string; appointmentTime: SlotLabel };
type Changeable = Slot & { status: BookingStatus };

export type ChangeRules = {
  canReschedule: boolean;
  canCancel: boolean;
  cutoffAt: Date;
  /** Why nothing can be changed online any more (with the phone number), or null. */
  closedReason: string | null;
  /** The error code of that reason: past the cut-off, or a booking cancelled, started or done. */
  closedCode: Extract<ApiErrorCode, 'change_cut_off' | 'booking_closed'> | null;
};

/** Changes through the link stop 24 hours before the window, and once work has started or ended. */
export function changeRules(
  booking: Changeable,
  now: Date,
  /** The business's phone number as the settings hold it now. */
  phone: string,
): ChangeRules {
  const startsAt = slotStartsAt(booking.appointmentDate, booking.appointmentTime);
  const cutoffAt = new Date(startsAt.getTime() - MANAGE_CUTOFF_HOURS * 60 * 60_000);
  let closedReason: string | null = null;
  let closedCode: ChangeRules['closedCode'] = 'booking_closed';
  if (booking.status === 'cancelled') {
    closedReason = `This booking is cancelled, so it cannot be changed. To book again, visit our site or call ${phone}.`;
  } else if (booking.status === 'in_progress' || booking.status === 'completed') {
    closedReason = `This job has ${booking.status === 'completed' ? 'been completed' : 'started'}, so it cannot be changed online. Please call ${phone}.`;
  } else if (now.getTime() >= cutoffAt.getTime()) {
    closedReason = `Your arrival window starts within ${MANAGE_CUTOFF_HOURS} hours, so changes are made by phone: please call ${phone}.`;
    closedCode = 'change_cut_off';
  }
  const open = closedReason === null;
  if (open) closedCode = null;
  return { canReschedule: open, canCancel: open, cutoffAt, closedReason, closedCode };
}

const lower = (status: BookingStatus) => STATUS_LABELS[status].toLowerCase();

/** Whether the booking may be moved at all, before its new window is looked at. */
function moveClosed(
  policy: MovePolicy,
  booking: Changeable,
  now: Date,
  phone: string,
): Refusal | null {
  if (policy.who === 'customer') {
    const { closedReason, closedCode } = changeRules(booking, now, phone);
    return closedReason && closedCode
      ? { message: closedReason, code: closedCode, params: { phone } }
      : null;
  }
  return booking.status === 'pending' || booking.status === 'confirmed'
    ? null
    : {
        message: `A ${lower(booking.status)} booking cannot be rescheduled`,
        code: 'booking_closed',
      };
}

/** The date is today or up to `days` - 1 days ahead (business time). */
export function isWithinDays(date: string, days: number, now: Date): boolean {
  const today = businessToday(now);
  return date >= today && date <= addDays(today, days - 1);
}

/** Why the booking cannot move to `target` under `policy`, or null when it may. */
export function moveRefusal(
  policy: MovePolicy,
  booking: Changeable,
  target: { appointmentDate: string; appointmentTime: SlotLabel },
  now: Date,
  phone: string,
): Refusal | null {
  const { appointmentDate: date, appointmentTime: time } = target;
  const closed = moveClosed(policy, booking, now, phone);
  if (closed) return closed;
  if (!isWithinDays(date, policy.bookingDays, now)) {
    return { field: 'appointmentDate', message: policy.outOfWindowMessage };
  }
  if (isSlotPast(date, time, now))
    return { field: 'appointmentTime', message: SLOT_STARTED_MESSAGE };
  if (booking.appointmentDate === date && booking.appointmentTime === time) {
    const whose = policy.who === 'customer' ? 'Your' : 'The';
    return {
      field: 'appointmentTime',
      message: `${whose} booking is already at that time. Pick another.`,
    };
  }
  // A move into the last 24 hours would skip the same-day fee and lock the customer out of
  // later changes: like a change of such a booking, it is made by phone.
  if (policy.cutoffHours !== null && !isMovableWindow(date, time, now)) {
    return { message: moveWithinCutoffMessage(phone), code: 'change_cut_off', params: { phone } };
  }
  return null;
}

/** Why staff cannot move a booking from its status to `target` (decisions.md "Bookings"). */
export function statusMoveRefusal(from: BookingStatus, target: BookingStatus): string | null {
  if (from === target) return `The booking is already ${lower(target)}`;
  return isAllowedStatusMove(from, target)
    ? null
    : `A ${lower(from)} booking cannot become ${lower(target)}`;
}

/** After photos go with a completion: only a job that can still be completed takes them. */
export function jobPhotoRefusal(status: BookingStatus): string | null {
  return statusMoveRefusal(status, 'completed') && `A ${lower(status)} job takes no more photos`;
}

/** A finished job keeps its technicians. */
export function reassignRefusal(status: BookingStatus): string | null {
  return status === 'completed' || status === 'cancelled'
    ? `A ${lower(status)} booking cannot be reassigned`
    : null;
}

/** "On my way" is for a job not started yet. */
export function enRouteRefusal(status: BookingStatus): string | null {
  return status === 'confirmed' || status === 'pending'
    ? null
    : `A ${lower(status)} job cannot be marked on the way`;
}

/** A job is completed from the start of its day (business time); before it, only early. */
export function isEarlyCompletion(booking: Slot, now: Date): boolean {
  return businessToday(now) < booking.appointmentDate;
}

export function earlyCompletionMessage(booking: Slot): string {
  return `This job is booked for ${booking.appointmentDate} and cannot be completed before its day. If it really was done ahead of time, send early: true with the completion.`;
}

/** The reason of the 'unassigned' event when a customer's move hands the job back to the office. */
export const AT_DAILY_LIMIT_REASON = 'technician at their daily limit on the new day';

/**
 * The reasons of the 'unassigned' event when a technician leaves dispatch (deactivated, or made
 * an admin): their jobs from today on go back to the office, which is told.
 */
export const TECHNICIAN_LEFT_REASONS = {
  deactivated: 'technician deactivated',
  admin: 'technician became an admin',
} as const;
export type TechnicianLeftReason =
  (typeof TECHNICIAN_LEFT_REASONS)[keyof typeof TECHNICIAN_LEFT_REASONS];

export function isTechnicianLeftReason(value: unknown): value is TechnicianLeftReason {
  return Object.values(TECHNICIAN_LEFT_REASONS).includes(value as TechnicianLeftReason);
}
