// Request and response bodies of the staff calls (store-staff-assistant.md section 7,
// decisions.md "Staff accounts" and "Bookings"). Response schemas decide what leaves the server:
// no staff schema has a password or a hash field.
import { z } from 'zod';
import { TECHNICIAN_PASSWORD_MIN_LENGTH } from '../catalog/defaults';
import { bookingCustomerFields } from './booking';

export const STAFF_ROLES = ['admin', 'technician'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const BOOKING_STATUS_VALUES = [
  'pending',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUS_VALUES)[number];

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
    username: z.string().trim().min(1, 'Username is required').max(100),
    password: z.string().min(1, 'Password is required').max(200),
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
export const loginErrorSchema = z.object({ message: z.string(), error: z.string() });

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

const optionalText = (max: number) => z.string().trim().max(max).optional();
const listField = z
  .union([z.array(z.string().trim().max(100)).max(30), z.string().max(2000)])
  .optional()
  .transform((v) =>
    v === undefined ? [] : typeof v === 'string' ? splitCommaList(v) : v.filter(Boolean),
  );

export const createTechnicianBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100),
    username: z
      .string()
      .trim()
      .min(1, 'Username is required')
      .max(50)
      .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes or underscores'),
    password: z
      .string()
      .min(1, 'Password is required')
      .min(
        TECHNICIAN_PASSWORD_MIN_LENGTH,
        `Password must be at least ${TECHNICIAN_PASSWORD_MIN_LENGTH} characters`,
      )
      .max(200),
    role: z.enum(STAFF_ROLES).default('technician'),
    phone: z.string().trim().min(1, 'Phone is required').max(40),
    email: z.email('Please enter a valid email address').max(200),
    address: optionalText(300),
    emergencyContact: optionalText(100),
    emergencyPhone: optionalText(40),
    specialties: listField,
    certifications: listField,
    notes: optionalText(2000),
  })
  .strict();
export type CreateTechnicianBody = z.input<typeof createTechnicianBodySchema>;

// ---- bookings as staff see them -------------------------------------------------------------

export const staffBookingSchema = z.object({
  id: z.number().int(),
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
  assignedTechnicianId: z.number().int().nullable(),
  technicianName: z.string().nullable(),
  status: z.enum(BOOKING_STATUS_VALUES),
  apartmentComplex: z.string().nullable(),
  floorPlanName: z.string().nullable(),
  /** Private URLs: fetched with a staff token, never public. */
  photoUrls: z.array(z.string()),
  photoCount: z.number().int(),
  createdAt: z.string(),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;
export const staffBookingListSchema = z.array(staffBookingSchema);

/** A technician may set the status only, and never back to pending. */
export const technicianBookingUpdateSchema = z
  .object({ status: z.enum(TECHNICIAN_STATUS_CHOICES) })
  .strict();

/** The route accepts the wider shape; the role then picks which of the two it must satisfy. */
export const bookingUpdateBodySchema = z
  .object({
    status: z.enum(BOOKING_STATUS_VALUES).optional(),
    assignedTechnicianId: z.number().int().positive().nullable().optional(),
  })
  .strict();
export type BookingUpdateBody = z.infer<typeof bookingUpdateBodySchema>;

export const bookingIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const technicianIdParamsSchema = z.object({
  technicianId: z.coerce.number().int().positive(),
});
export const photoParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  position: z.coerce.number().int().min(0).max(20),
});
