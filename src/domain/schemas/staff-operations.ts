// Request and response bodies of the admin's operations calls (decisions.md "Staff operations
// calls", issue 16): the searchable booking list and its CSV, the money figures, a booking's
// history, blocked windows and the schedule board. See docs/decisions/017-staff-operations.md.
import { z } from 'zod';
import { SLOT_LABELS } from '../scheduling/business-time';
import { appointmentDateSchema, BOOKING_STATUSES } from './booking';
import { idParam, intParam, lineText } from './primitives';
import { STAFF_ROLES } from './staff';

/**
 * The list's status filter: a booking status, or `lapsed` (unpaid card holds that ran out, which
 * no other selection shows: decisions.md "Money that does not match").
 */
export const BOOKING_LIST_STATUSES = [...BOOKING_STATUSES, 'lapsed'] as const;
export type BookingListStatus = (typeof BOOKING_LIST_STATUSES)[number];

/** Without `limit` the list answers this many; the CSV answers the whole selection. */
export const DEFAULT_BOOKING_PAGE = 100;
export const MAX_BOOKING_PAGE = 500;

const DATE_MESSAGE = 'Write the date as YYYY-MM-DD';
const dateFilter = z.string({ error: DATE_MESSAGE }).pipe(appointmentDateSchema).optional();

/** GET /api/bookings and GET /api/bookings.csv (admin). */
export const bookingListQuerySchema = z
  .object({
    /** A reference (CTM-...), part of a name, phone digits or an e-mail address. */
    q: lineText(100).optional(),
    status: z
      .enum(BOOKING_LIST_STATUSES, { error: `One of: ${BOOKING_LIST_STATUSES.join(', ')}` })
      .optional(),
    /** Appointment dates from and to (both included). */
    from: dateFilter,
    to: dateFilter,
    limit: intParam(1, MAX_BOOKING_PAGE).optional(),
    offset: intParam(0, 1_000_000).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'Must not be before from',
    path: ['to'],
  });
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

/**
 * GET /api/stats (admin): money in integer cents over live bookings (never cancelled ones, never
 * lapsed card holds). `bookedCents` is what live bookings are worth, and each is in exactly one
 * of `collectedCents` (paid), `toCollectCents` (cash and afterpay not paid yet) and
 * `awaitingCardPaymentCents` (card not paid yet): Booked = Collected + To collect + Awaiting card
 * payment, to the cent (src/domain/bookings/money-cards.ts, docs/decisions/055).
 * `refundedCents`, money handed back, is apart. `storeSalesCents` is the store's own figure
 * (issue 26): store orders paid and not refunded (by the New York day they were paid), kept apart
 * so Booked and Collected stay about bookings.
 */
export const bookingStatsSchema = z.object({
  bookedCents: z.number().int(),
  storeSalesCents: z.number().int(),
  collectedCents: z.number().int(),
  refundedCents: z.number().int(),
  toCollectCents: z.number().int(),
  awaitingCardPaymentCents: z.number().int(),
  liveBookings: z.number().int(),
  byStatus: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    in_progress: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
  }),
  unassigned: z.number().int(),
});
export type BookingStats = z.infer<typeof bookingStatsSchema>;

export const statsQuerySchema = z
  .object({ from: dateFilter, to: dateFilter })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'Must not be before from',
    path: ['to'],
  });

// ---- history --------------------------------------------------------------------------------

export const BOOKING_EVENT_ACTOR_KINDS = ['customer', 'admin', 'technician', 'system'] as const;

/** GET /api/bookings/{id}/history: oldest first. */
export const bookingHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** created, confirmed, assigned, unassigned, en_route, in_progress, completed, cancelled,
   * rescheduled, paid, collected, refunded, reinstated. */
  action: z.string(),
  actor: z.object({
    kind: z.enum(BOOKING_EVENT_ACTOR_KINDS),
    id: z.number().int().nullable(),
    /** The staff member's name, "Customer" or "System". */
    name: z.string(),
    role: z.enum(STAFF_ROLES).nullable(),
  }),
  /** One readable line: "Cancelled by Admin: customer moved away". */
  summary: z.string(),
  /** What changed (reason, old and new window, technician, amount). */
  details: z.record(z.string(), z.unknown()),
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;
export const bookingHistorySchema = z.array(bookingHistoryEntrySchema);

// ---- blocked windows ------------------------------------------------------------------------

const slotTime = z.enum(SLOT_LABELS, { error: `Choose one of: ${SLOT_LABELS.join(', ')}` });

export const blockedSlotBodySchema = z
  .object({
    date: appointmentDateSchema,
    time: slotTime,
    reason: lineText(200).optional(),
  })
  .strict();
export type BlockedSlotBody = z.infer<typeof blockedSlotBodySchema>;

export const blockedSlotSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.enum(SLOT_LABELS),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type BlockedSlot = z.infer<typeof blockedSlotSchema>;

export const blockedSlotParamsSchema = z.object({ id: idParam('Not a blocked window id') });

// ---- the schedule board ---------------------------------------------------------------------

/** The board shows at most this many days at once (a week view needs 7). */
export const MAX_SCHEDULE_DAYS = 31;

export const scheduleQuerySchema = z
  .object({ from: appointmentDateSchema, to: appointmentDateSchema })
  .refine((query) => query.from <= query.to, {
    message: 'Must not be before from',
    path: ['to'],
  });

export const scheduleBookingSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.string(),
  technicianId: z.number().int().nullable(),
  technicianName: z.string().nullable(),
});

export const scheduleWindowSchema = z.object({
  time: z.enum(SLOT_LABELS),
  /** Places in the window: active technicians (at least 1). */
  capacity: z.number().int(),
  /** Places taken by live bookings (not cancelled, not lapsed); a two-technician job takes 2. */
  booked: z.number().int(),
  /** Whether a customer could book it now (not blocked, not full). */
  available: z.boolean(),
  /** More places taken than the window has (after a technician was deactivated). */
  overbooked: z.boolean(),
  blocked: z.object({ id: z.number().int(), reason: z.string().nullable() }).nullable(),
  bookings: z.array(scheduleBookingSchema),
  /** The window's jobs with no active technician leading them. */
  unassigned: z.array(
    z.object({
      id: z.number().int(),
      reference: z.string(),
      name: z.string(),
      status: z.enum(BOOKING_STATUSES),
    }),
  ),
});

export const scheduleTechnicianSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  maxJobsPerDay: z.number().int(),
  /** This day's jobs of the technician, in window order. */
  jobs: z.array(
    z.object({
      bookingId: z.number().int(),
      reference: z.string(),
      time: z.enum(SLOT_LABELS),
      status: z.enum(BOOKING_STATUSES),
    }),
  ),
});

export const scheduleDaySchema = z.object({
  date: z.string(),
  capacity: z.number().int(),
  windows: z.array(scheduleWindowSchema),
  /** Active technicians, each with their jobs of the day. */
  technicians: z.array(scheduleTechnicianSchema),
});

export const scheduleResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(scheduleDaySchema),
});
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;
