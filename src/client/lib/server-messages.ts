// The server's words a customer may read, in the page's language. The API answers in English (its
// messages are the spec's, and staff read the same ones); a Spanish page shows the messages a
// customer really meets in Spanish, from this list, and its own words for any other (a message
// in English would be the only English on the page). Each entry is the server's English (a
// production build keeps only a message's id in the code, so the English is written out beside
// it) and its message; a message with {placeholders} also reads the server's text with its
// values in them ("Photo 2 is not an image" -> n = 2). server-messages.test.ts holds each entry's
// English to its message's and to the domain's current wording. Browser-only code: it reads the
// page's Lingui instance.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each server message (its English, the server's words) and its message in the catalog. */
export const SERVER_MESSAGES: readonly (readonly [english: string, words: MessageDescriptor])[] = [
  // Booking a time (domain/schemas/booking.ts, domain/bookings/rules.ts).
  [
    'That time was just booked. Please pick another.',
    msg`That time was just booked. Please pick another.`,
  ],
  [
    'That time has already started. Please pick a later one.',
    msg`That time has already started. Please pick a later one.`,
  ],
  [
    'Choose a date from today to {days} days ahead (Charlotte time), written YYYY-MM-DD',
    msg({
      message: 'Choose a date from today to {days} days ahead (Charlotte time), written YYYY-MM-DD',
    }),
  ],
  [
    'Your booking is already at that time. Pick another.',
    msg`Your booking is already at that time. Pick another.`,
  ],
  [
    'You already have {count} bookings waiting for payment. Finish paying for one, or release it, before booking another.',
    msg({
      message:
        'You already have {count} bookings waiting for payment. Finish paying for one, or release it, before booking another.',
    }),
  ],
  // The address and the service area (domain/catalog/service-area.ts, the store's schema).
  [
    'Include the 5-digit ZIP code in the address, like 500 S Tryon St, Charlotte, NC 28202',
    msg`Include the 5-digit ZIP code in the address, like 500 S Tryon St, Charlotte, NC 28202`,
  ],
  [
    'We do not serve ZIP code {zip} yet. Call us at {phone} and we will see what we can do.',
    msg({
      message:
        'We do not serve ZIP code {zip} yet. Call us at {phone} and we will see what we can do.',
    }),
  ],
  ['Enter the delivery address', msg`Enter the delivery address`],
  [
    'Include the ZIP code in the delivery address',
    msg`Include the ZIP code in the delivery address`,
  ],
  // The contact fields (domain/schemas/primitives.ts, booking.ts, manage.ts).
  ['Enter your full name', msg`Enter your full name`],
  ['Enter your address', msg`Enter your address`],
  ['Enter your apartment or unit number', msg`Enter your apartment or unit number`],
  ['Enter a valid email address', msg`Enter a valid email address`],
  [
    'Enter a phone number with at least 10 digits',
    msg`Enter a phone number with at least 10 digits`,
  ],
  // Texts only to a US number (domain/sms/phone.ts, decisions.md "Text messages (SMS)").
  ['Enter a valid US mobile number to get texts', msg`Enter a valid US mobile number to get texts`],
  ['Enter your booking reference (CTM-...)', msg`Enter your booking reference (CTM-...)`],
  ['Enter the e-mail address you booked with', msg`Enter the e-mail address you booked with`],
  ['Add at least one TV or service', msg`Add at least one TV or service`],
  // Finding and changing a booking (domain/schemas/manage.ts, domain/bookings/rules.ts,
  // domain/scheduling/customer-moves.ts, server/bookings/cancel.ts).
  [
    'We could not find a booking with that reference and e-mail address.',
    msg`We could not find a booking with that reference and e-mail address.`,
  ],
  ['This booking link is not valid.', msg`This booking link is not valid.`],
  [
    'This booking is cancelled, so it cannot be changed. To book again, visit our site or call {phone}.',
    msg({
      message:
        'This booking is cancelled, so it cannot be changed. To book again, visit our site or call {phone}.',
    }),
  ],
  [
    'This job has been completed, so it cannot be changed online. Please call {phone}.',
    msg({
      message: 'This job has been completed, so it cannot be changed online. Please call {phone}.',
    }),
  ],
  [
    'This job has started, so it cannot be changed online. Please call {phone}.',
    msg({ message: 'This job has started, so it cannot be changed online. Please call {phone}.' }),
  ],
  [
    'Your arrival window starts within {hours} hours, so changes are made by phone: please call {phone}.',
    msg({
      message:
        'Your arrival window starts within {hours} hours, so changes are made by phone: please call {phone}.',
    }),
  ],
  [
    'That window starts within {hours} hours, so a move into it is made by phone: please call {phone}.',
    msg({
      message:
        'That window starts within {hours} hours, so a move into it is made by phone: please call {phone}.',
    }),
  ],
  [
    'Someone else just changed this booking. Reload and try again.',
    msg`Someone else just changed this booking. Reload and try again.`,
  ],
  // Room photos (server/bookings/photos.ts, domain/schemas/booking-photos.ts).
  [
    'Photo {n} is not an image (JPG, PNG or WebP).',
    msg({ message: 'Photo {n} is not an image (JPG, PNG or WebP).' }),
  ],
  ['Photo {n} is larger than 5 MB.', msg({ message: 'Photo {n} is larger than 5 MB.' })],
  [
    'Photo {n} is already in this booking.',
    msg({ message: 'Photo {n} is already in this booking.' }),
  ],
  ['At most {max} photos', msg({ message: 'At most {max} photos' })],
  [
    'This file is not an image (JPG, PNG or WebP).',
    msg`This file is not an image (JPG, PNG or WebP).`,
  ],
  // Paying (domain/schemas/payments.ts, domain/payments/payable.ts, server/payments).
  ['Your card was declined.', msg`Your card was declined.`],
  ['Your card number is invalid.', msg`Your card number is invalid.`],
  ['Your card has expired.', msg`Your card has expired.`],
  ['Your card’s security code is invalid.', msg`Your card’s security code is invalid.`],
  [
    'The total changed. Please start the payment again.',
    msg`The total changed. Please start the payment again.`,
  ],
  [
    'The booking total changed. Please start the payment again.',
    msg`The booking total changed. Please start the payment again.`,
  ],
  [
    'The order total changed. Please start the payment again.',
    msg`The order total changed. Please start the payment again.`,
  ],
  ['This payment was refunded.', msg`This payment was refunded.`],
  [
    'Your payment could not be accepted and was refunded at once. Please call us to finish your booking.',
    msg`Your payment could not be accepted and was refunded at once. Please call us to finish your booking.`,
  ],
  ['This booking is not paid by card.', msg`This booking is not paid by card.`],
  ['This booking was cancelled.', msg`This booking was cancelled.`],
  ['This booking is already paid.', msg`This booking is already paid.`],
  ['This booking was refunded.', msg`This booking was refunded.`],
  ['This order is not paid by card.', msg`This order is not paid by card.`],
  ['This order is already paid.', msg`This order is already paid.`],
  ['This order was refunded.', msg`This order was refunded.`],
  [
    'This order was not paid within 15 minutes and its items went back on sale. Please place the order again.',
    msg`This order was not paid within 15 minutes and its items went back on sale. Please place the order again.`,
  ],
  // The store's stock (domain/schemas/store-orders.ts).
  ['{name} is out of stock (0 left).', msg({ message: '{name} is out of stock (0 left).' })],
  [
    'Only {left} of {name} left. Lower the quantity and try again.',
    msg({ message: 'Only {left} of {name} left. Lower the quantity and try again.' }),
  ],
];

type Reader = { readonly words: MessageDescriptor; readonly pattern: RegExp };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message as a pattern over the server's text: its {placeholders} read the values. */
function reader([english, words]: (typeof SERVER_MESSAGES)[number]): Reader {
  const source = english
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? `(?<${part}>.+?)` : escape(part)))
    .join('');
  return { words, pattern: new RegExp(`^${source}$`) };
}

let readers: readonly Reader[] | undefined;

/** The list's message for a server text, with the values read from it; undefined if unknown. */
export function serverMessageDescriptor(text: string): MessageDescriptor | undefined {
  readers ??= SERVER_MESSAGES.map(reader);
  for (const { words, pattern } of readers) {
    const match = pattern.exec(text);
    if (match) return { ...words, values: { ...match.groups } };
  }
  return undefined;
}

/**
 * A message from the server as the page shows it: as it is on an English page; on a page in
 * another language its translation, or undefined when the list does not know it (the caller then
 * says it in its own words).
 */
export function serverMessageInPageLanguage(text: string): string | undefined {
  if (!i18n.locale || i18n.locale === 'en') return text;
  const descriptor = serverMessageDescriptor(text);
  return descriptor && i18n._(descriptor);
}
