// The contact step's checks, in plain words beside each field (issue 12). The same rules the
// server applies (decisions.md "Bookings", "Property type and unit number", "Service area"), so
// that a customer sees a problem where it is, before anything is sent. The words are the page's
// language (issue 28): the checks answer Lingui descriptors, read with the page's `i18n`.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { checkServiceArea, type ServiceArea } from '@/domain/catalog/service-area';
import { MAX_NOTES_LENGTH } from '@/domain/schemas/booking';
import { PHONE_US_WORDS } from '@/client/components/sms/sms-words';
import type { UsPhoneCheck } from '@/client/components/sms/us-phone-check';
import type { ContactDetails } from './booking-state';

export type ContactField =
  'name' | 'email' | 'phone' | 'propertyType' | 'address' | 'unitNumber' | 'notes';
export type ContactErrors = Partial<Record<ContactField, string>>;
type ContactProblems = Partial<Record<ContactField, MessageDescriptor>>;

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
 * Why an address cannot be booked by its ZIP, in the page's words: the same two cases as
 * checkServiceArea (no ZIP written; a ZIP outside the area, with the phone to call).
 */
function refusalMessage(zip: string | null, phone: string): MessageDescriptor {
  return zip === null
    ? msg`Include the 5-digit ZIP code in the address, like 500 S Tryon St, Charlotte, NC 28202`
    : msg`We do not serve ZIP code ${zip} yet. Call us at ${phone} and we will see what we can do.`;
}

function contactProblems(
  contact: ContactDetails,
  inComplex: boolean,
  area: ServiceArea | undefined,
  usPhone: UsPhoneCheck | undefined,
): ContactProblems {
  const problems: ContactProblems = {};
  const propertyType = inComplex ? 'apartment' : contact.propertyType;
  if (!contact.name.trim()) problems.name = msg`Enter your full name`;
  if (!contact.email.trim()) problems.email = msg`Enter your email address`;
  else if (!EMAIL.test(contact.email.trim())) {
    problems.email = msg`Enter a valid email address, like name@example.com`;
  }
  const digits = contact.phone.replace(/\D/g, '').length;
  if (!contact.phone.trim()) problems.phone = msg`Enter your phone number`;
  else if (digits < 10) problems.phone = msg`Enter a phone number with at least 10 digits`;
  // Texts go only to a US number (decisions.md "Text messages (SMS)"); until the check has
  // loaded, the server's 400 says it. Unticking the box takes this message away with it.
  else if (contact.smsOptIn && usPhone && !usPhone(contact.phone)) problems.phone = PHONE_US_WORDS;
  if (!propertyType) problems.propertyType = msg`Choose the type of property`;
  if (!contact.address.trim()) problems.address = msg`Enter the street address for the visit`;
  else {
    const refusal = refusalOf(contact, area);
    if (refusal) problems.address = refusal.message;
  }
  if (propertyType === 'apartment' && !contact.unitNumber.trim()) {
    problems.unitNumber = msg`Enter your apartment or unit number`;
  }
  if (contact.notes.length > MAX_NOTES_LENGTH) {
    // '1,000': es-US groups thousands as en-US does.
    const limit = MAX_NOTES_LENGTH.toLocaleString('en-US');
    problems.notes = msg`Keep the note to ${limit} characters or fewer`;
  }
  return problems;
}

/**
 * Every problem of the contact details, in the words of `i18n`'s language; an apartment booking
 * is always an apartment. `area` is the business settings' service area (useBusiness); until it
 * has loaded, the server's check stands. `usPhone` judges an opted-in phone (us-phone-check.ts).
 */
export function contactErrors(
  i18n: I18n,
  contact: ContactDetails,
  inComplex: boolean,
  area?: ServiceArea,
  usPhone?: UsPhoneCheck,
): ContactErrors {
  const problems = contactProblems(contact, inComplex, area, usPhone);
  return Object.fromEntries(
    Object.entries(problems).map(([field, message]) => [field, i18n._(message)]),
  ) as ContactErrors;
}

function refusalOf(
  contact: Pick<ContactDetails, 'address' | 'zipCode'>,
  area: ServiceArea | undefined,
): { zip: string | null; message: MessageDescriptor } | null {
  if (!area || !contact.address.trim()) return null;
  const check = checkServiceArea(area, contact.address, contact.zipCode);
  return check.ok ? null : { zip: check.zip, message: refusalMessage(check.zip, area.phone) };
}

/**
 * Why a typed address cannot be booked by its ZIP (none written, or one outside the service
 * area), or null. Shown beside the field as soon as the address is entered (issue 26), not
 * only after Continue.
 */
export function serviceAreaRefusal(
  i18n: I18n,
  contact: Pick<ContactDetails, 'address' | 'zipCode'>,
  area: ServiceArea | undefined,
): { zip: string | null; message: string } | null {
  const refusal = refusalOf(contact, area);
  return refusal && { zip: refusal.zip, message: i18n._(refusal.message) };
}

/**
 * Before Continue, only the address is judged (issue 26): a ZIP outside the area as soon as it is
 * typed, an address without a ZIP once its field has been left (`addressEntered`).
 */
export function earlyAddressError(
  i18n: I18n,
  contact: Pick<ContactDetails, 'address' | 'zipCode'>,
  area: ServiceArea | undefined,
  addressEntered: boolean,
): ContactErrors {
  const refusal = serviceAreaRefusal(i18n, contact, area);
  return refusal && (refusal.zip !== null || addressEntered) ? { address: refusal.message } : {};
}

export function contactComplete(
  contact: ContactDetails,
  inComplex: boolean,
  area?: ServiceArea,
  usPhone?: UsPhoneCheck,
): boolean {
  return Object.keys(contactProblems(contact, inComplex, area, usPhone)).length === 0;
}
