// The admin's team calls (decisions.md "Staff operations calls", "Partial updates"):
// PUT /api/technicians/{id} takes any subset of its fields, an unknown field is a 400;
// POST /api/technicians/{id}/password sets a new password.
import { z } from 'zod';
import { TECHNICIAN_PASSWORD_MIN_LENGTH } from '../catalog/defaults';
import { emailText, idParam, lineText, phoneText } from './primitives';
import { splitCommaList, STAFF_ROLES, technicianSchema } from './staff';

export const MAX_JOBS_PER_DAY_LIMIT = 20;
const MAX_JOBS_MESSAGE = `A whole number from 1 to ${MAX_JOBS_PER_DAY_LIMIT}`;

export const technicianUpdateBodySchema = z
  .object({
    name: lineText(100, { required: 'Name is required' }),
    phone: phoneText(),
    email: emailText('Please enter a valid email address'),
    role: z.enum(STAFF_ROLES, { error: `One of: ${STAFF_ROLES.join(', ')}` }),
    /** A list, or one comma-separated text as on the create form. */
    specialties: z
      .union([z.array(lineText(100)).max(30), lineText(2000)])
      .transform((v) => (typeof v === 'string' ? splitCommaList(v) : v.filter(Boolean))),
    maxJobsPerDay: z
      .int({ error: MAX_JOBS_MESSAGE })
      .min(1, MAX_JOBS_MESSAGE)
      .max(MAX_JOBS_PER_DAY_LIMIT, MAX_JOBS_MESSAGE),
    isActive: z.boolean({ error: 'true or false' }),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Send at least one field to change',
    path: ['body'],
  });
export type TechnicianUpdateBody = z.output<typeof technicianUpdateBodySchema>;

export const technicianPasswordBodySchema = z
  .object({
    password: lineText(200, { required: 'Password is required', keepSpaces: true }).min(
      TECHNICIAN_PASSWORD_MIN_LENGTH,
      `Password must be at least ${TECHNICIAN_PASSWORD_MIN_LENGTH} characters`,
    ),
  })
  .strict();

export const technicianPasswordResponseSchema = z.object({ message: z.string() });

export const technicianParamsSchema = z.object({ id: idParam('Not a technician id') });

/** What deactivating did besides the flag: the future jobs that lost their technician. */
export const technicianUpdateResponseSchema = technicianSchema.extend({
  /** Bookings from today on that were unassigned because the technician was deactivated. */
  unassignedBookingIds: z.array(z.number().int()),
});
export type TechnicianUpdateResponse = z.infer<typeof technicianUpdateResponseSchema>;
