// The payment providers' and the server's sentences about a card, in the page's language (issue
// 28). The server, its sandbox and the gateways answer in English; a Spanish page says the ones we
// know in Spanish. Any other sentence is a provider's own words about the card (booking-flow.md
// section 8: "the provider's message") and is shown as it came: Stripe's come in the page's
// language already (stripe-card-step.tsx asks for it), Square's follow the SDK's locale.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  CARD_DECLINED_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  CARD_INVALID_MESSAGE,
} from '@/domain/schemas/payments';

/** The English sentence -> its message (the same English, and the Spanish in the catalog). */
export const PAYMENT_SENTENCES: ReadonlyMap<string, MessageDescriptor> = new Map([
  [CARD_DECLINED_MESSAGE, msg`Your card was declined.`],
  [CARD_INVALID_MESSAGE, msg`Your card number is invalid.`],
  [CARD_EXPIRED_MESSAGE, msg`Your card has expired.`],
  ['Your card’s security code is invalid.', msg`Your card’s security code is invalid.`],
  ['Payment validation failed', msg`Payment validation failed`],
  ['Payment failed', msg`Payment failed`],
  ['The payment is not complete.', msg`The payment is not complete.`],
  [
    'An error occurred while processing your payment.',
    msg`An error occurred while processing your payment.`,
  ],
]);

/** A payment sentence in the page's language when we know it, else as it came. */
export function sayPaymentSentence(sentence: string, i18n: I18n): string {
  const known = PAYMENT_SENTENCES.get(sentence);
  return known ? i18n._(known) : sentence;
}
