// The team dialogs' rules (issue 27): the routes' own fields (createTechnicianBodySchema,
// technicianUpdateBodySchema, technicianPasswordBodySchema), with the words the dialogs have
// always said first where they name an empty field differently ("Phone is required").
import { z } from 'zod';
import { TECHNICIAN_PASSWORD_MIN_LENGTH } from '@/domain/catalog/defaults';
import { createTechnicianBodySchema } from '@/domain/schemas/staff';
import { MAX_JOBS_PER_DAY_LIMIT, technicianPasswordBodySchema } from '@/domain/schemas/staff-team';

const route = createTechnicianBodySchema.shape;
const PASSWORD_LENGTH = `Password must be at least ${TECHNICIAN_PASSWORD_MIN_LENGTH} characters`;
const MAX_JOBS_MESSAGE = `Enter a whole number from 1 to ${MAX_JOBS_PER_DAY_LIMIT}`;

/** An empty field is named by `message`; anything typed meets the route's `rule`. */
const requiredThen = (message: string, rule: z.ZodType<string, string>) =>
  z.string().trim().min(1, message).pipe(rule);

/** "Passwords don't match" under the confirmation, whatever else the form says. */
const matchingPasswords = <S extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: S,
) =>
  schema.refine((form) => form.confirmPassword === form.password, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
    // Said with the other fields' messages, as the dialogs always have.
    when: () => true,
  });

/** The wizard's three steps (store-staff-assistant.md section 5), each checked on Next. */
export const technicianWizardSchema = matchingPasswords(
  z.object({
    name: requiredThen('Full name is required', route.name),
    username: route.username,
    role: route.role.unwrap(),
    password: route.password,
    confirmPassword: z.string().min(TECHNICIAN_PASSWORD_MIN_LENGTH, PASSWORD_LENGTH),
    phone: requiredThen('Phone is required', route.phone),
    email: route.email,
    address: z.string(),
    emergencyContact: z.string(),
    emergencyPhone: z.string(),
    specialties: z.string(),
    certifications: z.string(),
    notes: z.string(),
  }),
);
export type TechnicianWizardForm = z.input<typeof technicianWizardSchema>;
export type TechnicianWizardValues = z.output<typeof technicianWizardSchema>;

export const WIZARD_STEP_FIELDS = [
  ['name', 'username', 'role', 'password', 'confirmPassword'],
  ['phone', 'email', 'address', 'emergencyContact', 'emergencyPhone'],
  ['specialties', 'certifications', 'notes'],
] as const satisfies readonly (readonly (keyof TechnicianWizardForm)[])[];

/** Name, phone, e-mail, specialties and the day's job limit (PUT /api/technicians/{id}). */
export const editTechnicianSchema = z.object({
  name: route.name,
  phone: requiredThen('Phone is required', route.phone),
  email: route.email,
  specialties: z.string(),
  maxJobs: z
    .string()
    .transform(Number)
    .pipe(
      z
        .int(MAX_JOBS_MESSAGE)
        .min(1, MAX_JOBS_MESSAGE)
        .max(MAX_JOBS_PER_DAY_LIMIT, MAX_JOBS_MESSAGE),
    ),
});
export type EditTechnicianForm = z.input<typeof editTechnicianSchema>;
export type EditTechnicianValues = z.output<typeof editTechnicianSchema>;

/** A new password and its confirmation (POST /api/technicians/{id}/password). */
export const resetPasswordSchema = matchingPasswords(
  z.object({
    password: z
      .string()
      .min(TECHNICIAN_PASSWORD_MIN_LENGTH, PASSWORD_LENGTH)
      .pipe(technicianPasswordBodySchema.shape.password),
    confirmPassword: z.string(),
  }),
);
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;
