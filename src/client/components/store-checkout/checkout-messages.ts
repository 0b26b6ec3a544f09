// The store checkout's messages from the order rules (the form's checks and the server's answers)
// in the page's language (issue 28). The rules live once in src/domain and the server, in English;
// a Spanish page shows each one it knows in Spanish, and one it does not know as `fallback`, never
// in English. An English page shows every message exactly as the rule wrote it.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MISSING_ZIP_MESSAGE } from '@/domain/catalog/service-area';
import { ORDER_EXPIRED_MESSAGE } from '@/domain/payments/payable';
import {
  CARD_DECLINED_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  CARD_INVALID_MESSAGE,
} from '@/domain/schemas/payments';
import { INPUT_MESSAGES, PHONE_DIGITS_MESSAGE } from '@/domain/schemas/primitives';

/** Every fixed message, under the English the rule writes (checkout-messages.test.ts). */
export const FIXED_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  // The buyer's details (storeOrderRequestSchema, contact-fields.tsx).
  'Enter your full name': msg`Enter your full name`,
  'Enter a valid email address': msg`Enter a valid email address`,
  [PHONE_DIGITS_MESSAGE]: msg`Enter a phone number with at least 10 digits`,
  'Choose pickup or delivery': msg`Choose pickup or delivery`,
  'Enter the delivery address': msg`Enter the delivery address`,
  'Include the ZIP code in the delivery address': msg`Include the ZIP code in the delivery address`,
  [MISSING_ZIP_MESSAGE]: msg`Include the 5-digit ZIP code in the address, like 500 S Tryon St, Charlotte, NC 28202`,
  'Keep the note to 1,000 characters or fewer': msg`Keep the note to 1,000 characters or fewer`,
  [INPUT_MESSAGES.nul]: msg`Must not contain NUL characters`,
  [INPUT_MESSAGES.lineBreak]: msg`Must be a single line (no line breaks)`,
  [INPUT_MESSAGES.control]: msg`Must not contain control characters`,
  [INPUT_MESSAGES.invisible]: msg`Must contain visible characters`,
  // The order and its payment (store-orders/service.ts, payments/store-orders.ts, the gateway).
  'Add at least one product': msg`Add at least one product`,
  'Unknown product': msg`Unknown product`,
  [ORDER_EXPIRED_MESSAGE]: msg`This order was not paid within 15 minutes and its items went back on sale. Please place the order again.`,
  'The order total changed. Please start the payment again.': msg`The order total changed. Please start the payment again.`,
  [CARD_DECLINED_MESSAGE]: msg`Your card was declined.`,
  [CARD_INVALID_MESSAGE]: msg`Your card number is invalid.`,
  [CARD_EXPIRED_MESSAGE]: msg`Your card has expired.`,
  'Your card’s security code is invalid.': msg`Your card’s security code is invalid.`,
  'Payment validation failed': msg`Payment validation failed`,
  'The sandbox needs the card details.': msg`The sandbox needs the card details.`,
};

/** A message with values in it: the rule's English pattern and its words with the values. */
type Pattern = {
  readonly pattern: RegExp;
  readonly words: (values: readonly string[], rename: Rename) => MessageDescriptor;
};

/** A product's name as the page shows it, from the English name a message carries. */
export type Rename = (englishName: string) => string;

const PATTERNS: readonly Pattern[] = [
  {
    // outsideServiceAreaMessage (domain/catalog/service-area.ts)
    pattern:
      /^We do not serve ZIP code (\d{5}) yet\. Call us at (.+) and we will see what we can do\.$/,
    words: ([zip = '', phone = '']) =>
      msg`We do not serve ZIP code ${zip} yet. Call us at ${phone} and we will see what we can do.`,
  },
  {
    // notEnoughStockMessage (domain/schemas/store-orders.ts)
    pattern: /^(.+) is out of stock \(0 left\)\.$/,
    words: ([english = ''], rename) => {
      const name = rename(english);
      return msg`${name} is out of stock (0 left).`;
    },
  },
  {
    pattern: /^Only (\d+) of (.+) left\. Lower the quantity and try again\.$/,
    words: ([left = '', english = ''], rename) => {
      const name = rename(english);
      return msg`Only ${left} of ${name} left. Lower the quantity and try again.`;
    },
  },
  {
    // reserveStock (server/services/stock.ts)
    pattern: /^Product (\d+) is not sold any more\.$/,
    words: ([id = '']) => msg`Product ${id} is not sold any more.`,
  },
  {
    // lineText's length limit (domain/schemas/primitives.ts)
    pattern: /^Must be at most ([\d,]+) characters$/,
    words: ([max = '']) => msg`Must be at most ${max} characters`,
  },
];

/**
 * `message` (a rule's English words) in the page's language: unchanged on an English page; on a
 * Spanish page its translation, or `fallback` for a message this table does not know.
 */
export function checkoutMessage(
  i18n: I18n,
  message: string,
  fallback: MessageDescriptor,
  rename: Rename = (name) => name,
): string {
  if (i18n.locale === 'en') return message;
  const fixed = FIXED_MESSAGES[message];
  if (fixed) return i18n._(fixed);
  for (const { pattern, words } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return i18n._(words(match.slice(1), rename));
  }
  return i18n._(fallback);
}
