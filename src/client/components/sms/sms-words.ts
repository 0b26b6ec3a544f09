// The words of the texts opt-in (decisions.md "Text messages (SMS)"), shared by the booking
// flow's contact step and the assistant's booking form. The server's 400 for an opted-in number
// that is not a US one is written out here in English: its constant lives in
// src/domain/sms/phone.ts, which imports libphonenumber-js, and the browser loads that module
// only through a dynamic import (us-phone-check.ts). sms-words.test.ts holds the two equal.
import { msg } from '@lingui/core/macro';

/** PHONE_US_MESSAGE of src/domain/sms/phone.ts, word for word. */
export const PHONE_US_ENGLISH = 'Enter a valid US mobile number to get texts';
export const PHONE_US_WORDS = msg`Enter a valid US mobile number to get texts`;
