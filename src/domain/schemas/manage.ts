// The customer's view of a booking (decisions.md "The customer's view of a booking"): what
// GET /api/manage/{token}, POST /api/track and the manage link's reschedule and cancel calls answer.
import { z } from 'zod';
import { TIMELINE_STEP_LABELS } from '../bookings/status-labels';
import { SLOT_LABELS } from '../scheduling/business-time';
import {
  appointmentDateSchema,
  BOOKING_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './booking';
import { LOCALES } from '../site/locales';
import { lineText, optionalMultilineText } from './primitives';
import { productLineSchema, quoteTvLineSchema, serviceLineSchema } from './quote';

/** Changes by the customer stop this long before the arrival window starts. */
export const MANAGE_CUTOFF_HOURS = 24;

/** The one answer for any wrong reference and e-mail pair (and for an unknown manage link). */
export const TRACK_NOT_FOUND_MESSAGE =
  'We could not find a booking with that reference and e-mail address.';
export const MANAGE_LINK_NOT_FOUND_MESSAGE = 'This booking link is not valid.';

export const TIMELINE_STEPS = [
  'received',
  'confirmed',
  'assigned',
  'on_the_way',
  'in_progress',
  'completed',
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/** The customer's words for each step: one vocabulary (src/domain/bookings/status-labels.ts). */
export const TIMELINE_LABELS: Record<TimelineStep, string> = TIMELINE_STEP_LABELS;

export const timelineEntrySchema = z.object({
  step: z.enum(TIMELINE_STEPS),
  label: z.string(),
  /** Reached (true) or still ahead (false). */
  done: z.boolean(),
  /** When it happened (ISO), when known. */
  at: z.string().nullable(),
});

export const customerBookingViewSchema = z.object({
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** The booking's language (en or es): the manage page opens in it. */
  locale: z.enum(LOCALES),
  appointmentDate: z.string(),
  appointmentTime: z.enum(SLOT_LABELS),
  /** "8:00 AM - 10:00 AM". */
  arrivalWindow: z.string(),
  totalPrice: z.int(),
  serviceName: z.string(),
  /** The street address, with the unit when there is one. */
  address: z.string(),
  tvs: z.array(quoteTvLineSchema),
  discountCents: z.int(),
  oneTimeFees: z.array(z.object({ key: z.string(), label: z.string(), cents: z.int() })),
  services: z.array(serviceLineSchema),
  products: z.array(productLineSchema),
  /** The assigned technician's first name, or null before one is assigned. */
  technicianFirstName: z.string().nullable(),
  timeline: z.array(timelineEntrySchema),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  canReschedule: z.boolean(),
  canCancel: z.boolean(),
  /** Changes through the link are possible until then (ISO): 24 hours before the window. */
  cutoffAt: z.string(),
  /** Why changes are no longer possible online, with the phone number; null while they are. */
  changesClosedReason: z.string().nullable(),
  /** The customer has left this (completed) booking's review (docs/decisions/044). */
  reviewed: z.boolean(),
});
export type CustomerBookingView = z.output<typeof customerBookingViewSchema>;

/** Any text: a link that is not one of ours is the same 404 as an unknown one. */
export const manageTokenParamsSchema = z.object({ token: z.string() });

export const trackRequestSchema = z.object({
  reference: lineText(20, { required: 'Enter your booking reference (CTM-...)' }).transform((v) =>
    v.trim().toUpperCase(),
  ),
  email: lineText(254, { required: 'Enter the e-mail address you booked with' }).transform((v) =>
    v.trim().toLowerCase(),
  ),
});
export type TrackRequest = z.input<typeof trackRequestSchema>;

export const rescheduleRequestSchema = z.object({
  appointmentDate: appointmentDateSchema,
  appointmentTime: z.enum(SLOT_LABELS, { error: `Choose one of: ${SLOT_LABELS.join(', ')}` }),
});
export type RescheduleRequest = z.input<typeof rescheduleRequestSchema>;

export const cancelRequestSchema = z.object({
  reason: optionalMultilineText(500),
});
export type CancelRequest = z.input<typeof cancelRequestSchema>;
