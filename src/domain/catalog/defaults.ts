// The defaults and staff limits of store-staff-assistant.md section 9 ("Money"), in one place: the
// builder, the schemas and the database read them here, and /pricing-breakdown lists them.
import type { MountOption, MountType } from './mount-types';
import type { LargeTvAssistance } from './tv-add-ons';

/** What a new booking starts with before the customer chooses. */
export const BOOKING_DEFAULTS = {
  paymentMethod: 'card',
  mountOption: 'purchase' satisfies MountOption,
  mountType: 'fixed' satisfies MountType,
  largeTvAssistance: 'customer_help' satisfies LargeTvAssistance,
} as const;

/** A technician's daily job limit until the admin sets another. */
export const DEFAULT_MAX_JOBS_PER_DAY = 4;

/** The shortest password the admin may give a technician. */
export const TECHNICIAN_PASSWORD_MIN_LENGTH = 6;
