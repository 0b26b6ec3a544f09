import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
export const PHONE_US_MESSAGE = 'Enter a valid US mobile number to get texts';
/** A US number in E.164 (+17045550142), or null when it is not a valid US number. */
export function toE164US(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text, 'US');
  return parsed && parsed.country === 'US' && parsed.isValid() ? parsed.number : null;
}
