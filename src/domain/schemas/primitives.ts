// The input rules every request schema is built from (docs/decisions/010-input-rules.md): ids fit
// the database's integer column, text never carries NUL or control characters, single-line fields
// never carry a line break, and a required text needs something visible. Each failure is a zod
// issue on its own field, so the answer is a 400 naming that field, never a 500 from the database.
import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (serial) column: 2^31 - 1. */
export const MAX_DB_ID = 2_147_483_647;

/**
 * Characters that draw nothing although Unicode calls them letters or symbols (Hangul fillers,
 * braille blank, Khmer inherent vowels, Mongolian vowel separator). Spaces, format characters
 * (zero-width space, joiners, BOM, bidi marks) and combining marks are left out of VISIBLE by
 * their Unicode category.
 */
const BLANK_LETTERS = new Set([0x115f, 0x1160, 0x17b4, 0x17b5, 0x180e, 0x2800, 0x3164, 0xffa0]);
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

export const INPUT_MESSAGES = {
  nul: 'Must not contain NUL characters',
  lineBreak: 'Must be a single line (no line breaks)',
  control: 'Must not contain control characters',
  invisible: 'Must contain visible characters',
} as const;

/** True when the text has at least one character that shows on screen. */
export function hasVisibleCharacter(value: string): boolean {
  for (const character of value) {
    if (!BLANK_LETTERS.has(character.codePointAt(0) ?? 0) && VISIBLE.test(character)) return true;
  }
  return false;
}

/**
 * The first input rule a text breaks, or undefined: NUL (PostgreSQL refuses it in text), a line
 * break in a single line (CR, LF, U+2028, U+2029), or another C0/C1 control character (tab is
 * allowed everywhere).
 */
export function textProblem(value: string, multiline: boolean): string | undefined {
  let problem: string | undefined;
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code === 0) return INPUT_MESSAGES.nul;
    if (code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029) {
      if (!multiline) problem ??= INPUT_MESSAGES.lineBreak;
    } else if (code !== 0x09 && (code < 0x20 || (code >= 0x7f && code <= 0x9f))) {
      problem ??= INPUT_MESSAGES.control;
    }
  }
  return problem;
}

function safeString(multiline: boolean, typeMessage?: string): z.ZodString {
  const base = typeMessage ? z.string({ error: typeMessage }) : z.string();
  return base.check((ctx) => {
    const problem = textProblem(ctx.value, multiline);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });
}

interface TextOptions {
  /** Required: this message for a missing, empty or invisible-only value. */
  readonly required?: string;
  /** Leave leading and trailing spaces in place (passwords). */
  readonly keepSpaces?: boolean;
  /** The message for a value over `max` characters. */
  readonly tooLong?: string;
}

function text(max: number, multiline: boolean, options: TextOptions): z.ZodString {
  let schema = safeString(multiline, options.required);
  if (!options.keepSpaces) schema = schema.trim();
  if (options.required) {
    const message = options.required;
    schema = schema.min(1, message).refine(hasVisibleCharacter, message);
  }
  return schema.max(
    max,
    options.tooLong ?? `Must be at most ${max.toLocaleString('en-US')} characters`,
  );
}

/**
 * One line of text (a name, an address, a search, a room): trimmed, at most `max` characters,
 * no NUL, no control characters, no line breaks. With `required`, it must show something.
 */
export function lineText(max: number, options: TextOptions = {}): z.ZodString {
  return text(max, false, options);
}

/** Text that may span lines (notes, messages): trimmed, no NUL or control characters but tab, CR, LF. */
export function multilineText(max: number, options: TextOptions = {}): z.ZodString {
  return text(max, true, options);
}

/** A text field that may be left out, sent empty or sent null: all three mean "not given". */
export function optionalLineText(max: number) {
  return lineText(max)
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** As optionalLineText, for text that may span lines. */
export function optionalMultilineText(max: number, tooLong?: string) {
  return multilineText(max, { tooLong })
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/**
 * A record id in a JSON body (bookingId, productId, technicianId, assignedTechnicianId...): a
 * whole number from 1 to 2,147,483,647. `message` names what it is ("Send the booking id").
 */
export function dbId(message = 'Must be a whole number from 1 to 2,147,483,647') {
  return z.int({ error: message }).min(1, message).max(MAX_DB_ID, message);
}

/**
 * Marks digits in a path or query string as the integer they are read as: the API description
 * types them `integer` with these bounds (plugins/openapi/describe-route.ts, decision 054).
 */
export const INTEGER_IN_TEXT = 'x-integer-in-text';
const integerInText = (minimum: number, maximum: number) => ({
  [INTEGER_IN_TEXT]: { minimum, maximum },
});

/**
 * A record id in a path or query string: decimal digits only ("12", not "1e1", "0x1f" or " 12"),
 * read as a number that fits the database's integer column.
 */
export function idParam(message = 'Must be a whole number from 1 to 2,147,483,647') {
  return z
    .string({ error: message })
    .regex(/^[0-9]{1,10}$/, message)
    .meta(integerInText(1, MAX_DB_ID))
    .transform(Number)
    .pipe(dbId(message));
}

/** A whole number in a query string (limit, offset, position), from `min` to `max`. */
export function intParam(min: number, max: number, message?: string) {
  const text = message ?? `Must be a whole number from ${min} to ${max.toLocaleString('en-US')}`;
  return z
    .string({ error: text })
    .regex(/^[0-9]{1,10}$/, text)
    .meta(integerInText(min, max))
    .transform(Number)
    .pipe(z.int({ error: text }).min(min, text).max(max, text));
}

const MIN_PHONE_DIGITS = 10;
export const PHONE_DIGITS_MESSAGE = 'Enter a phone number with at least 10 digits';
const PHONE_MESSAGE = PHONE_DIGITS_MESSAGE;
const EMAIL_MESSAGE = 'Enter a valid email address';

/** A phone number: one line of at most 40 characters holding at least 10 digits. */
export function phoneText(message = PHONE_MESSAGE) {
  return lineText(40, { required: message, tooLong: message }).refine(
    (value) => value.replace(/\D/g, '').length >= MIN_PHONE_DIGITS,
    message,
  );
}

/** An e-mail address, trimmed, at most 254 characters. */
export function emailText(message = EMAIL_MESSAGE) {
  return z.string({ error: message }).trim().max(254, message).pipe(z.email(message));
}
