import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/client/i18n/in-locale';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format';
import { checkCard } from './sandbox-card-fields';

/** What a field shows after each key, typed one character at a time at the end. */
function typed(keys: string, format: (raw: string, previous: string) => string): string {
  let shown = '';
  for (const key of keys) shown = format(shown + key, shown);
  return shown;
}

describe('formatExpiry', () => {
  it.each([
    ['', '', ''],
    ['1', '', '1'],
    ['12', '1', '12/'],
    ['12/3', '12/', '12/3'],
    ['12/30', '12/3', '12/30'],
    ['12/301', '12/30', '12/30'],
    ['4', '', '04/'],
    ['1/', '1', '01/'],
    ['1/30', '', '01/30'],
    ['12/30', '', '12/30'],
    ['12 / 30', '', '12/30'],
    ['1230', '', '12/30'],
    ['12/2030', '', '12/30'],
    ['12-30', '', '12/30'],
    ['12/203', '12/20', '12/203'],
    ['12/2030', '12/203', '12/30'],
    // Backspace over the slash takes it away, and the next one a digit.
    ['12', '12/', '12'],
    ['1', '12', '1'],
    ['0', '04', '0'],
    ['12/', '12/3', '12/'],
  ])('%j after %j shows %j', (raw, previous, shown) => {
    expect(formatExpiry(raw, previous)).toBe(shown);
  });

  it('typing 1230 on a digit keypad shows 12/30, which the card check accepts', () => {
    expect(typed('1230', formatExpiry)).toBe('12/30');
    const { errors, details } = checkCard(
      {
        cardNumber: typed('4242424242424242', formatCardNumber),
        expiry: typed('1230', formatExpiry),
        cvc: typed('123', formatCvc),
      },
      testI18n('en'),
    );
    expect(errors).toEqual({});
    expect(details).toEqual({
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 30,
      cvc: '123',
    });
  });

  it('any month and year, typed or pasted in any common way, reads back as the same MM/YY', () => {
    const monthYear = fc.record({
      month: fc.integer({ min: 1, max: 12 }),
      year: fc.integer({ min: 0, max: 99 }),
    });
    const writing = fc.constantFrom('MMYY', 'MM/YY', 'MM / YY', 'M/YY', 'MM/20YY', 'MM YY');
    fc.assert(
      fc.property(monthYear, writing, fc.boolean(), ({ month, year }, how, keyByKey) => {
        const mm = String(month).padStart(2, '0');
        const yy = String(year).padStart(2, '0');
        const text = how
          .replace('MM', mm)
          .replace('M/', `${month}/`)
          .replace('20YY', `20${yy}`)
          .replace('YY', yy);
        const shown = keyByKey ? typed(text, formatExpiry) : formatExpiry(text, '');
        expect(shown).toBe(`${mm}/${yy}`);
      }),
    );
  });

  it('whatever is typed or deleted, the field holds at most MM/YY (or MM/20Y on its way)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 8 }), (raw, previous) => {
        expect(formatExpiry(raw, previous)).toMatch(/^(\d{0,2}|\d{2}\/(\d{0,2}|20\d))$/);
      }),
    );
  });

  it('deleting one character at a time from any shown value empties the field', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,4}$/), (digits) => {
        let shown = typed(digits, formatExpiry);
        for (let step = 0; step < 6 && shown; step += 1) {
          shown = formatExpiry(shown.slice(0, -1), shown);
        }
        expect(shown).toBe('');
      }),
    );
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['', ''],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 4242-4242', '4242 4242 4242 4242'],
    ['4242 ', '4242'],
    ['12345678901234567890', '1234 5678 9012 3456 789'],
  ])('%j shows %j', (raw, shown) => {
    expect(formatCardNumber(raw)).toBe(shown);
  });

  it('keeps the digits, in order, grouped in fours', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const shown = formatCardNumber(raw);
        expect(shown.replace(/ /g, '')).toBe(raw.replace(/\D/g, '').slice(0, 19));
        expect(shown).toMatch(/^(\d{4} )*\d{0,4}$/);
        expect(shown.endsWith(' ')).toBe(false);
      }),
    );
  });
});

describe('formatCvc', () => {
  it.each([
    ['123', '123'],
    ['12a3', '123'],
    ['12345', '1234'],
  ])('%j shows %j', (raw, shown) => {
    expect(formatCvc(raw)).toBe(shown);
  });
});

describe('checkCard', () => {
  it("names each field's problem in the page's language", () => {
    const empty = { cardNumber: '', expiry: '', cvc: '' };
    expect(checkCard(empty, testI18n('en')).errors).toEqual({
      cardNumber: 'Enter your card number.',
      expiry: 'Enter the expiry as MM/YY.',
      cvc: 'Enter the 3 or 4 digit security code.',
    });
    expect(checkCard(empty, testI18n('es')).errors).toEqual({
      cardNumber: 'Escriba el número de su tarjeta.',
      expiry: 'Escriba el vencimiento como MM/AA.',
      cvc: 'Escriba el código de seguridad de 3 o 4 dígitos.',
    });
  });
});
