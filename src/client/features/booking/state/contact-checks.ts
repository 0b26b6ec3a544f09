// The contact step's checks, in plain words beside each field (issue 12). The same rules the
// server applies (decisions.md "Bookings", "Property type and unit number", "Service area"), so
// that a customer sees a problem where it is, before anything is sent.
import { checkServiceArea, type ServiceArea } from '@/domain/catalog/service-area';
import { MAX_NOTES_LENGTH } from '@/domain/schemas/booking';
import type { ContactDetails } from './booking-state';

export type ContactField =
  'name' | 'email' | 'phone' | 'propertyType' | 'address' | 'unitNumber' | 'notes';
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'phone',
  'propertyType',
  'address',
  'unitNumber',
  'notes',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Every problem of the contact details; an apartment booking is always an apartment. `area` is the
 * business settings' service area (useBusiness); until it has loaded, the server's check stands.
 */
export function contactErrors(
  contact: ContactDetails,
  inComplex: boolean,
  area?: ServiceArea,
): ContactErrors {
  const errors: ContactErrors = {};
  const propertyType = inComplex ? 'apartment' : contact.propertyType;
  if (!contact.name.trim()) errors.name = 'Enter your full name';
  if (!contact.email.trim()) errors.email = 'Enter your email address';
  else if (!EMAIL.test(contact.email.trim())) {
    errors.email = 'Enter a valid email address, like name@example.com';
  }
  const digits = contact.phone.replace(/\D/g, '').length;
  if (!contact.phone.trim()) errors.phone = 'Enter your phone number';
  else if (digits < 10) errors.phone = 'Enter a phone number with at least 10 digits';
  if (!propertyType) errors.propertyType = 'Choose the type of property';
  if (!contact.address.trim()) errors.address = 'Enter the street address for the visit';
  else {
    const refusal = serviceAreaRefusal(contact, area);
    if (refusal) errors.address = refusal.message;
  }
  if (propertyType === 'apartment' && !contact.unitNumber.trim()) {
    errors.unitNumber = 'Enter your apartment or unit number';
  }
  if (contact.notes.length > MAX_NOTES_LENGTH) {
    errors.notes = `Keep the note to ${MAX_NOTES_LENGTH.toLocaleString('en-US')} characters or fewer`;
  }
  return errors;
}

/**
 * Why a typed address cannot be booked by its ZIP (none written, or one outside the service
 * area), or null. Shown beside the field as soon as the address is entered (issue 26), not
 * only after Continue.
 */
export function serviceAreaRefusal(
  contact: Pick<ContactDetails, 'address' | 'zipCode'>,
  area: ServiceArea | undefined,
): { zip: string | null; message: string } | null {
  if (!area || !contact.address.trim()) return null;
  const check = checkServiceArea(area, contact.address, contact.zipCode);
  return check.ok ? null : { zip: check.zip, message: check.message };
}

/**
 * Before Continue, only the address is judged (issue 26): a ZIP outside the area as soon as it is
 * typed, an address without a ZIP once its field has been left (`addressEntered`).
 */
export function earlyAddressError(
  contact: Pick<ContactDetails, 'address' | 'zipCode'>,
  area: ServiceArea | undefined,
  addressEntered: boolean,
): ContactErrors {
  const refusal = serviceAreaRefusal(contact, area);
  return refusal && (refusal.zip !== null || addressEntered) ? { address: refusal.message } : {};
}

export function contactComplete(
  contact: ContactDetails,
  inComplex: boolean,
  area?: ServiceArea,
): boolean {
  return Object.keys(contactErrors(contact, inComplex, area)).length === 0;
}
