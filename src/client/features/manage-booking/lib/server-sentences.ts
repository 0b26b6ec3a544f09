// The server's sentences on the manage and track pages, in the page's language (issue 28). The
// API answers in English (its refusals, the reason changes are closed, the track form's checks,
// which run the server's own schema); a Spanish page says each sentence it knows in Spanish and
// anything else with its own Spanish fallback, so no English reaches a Spanish page. Every
// English message here is the server's sentence word for word (server-sentences.test.ts builds
// each one with the server's own code and compares).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { plainErrorMessage } from '@/client/lib/api-error-message';
import { PAYMENT_NOT_COMPLETED } from '@/domain/bookings/holds';
import {
  CUSTOMER_CANCEL_REASON,
  OUT_OF_WINDOW_MESSAGE,
  SLOT_STARTED_MESSAGE,
  changeRules,
} from '@/domain/bookings/rules';
import { BOOKING_WINDOW_DAYS } from '@/domain/scheduling/business-time';
import { moveWithinCutoffMessage } from '@/domain/scheduling/customer-moves';
import { SLOT_TAKEN_MESSAGE } from '@/domain/schemas/booking';
import {
  MANAGE_CUTOFF_HOURS,
  MANAGE_LINK_NOT_FOUND_MESSAGE,
  TRACK_NOT_FOUND_MESSAGE,
  type CustomerBookingView,
} from '@/domain/schemas/manage';

/** The server's sentence -> its message (the same English, and the Spanish in the catalog). */
export function serverSentences(phone: string): ReadonlyMap<string, MessageDescriptor> {
  const hours = MANAGE_CUTOFF_HOURS;
  const lastDay = BOOKING_WINDOW_DAYS - 1;
  return new Map([
    [SLOT_TAKEN_MESSAGE, msg`That time was just booked. Please pick another.`],
    [SLOT_STARTED_MESSAGE, msg`That time has already started. Please pick a later one.`],
    [
      OUT_OF_WINDOW_MESSAGE,
      msg`Choose a date from today to ${lastDay} days ahead (Charlotte time), written YYYY-MM-DD`,
    ],
    [
      'Your booking is already at that time. Pick another.',
      msg`Your booking is already at that time. Pick another.`,
    ],
    [
      moveWithinCutoffMessage(phone),
      msg`That window starts within ${hours} hours, so a move into it is made by phone: please call ${phone}.`,
    ],
    [
      closedReason('cancelled', phone),
      msg`This booking is cancelled, so it cannot be changed. To book again, visit our site or call ${phone}.`,
    ],
    [
      closedReason('completed', phone),
      msg`This job has been completed, so it cannot be changed online. Please call ${phone}.`,
    ],
    [
      closedReason('in_progress', phone),
      msg`This job has started, so it cannot be changed online. Please call ${phone}.`,
    ],
    [
      closedReason('confirmed', phone),
      msg`Your arrival window starts within ${hours} hours, so changes are made by phone: please call ${phone}.`,
    ],
    [MANAGE_LINK_NOT_FOUND_MESSAGE, msg`This booking link is not valid.`],
    [
      TRACK_NOT_FOUND_MESSAGE,
      msg`We could not find a booking with that reference and e-mail address.`,
    ],
    // The reasons the system writes for a cancellation a customer sees (else the customer's own).
    [CUSTOMER_CANCEL_REASON, msg`Cancelled by the customer online`],
    [PAYMENT_NOT_COMPLETED, msg`payment not completed`],
    // The track form's checks (trackRequestSchema), run in the browser before any call.
    ['Enter your booking reference (CTM-...)', msg`Enter your booking reference (CTM-...)`],
    ['Enter the e-mail address you booked with', msg`Enter the e-mail address you booked with`],
  ]);
}

/** changeRules' reason for a booking of `status` (a past window for the open ones). */
function closedReason(status: CustomerBookingView['status'], phone: string): string {
  const past = { appointmentDate: '2000-01-03', appointmentTime: '8:00 AM' } as const;
  return (
    changeRules({ ...past, status }, new Date('2000-01-04T00:00:00Z'), phone).closedReason ?? ''
  );
}

/**
 * A sentence the server wrote, in the page's language: itself on an English page; on a Spanish
 * one its Spanish, or `fallback` (already in Spanish) when it is not one we know.
 */
export function sayServerSentence(
  sentence: string,
  fallback: string,
  { i18n, phone }: { i18n: I18n; phone: string | undefined },
): string {
  if (i18n.locale === 'en') return sentence;
  const known = serverSentences(phone ?? '').get(sentence);
  return known ? i18n._(known) : fallback;
}

/** plainErrorMessage in the page's language: the server's words when known, else the fallback. */
export function failureMessage(
  failure: unknown,
  fallback: string,
  context: { i18n: I18n; phone: string | undefined },
): string {
  const english = plainErrorMessage(failure, '');
  return english ? sayServerSentence(english, fallback, context) : fallback;
}
