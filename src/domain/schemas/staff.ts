// Request and response bodies of the staff calls (store-staff-assistant.md section 7,
// decisions.md "Staff accounts" and "Bookings"). Response schemas decide what leaves the server:
// no staff schema has a password or a hash field.
import { z } from 'zod';
import { TECHNICIAN_PASSWORD_MIN_LENGTH } from '../catalog/defaults';
import { SLOT_LABELS } from '../scheduling/business-time';
import {
  appointmentDateSchema,
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  bookingCustomerFields,
  type BookingStatus,
} from './booking';

/** Declared with the booking's shape (./booking.ts); named here too for the staff screens. */
export type { BookingStatus };
import {
  dbId,
  emailText,
  idParam,
  intParam,
  lineText,
  multilineText,
  phoneText,
} from './primitives';
import { LOCALES } from '../site/locales';
import { apiErrorSchema } from './api-error';
import { tvConfigSchema } from './tv-config';
import { jobCompletionSchema } from './job-completion';

export const STAFF_ROLES = ['admin', 'technician'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** decisions.md "Bookings": the only status moves the server accepts. */
export const ALLOWED_STATUS_MOVES: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['in_progress', 'completed', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function isAllowedStatusMove(from: BookingStatus, to: BookingStatus): boolean {
  return ALLOWED_STATUS_MOVES[from].includes(to);
}

/** What a technician may pick (never pending: store-staff-assistant.md section 4). */
export const TECHNICIAN_STATUS_CHOICES = [
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
] as const;

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

// ---- logins ---------------------------------------------------------------------------------

export const loginBodySchema = z
  .object({
    username: lineText(100, { required: 'Username is required' }),
    password: lineText(200, { required: 'Password is required', keepSpaces: true }),
  })
  .strict();
export type LoginBody = z.infer<typeof loginBodySchema>;

export const adminLoginResponseSchema = z.object({
  token: z.string(),
  role: z.literal('admin'),
  message: z.string().optional(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const technicianLoginResponseSchema = z.object({
  token: z.string(),
  role: z.literal('technician'),
  technicianId: z.number().int(),
  name: z.string(),
});
export type TechnicianLoginResponse = z.infer<typeof technicianLoginResponseSchema>;

/** Login failures also carry `error`: the spec's technician client reads error or message. */
// The one error shape (api-error.ts) and `error`, the same words, which the first sign-in screens read.
export const loginErrorSchema = apiErrorSchema.extend({ error: z.string() });

/** POST /api/auth/logout: the member's tokens no longer work. */
export const logoutResponseSchema = z.object({ message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** Demo credentials for the login screens; only ever present in demo mode. */
export const loginHintsSchema = z.object({
  demo: z.boolean(),
  admin: z.object({ username: z.string(), password: z.string() }).optional(),
  technicians: z.array(z.object({ username: z.string(), password: z.string() })).optional(),
});
export type LoginHints = z.infer<typeof loginHintsSchema>;

// ---- technicians ----------------------------------------------------------------------------

export const technicianSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  phone: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  isActive: z.boolean(),
  specialties: z.array(z.string()),
  /** Assignment refuses a job beyond this many on one day (409). */
  maxJobsPerDay: z.number().int(),
});
export type Technician = z.infer<typeof technicianSchema>;
export const technicianListSchema = z.array(technicianSchema);

/** "a, b,, c" -> ['a', 'b', 'c'] (section 5: split on comma plus space, empty entries dropped). */
export function splitCommaList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const optionalText = (max: number) => lineText(max).optional();
const listField = z
  .union([z.array(lineText(100)).max(30), lineText(2000)])
  .optional()
  .transform((v) =>
    v === undefined ? [] : typeof v === 'string' ? splitCommaList(v) : v.filter(Boolean),
  );

export const createTechnicianBodySchema = z
  .object({
    name: lineText(100, { required: 'Name is required' }),
    username: lineText(50, { required: 'Username is required' }).regex(
      /^[A-Za-z0-9._-]+$/,
      'Use letters, digits, dots, dashes or underscores',
    ),
    password: lineText(200, { required: 'Password is required', keepSpaces: true }).min(
      TECHNICIAN_PASSWORD_MIN_LENGTH,
      `Password must be at least ${TECHNICIAN_PASSWORD_MIN_LENGTH} characters`,
    ),
    role: z.enum(STAFF_ROLES).default('technician'),
    phone: phoneText(),
    email: emailText('Please enter a valid email address'),
    address: optionalText(300),
    emergencyContact: optionalText(100),
    emergencyPhone: optionalText(40),
    specialties: listField,
    certifications: listField,
    notes: multilineText(2000).optional(),
  })
  .strict();
export type CreateTechnicianBody = z.input<typeof createTechnicianBodySchema>;

// ---- bookings as staff see them -------------------------------------------------------------

export const staffBookingSchema = z.object({
  id: z.number().int(),
  /** Store products bought with the booking (decisions.md "Store (Mount Depot)"). */
  products: z
    .array(z.object({ productId: z.int(), name: z.string(), quantity: z.int() }))
    .optional(),
  ...bookingCustomerFields,
  wireInWall: z.boolean(),
  deviceSetup: z.boolean(),
  sameDayService: z.boolean(),
  wireCordHiders: z.boolean(),
  fireplaceOutlet: z.boolean(),
  largeTvAssistance: z.string(),
  frameMediaBoxType: z.string(),
  homeTheaterSetup: z.boolean(),
  floatingShelf: z.string(),
  mountOption: z.string(),
  mountType: z.string(),
  /** Additional services as readable lines ("Ceiling fan: standard x 1"). */
  services: z.array(z.string()),
  totalPrice: z.number().int(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  appointmentDate: z.string(),
  appointmentTime: z.string(),
  /** The lead technician (the only one on a one-technician job). */
  assignedTechnicianId: z.number().int().nullable(),
  technicianName: z.string().nullable(),
  /** Every technician on the job, lead first: [] unassigned, [lead] or [lead, second]. */
  assignedTechnicianIds: z.array(z.number().int()),
  /** The second technician of a two-technician job, or null. */
  secondTechnicianName: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  apartmentComplex: z.string().nullable(),
  floorPlanName: z.string().nullable(),
  /** Private URLs: fetched with a staff token, never public. */
  photoUrls: z.array(z.string()),
  photoCount: z.number().int(),
  createdAt: z.string(),
  /** When the assigned technician tapped "On my way" (ISO), or null. */
  enRouteAt: z.string().nullable(),
  /** The public reference (CTM-XXXXXX), what the customer quotes on the phone. */
  reference: z.string(),
  /** The TVs as booked and priced (room, size, wall, mount, add-ons per TV). */
  tvs: z.array(tvConfigSchema),
  /** The complex's name ("Museum Tower"), not its key; null outside a listed complex. */
  apartmentComplexName: z.string().nullable(),
  /** Any TV asked for two technicians (the installer brings a second person). */
  twoTechnicians: z.boolean(),
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Cash or afterpay money recorded as collected: when, and by whom (staff name). */
  paymentCollectedAt: z.string().nullable(),
  paymentCollectedByName: z.string().nullable(),
  /** What the technician collects on site in cents: an unpaid cash job's total, else 0. */
  collectCents: z.number().int(),
  /** "diagnostic" for a test booking of /system-test or /contact-form-test, shown as Test. */
  source: z.enum(BOOKING_SOURCES),
  /** The customer's language (en or es). */
  locale: z.enum(LOCALES),
  /**
   * Texts (decisions.md "Text messages (SMS)"): the customer's opt-in, whether the number has
   * since texted STOP, and the customer's replies that were no keyword, oldest first.
   */
  sms: z.object({
    optIn: z.boolean(),
    optedOut: z.boolean(),
    replies: z.array(z.object({ body: z.string(), receivedAt: z.string() })),
  }),
  /** What the technician recorded on completing the job (decisions.md "Finishing a job"). */
  completion: jobCompletionSchema.nullable(),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;
export const staffBookingListSchema = z.array(staffBookingSchema);

/** The route accepts the wider shape; the role then picks which of the two it must satisfy. */
export const bookingUpdateBodySchema = z
  .object({
    status: z.enum(BOOKING_STATUSES).optional(),
    assignedTechnicianId: dbId('Choose a technician').nullable().optional(),
    /**
     * Every technician of the job, lead first (decisions.md "What the turn-3 walk-throughs
     * settled"): a second one only on a two-technician job; [] unassigns.
     */
    assignedTechnicianIds: z
      .array(dbId('Choose a technician'), { error: 'Send a list of technician ids' })
      .max(2, 'At most two technicians (a lead and a second)')
      .optional(),
    /** An admin completing a job before its day: it was really done ahead of time. */
    early: z.literal(true, { error: 'Send early: true' }).optional(),
    /** The assigned technician's "On my way": recorded once, and the customer is told. */
    enRoute: z.literal(true, { error: 'Send enRoute: true' }).optional(),
    /** Why a booking is cancelled (kept with it; the customer's e-mail does not show it). */
    reason: lineText(500).min(3, 'Give a reason of 3 or more characters').optional(),
    /** An admin's reschedule: both together, capacity checked under the slot's lock. */
    appointmentDate: appointmentDateSchema.optional(),
    appointmentTime: z
      .enum(SLOT_LABELS, { error: `Choose one of: ${SLOT_LABELS.join(', ')}` })
      .optional(),
    /** Cash or afterpay money collected (admin or the assigned technician); never for cards. */
    paymentStatus: z.literal('paid', { error: 'Only "paid" can be recorded by staff' }).optional(),
  })
  .strict();
export type BookingUpdateBody = z.infer<typeof bookingUpdateBodySchema>;

export const bookingIdParamsSchema = z.object({ id: idParam('Not a booking id') });
export const technicianIdParamsSchema = z.object({
  technicianId: idParam('Not a technician id'),
});
export const photoParamsSchema = z.object({
  id: idParam('Not a booking id'),
  position: intParam(0, 20, 'Not a photo position'),
});
