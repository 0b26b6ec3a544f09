import { describe, expect, it } from 'vitest';
import {
  dbId,
  hasVisibleCharacter,
  idParam,
  INPUT_MESSAGES,
  intParam,
  lineText,
  MAX_DB_ID,
  multilineText,
  optionalLineText,
} from './primitives';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('dbId and idParam', () => {
  it.each([
    [1, true],
    [MAX_DB_ID, true],
    [MAX_DB_ID + 1, false],
    [2 ** 53, false],
    [0, false],
    [-1, false],
    [1.5, false],
    ['1', false],
    [null, false],
  ])('body id %p -> accepted %p', (value, ok) => {
    expect(dbId().safeParse(value).success).toBe(ok);
  });

  it.each([
    ['1', 1],
    ['2147483647', MAX_DB_ID],
    ['2147483648', undefined],
    ['99999999999999999999', undefined],
    ['0', undefined],
    ['-1', undefined],
    ['1e3', undefined],
    ['0x10', undefined],
    [' 12', undefined],
    ['', undefined],
    ['12\u0000', undefined],
  ])('path id %p -> %p', (value, expected) => {
    const result = idParam().safeParse(value);
    expect(result.success ? result.data : undefined).toBe(expected);
  });

  it('names what the id is in its message', () => {
    expect(firstMessage(dbId('Send the booking id').safeParse(MAX_DB_ID + 1))).toBe(
      'Send the booking id',
    );
  });

  it('reads limits and offsets within their range', () => {
    expect(intParam(0, 100).safeParse('100').data).toBe(100);
    expect(intParam(0, 100).safeParse('101').success).toBe(false);
    expect(intParam(0, 100).safeParse(['1', '2']).success).toBe(false);
  });
});

describe('lineText', () => {
  const name = lineText(200, { required: 'Enter your full name' });

  it.each([
    ['Ann Lee', 'Ann Lee'],
    ['  Ann Lee  ', 'Ann Lee'],
    ['José Ñúñez', 'José Ñúñez'],
    ['李小龍', '李小龍'],
    ['O’Brien-Smith', 'O’Brien-Smith'],
    ['Ann\tLee', 'Ann\tLee'],
  ])('accepts %p', (value, expected) => {
    expect(name.safeParse(value).data).toBe(expected);
  });

  it.each([
    ['Ann\u0000Lee', INPUT_MESSAGES.nul],
    ['\u0000', INPUT_MESSAGES.nul],
    ['Ann\r\nLee', INPUT_MESSAGES.lineBreak],
    ['Ann\nLee', INPUT_MESSAGES.lineBreak],
    ['Ann\u2028Lee', INPUT_MESSAGES.lineBreak],
    ['Ann\u0007Lee', INPUT_MESSAGES.control],
    ['Ann\u009bLee', INPUT_MESSAGES.control],
    ['', 'Enter your full name'],
    ['   ', 'Enter your full name'],
    ['\u200b\u200b', 'Enter your full name'],
    ['\u200d\ufeff\u200e\u2060', 'Enter your full name'],
    ['\u3164\u3164', 'Enter your full name'],
    ['\u2800', 'Enter your full name'],
    ['\u0301\u0301', 'Enter your full name'],
    ['\u00a0\u2003', 'Enter your full name'],
    [42, 'Enter your full name'],
    ['x'.repeat(201), 'Must be at most 200 characters'],
  ])('refuses %j with %p', (value, message) => {
    expect(firstMessage(name.safeParse(value))).toBe(message);
  });

  it('treats empty, null and missing as not given when optional', () => {
    const unit = optionalLineText(50);
    expect(unit.safeParse('').data).toBeUndefined();
    expect(unit.safeParse(null).data).toBeUndefined();
    expect(unit.safeParse(undefined).data).toBeUndefined();
    expect(unit.safeParse(' 4B ').data).toBe('4B');
    expect(firstMessage(unit.safeParse('4B\nDROP'))).toBe(INPUT_MESSAGES.lineBreak);
  });
});

describe('multilineText', () => {
  const notes = multilineText(1000);

  it('keeps line breaks and tabs, refuses NUL and other control characters', () => {
    expect(notes.safeParse('Gate code 1234\r\nPark on the left\tplease').success).toBe(true);
    expect(firstMessage(notes.safeParse('a\u0000b'))).toBe(INPUT_MESSAGES.nul);
    expect(firstMessage(notes.safeParse('a\u001bb'))).toBe(INPUT_MESSAGES.control);
  });
});

describe('hasVisibleCharacter', () => {
  it.each([
    ['a', true],
    ['.', true],
    ['😀', true],
    ['\u200b', false],
    ['\u115f\u1160', false],
    ['', false],
  ])('%j -> %p', (value, expected) => {
    expect(hasVisibleCharacter(value)).toBe(expected);
  });
});
