// Plain-English helpers for the built-in assistant (decisions.md "Assistant"): one normal form of
// the customer's text, number words, and found phrases with their positions.
import type { Locale } from '../site/locales';
import { foldAccents, type ByLanguage } from './language';

/**
 * Lower case, one kind of quote mark, hyphens and punctuation as spaces, single spaces. Inch
 * marks survive as `"` (65'' and 65” both read 65"), and so do ':' and '/' inside times and dates.
 * Accents are folded ("mañana" reads "manana"), so the Spanish tables are written without them.
 */
export function normalizeText(text: string): string {
  return ` ${foldAccents(text)
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/(\d)\s*(?:''|[\u201c\u201d\u2033])/g, '$1"')
    .replace(/[\u201c\u201d\u2033]/g, ' ')
    .replace(/(\w)'(\w)/g, '$1$2')
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/(\d)\.(\d)/g, '$1_$2')
    .replace(/[^a-z0-9"$:/_ ]+/g, ' ')
    .replace(/_/g, '.')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

const NUMBER_WORDS: ByLanguage<Readonly<Record<string, number>>> = {
  en: {
    a: 1,
    an: 1,
    one: 1,
    single: 1,
    two: 2,
    both: 2,
    pair: 2,
    couple: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
  },
  es: {
    un: 1,
    una: 1,
    uno: 1,
    dos: 2,
    ambos: 2,
    ambas: 2,
    par: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
    once: 11,
    doce: 12,
  },
};

/** A count written as a word or digits (1-20), or undefined. */
export function countOf(word: string, language: Locale): number | undefined {
  if (/^\d{1,2}$/.test(word)) {
    const value = Number(word);
    return value >= 1 && value <= 20 ? value : undefined;
  }
  return NUMBER_WORDS[language][word];
}

/** The regex alternation of every count word of the language, for patterns. */
export const countWord = (language: Locale) =>
  `(?:\\d{1,2}|${Object.keys(NUMBER_WORDS[language]).join('|')})`;

/** A phrase found in the normal text: what it means, where it is. */
export interface Mention<T> {
  readonly value: T;
  readonly start: number;
  readonly end: number;
}

export interface PhraseRule<T> {
  readonly value: T;
  readonly pattern: RegExp;
}

/**
 * Every match of the rules, earlier rules winning where two overlap ("brick fireplace" is a brick
 * wall, not "above the fireplace"). `taken` spans (already read as something else) are skipped.
 */
export function findMentions<T>(
  text: string,
  rules: readonly PhraseRule<T>[],
  taken: readonly { start: number; end: number }[] = [],
): Mention<T>[] {
  const found: Mention<T>[] = [];
  const overlaps = (start: number, end: number) =>
    [...taken, ...found].some((span) => start < span.end && span.start < end);
  for (const rule of rules) {
    const global = new RegExp(rule.pattern.source, rule.pattern.flags.replace('g', '') + 'g');
    for (const match of text.matchAll(global)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!overlaps(start, end)) found.push({ value: rule.value, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Whether a no/without/don't sits just before `start` ("without hiding the wires"). */
const NEGATION: ByLanguage<RegExp> = {
  en: /\b(?:no|not|without|dont|do not|skip|none)\s+(?:\w+\s+){0,2}$/,
  es: /\b(?:no|sin|ningun|ninguna|nada de)\s+(?:\w+\s+){0,2}$/,
};

export function isNegated(text: string, start: number, language: Locale): boolean {
  return NEGATION[language].test(text.slice(Math.max(0, start - 24), start));
}
