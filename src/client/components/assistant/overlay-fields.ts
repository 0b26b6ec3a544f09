// The contact form overlay's fixed words and fields (store-staff-assistant.md sections 4, 5).
export const CASH_NOTE = 'Payment is cash on completion, no upfront payment';
/** store-staff-assistant.md section 5: the overlay's room choices, Living Room first. */
export const OVERLAY_ROOMS = [
  'Living Room',
  'Bedroom',
  'Master Bedroom',
  'Family Room',
  'Den',
  'Office',
  'Kitchen',
  'Basement',
  'Other',
] as const;

export type Field =
  | 'name'
  | 'phone'
  | 'email'
  | 'address'
  | 'propertyType'
  | 'unitNumber'
  | 'appointmentDate'
  | 'appointmentTime'
  | 'notes';
