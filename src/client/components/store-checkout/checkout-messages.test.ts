// The store checkout's messages (issue 28): an English page shows each rule's words exactly; a
// Spanish page shows every message the rules can write in Spanish, values kept, and one it does
// not know as the fallback, never in English.
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { outsideServiceAreaMessage, SERVICE_AREA_ZIPS } from '@/domain/catalog/service-area';
import { notEnoughStockMessage } from '@/domain/schemas/store-orders';
import { testI18n } from '@/client/i18n/in-locale';
import { checkoutMessage, FIXED_MESSAGES } from './checkout-messages';
import { contactSchema, EMPTY_CONTACT } from './contact-fields';

const english = testI18n('en');
const es = testI18n('es');
const FALLBACK = msg`Check this field and try again.`;
const AREA = { serviceAreaZips: SERVICE_AREA_ZIPS, phone: '(704) 555-0100' };

describe('checkoutMessage', () => {
  it.each(Object.entries(FIXED_MESSAGES))(
    '"%s" is written in the code as the rule writes it, and has Spanish words',
    (rule, words) => {
      // The English of the descriptor is the rule's: a rule changed in src/domain fails here.
      expect(english._(words)).toBe(rule);
      expect(checkoutMessage(english, rule, FALLBACK)).toBe(rule);
      const translated = checkoutMessage(es, rule, FALLBACK);
      expect(translated).toBe(es._(words));
      expect(translated).not.toBe(es._(FALLBACK));
    },
  );

  it.each([
    [outsideServiceAreaMessage('28999', AREA), ['28999', '(704) 555-0100'], /código postal/],
    [notEnoughStockMessage('Tilting TV Mount', 0), ['Soporte inclinable para TV'], /agotado/],
    [notEnoughStockMessage('Tilting TV Mount', 3), ['3', 'Soporte inclinable para TV'], /quedan/],
    ['Product 41 is not sold any more.', ['41'], /ya no está a la venta/],
    ['Must be at most 200 characters', ['200'], /como máximo/],
  ])('"%s" keeps its values in Spanish', (rule, values, words) => {
    const rename = (name: string) =>
      name === 'Tilting TV Mount' ? 'Soporte inclinable para TV' : name;
    expect(checkoutMessage(english, rule, FALLBACK, rename)).toBe(rule);
    const translated = checkoutMessage(es, rule, FALLBACK, rename);
    expect(translated).toMatch(words);
    for (const value of values) expect(translated).toContain(value);
    expect(translated).not.toContain('Tilting');
  });

  it('shows a message it does not know as the fallback on a Spanish page only', () => {
    expect(checkoutMessage(es, 'Something new went wrong', FALLBACK)).toBe(
      'Revise este dato e inténtelo de nuevo.',
    );
    expect(checkoutMessage(english, 'Something new went wrong', FALLBACK)).toBe(
      'Something new went wrong',
    );
  });

  it('knows every message the contact form can show', () => {
    const bad = [
      EMPTY_CONTACT,
      { ...EMPTY_CONTACT, fulfilment: 'delivery' as const, address: '500 S Tryon St' },
      { ...EMPTY_CONTACT, fulfilment: 'delivery' as const, address: '1 Main St, Raleigh 27601' },
      { ...EMPTY_CONTACT, name: 'x'.repeat(201), email: 'a@b', phone: '12\n34' },
      { ...EMPTY_CONTACT, name: '\u0000', phone: '\u0007' },
    ];
    const found = bad.flatMap((contact) =>
      (contactSchema(AREA).safeParse(contact).error?.issues ?? []).map((issue) => issue.message),
    );
    expect(found.length).toBeGreaterThan(8);
    for (const message of found) {
      expect(checkoutMessage(es, message, FALLBACK), message).not.toBe(es._(FALLBACK));
    }
  });
});
