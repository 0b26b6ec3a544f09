// A Spanish page shows the server's customer-facing messages in Spanish, with their values, and
// never a message in English; an English page shows them as they are. The domain's messages are
// read from the domain itself, so a change of wording there fails here; the server's own few
// (client code may not import the server) are written out.
import { i18n } from '@lingui/core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { messages as englishErrors } from '@/client/locales/en/errors.po';
import { messages as spanishErrors } from '@/client/locales/es/errors.po';
import { SEED_BUSINESS_FACTS } from '@/domain/catalog/business-seed';
import { MISSING_ZIP_MESSAGE, outsideServiceAreaMessage } from '@/domain/catalog/service-area';
import {
  changeRules,
  CUSTOMER_MOVES,
  moveRefusal,
  OUT_OF_WINDOW_MESSAGE,
  SLOT_STARTED_MESSAGE,
} from '@/domain/bookings/rules';
import {
  BOOKING_PAYABLE,
  ORDER_EXPIRED_MESSAGE,
  STORE_ORDER_PAYABLE,
} from '@/domain/payments/payable';
import { moveWithinCutoffMessage } from '@/domain/scheduling/customer-moves';
import { SLOT_TAKEN_MESSAGE } from '@/domain/schemas/booking';
import { MANAGE_LINK_NOT_FOUND_MESSAGE, TRACK_NOT_FOUND_MESSAGE } from '@/domain/schemas/manage';
import {
  CARD_DECLINED_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  CARD_INVALID_MESSAGE,
} from '@/domain/schemas/payments';
import { PHONE_DIGITS_MESSAGE } from '@/domain/schemas/primitives';
import { PHONE_US_MESSAGE } from '@/domain/sms/phone';
import { notEnoughStockMessage } from '@/domain/schemas/store-orders';
import { ApiRequestError } from './api-client';
import { plainErrorMessage } from './api-error-message';
import { SERVER_MESSAGES as LIST, serverMessageInPageLanguage } from './server-messages';

const PHONE = SEED_BUSINESS_FACTS.phone;
const NOW = new Date('2026-12-01T15:00:00Z');
const booking = { appointmentDate: '2026-12-10', appointmentTime: '10:00 AM' as const };
const closedReason = (status: 'cancelled' | 'completed' | 'in_progress' | 'confirmed', now = NOW) =>
  changeRules({ ...booking, status }, now, PHONE).closedReason ?? '';

/** What the server may tell a customer, with the values a Spanish page must keep. */
const SERVER_MESSAGES: [string, string[]][] = [
  [SLOT_TAKEN_MESSAGE, []],
  [SLOT_STARTED_MESSAGE, []],
  [OUT_OF_WINDOW_MESSAGE, ['13']],
  [MISSING_ZIP_MESSAGE, ['28202']],
  [outsideServiceAreaMessage('29999', { phone: PHONE }), ['29999', PHONE]],
  [TRACK_NOT_FOUND_MESSAGE, []],
  [MANAGE_LINK_NOT_FOUND_MESSAGE, []],
  [closedReason('cancelled'), [PHONE]],
  [closedReason('completed'), [PHONE]],
  [closedReason('in_progress'), [PHONE]],
  [closedReason('confirmed', new Date('2026-12-09T20:00:00Z')), ['24', PHONE]],
  [moveWithinCutoffMessage(PHONE), ['24', PHONE]],
  [
    moveRefusal(CUSTOMER_MOVES, { ...booking, status: 'confirmed' }, booking, NOW, PHONE)
      ?.message ?? '',
    [],
  ],
  [CARD_DECLINED_MESSAGE, []],
  [CARD_INVALID_MESSAGE, []],
  [CARD_EXPIRED_MESSAGE, []],
  [ORDER_EXPIRED_MESSAGE, ['15']],
  ...Object.values(BOOKING_PAYABLE.messages).map((text): [string, string[]] => [text, []]),
  ...Object.values(STORE_ORDER_PAYABLE.messages).map((text): [string, string[]] => [text, []]),
  [PHONE_DIGITS_MESSAGE, ['10']],
  [PHONE_US_MESSAGE, []],
  ['Enter a valid email address', []],
  [notEnoughStockMessage('Small Floating Shelf', 0), ['Small Floating Shelf', '0']],
  [notEnoughStockMessage('Small Floating Shelf', 3), ['Small Floating Shelf', '3']],
  // The server's own (src/server/bookings/*, src/server/payments/*).
  ['Someone else just changed this booking. Reload and try again.', []],
  [
    'You already have 2 bookings waiting for payment. Finish paying for one, or release it, before booking another.',
    ['2'],
  ],
  ['Photo 3 is not an image (JPG, PNG or WebP).', ['3']],
  ['Photo 2 is larger than 5 MB.', ['2', '5']],
  ['Add at least one TV or service', []],
  ['The total changed. Please start the payment again.', []],
];

const activate = (locale: 'en' | 'es') =>
  i18n.loadAndActivate({ locale, messages: locale === 'es' ? spanishErrors : englishErrors });
const apiError = (status: number, body: object) =>
  new ApiRequestError(status, JSON.stringify(body), body as never, 'Bad Request');

afterAll(() => activate('en'));

describe('the list', () => {
  it('writes each message’s English as its message says it', () => {
    for (const [english, words] of LIST) expect(words.message).toBe(english);
  });
});

describe('on a Spanish page', () => {
  beforeEach(() => activate('es'));

  it.each(SERVER_MESSAGES)('%j is said in Spanish, its values kept', (english, values) => {
    expect(english).not.toBe('');
    const spanish = serverMessageInPageLanguage(english);
    expect(spanish).toBeDefined();
    expect(spanish).not.toBe(english);
    for (const value of values) expect(spanish).toContain(value);
  });

  it('says an unknown message in the screen’s own words, as it does a server fault', () => {
    expect(serverMessageInPageLanguage('Quantity must be a whole number')).toBeUndefined();
    const fallback = 'No pudimos guardar su reserva.';
    expect(plainErrorMessage(apiError(409, { message: 'Taken' }), fallback)).toBe(fallback);
    expect(
      plainErrorMessage(
        apiError(400, {
          message: `email: Enter a valid email address`,
          fieldErrors: { email: 'Enter a valid email address' },
        }),
        fallback,
      ),
    ).toBe('Escriba un correo electrónico válido');
    expect(plainErrorMessage(apiError(409, { message: SLOT_TAKEN_MESSAGE }), fallback)).toBe(
      'Ese horario se acaba de reservar. Elija otro, por favor.',
    );
  });
});

describe('on an English page', () => {
  beforeEach(() => activate('en'));

  it.each(SERVER_MESSAGES)('%j is said as the server wrote it', (english) => {
    expect(serverMessageInPageLanguage(english)).toBe(english);
  });

  it('shows an unknown message as it is', () => {
    expect(plainErrorMessage(apiError(409, { message: 'Taken' }), 'x')).toBe('Taken');
  });
});
