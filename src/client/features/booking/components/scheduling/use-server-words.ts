// The server's and the payment gateways' words on a Spanish page (issue 28). They answer in
// English; booking-flow.md section 8 shows their message (a decline, a taken time) or the
// screen's fallback. An English page shows their message as it is; another language shows its
// translation when we know it, else the screen's fallback in that language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SLOT_TAKEN_MESSAGE } from '@/domain/schemas/booking';
import {
  CARD_DECLINED_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  CARD_INVALID_MESSAGE,
} from '@/domain/schemas/payments';

/** The English messages a customer of the booking flow may be answered, and their words here. */
const KNOWN: ReadonlyMap<string, MessageDescriptor> = new Map([
  [SLOT_TAKEN_MESSAGE, msg`That time was just booked. Please pick another.`],
  [CARD_DECLINED_MESSAGE, msg`Your card was declined.`],
  [CARD_INVALID_MESSAGE, msg`Your card number is invalid.`],
  [CARD_EXPIRED_MESSAGE, msg`Your card has expired.`],
  ['Your card’s security code is invalid.', msg`Your card’s security code is invalid.`],
  ['Payment validation failed', msg`Payment validation failed`],
  ['Payment failed', msg`Payment failed`],
  ['The payment is not complete.', msg`The payment is not complete.`],
]);

/** (message, fallback) -> what to show: the message, or its translation, or the fallback. */
export type ServerWords = (
  message: string | null | undefined,
  fallback: MessageDescriptor,
) => string;

export function useServerWords(): ServerWords {
  const { i18n } = useLingui();
  return (message, fallback) => {
    if (!message) return i18n._(fallback);
    if (i18n.locale === 'en') return message;
    return i18n._(KNOWN.get(message) ?? fallback);
  };
}
