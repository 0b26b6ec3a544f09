// The server's and the payment gateways' words on a Spanish page (issue 28). They answer in
// English; booking-flow.md section 8 shows their message (a decline, a taken time) or the
// screen's fallback. An English page shows their message as it is; another language shows its
// translation when we know it, else the screen's fallback in that language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SLOT_TAKEN_MESSAGE } from '@/domain/schemas/booking';
import { PAYMENT_SENTENCES } from '@/client/components/payments/payment-messages';
import { PHONE_US_ENGLISH, PHONE_US_WORDS } from '@/client/components/sms/sms-words';

/** The English messages a customer of the booking flow may be answered, and their words here. */
const KNOWN: ReadonlyMap<string, MessageDescriptor> = new Map([
  [SLOT_TAKEN_MESSAGE, msg`That time was just booked. Please pick another.`],
  [PHONE_US_ENGLISH, PHONE_US_WORDS],
  ...PAYMENT_SENTENCES,
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
