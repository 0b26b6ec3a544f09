// The customer's text messages, one catalog per language (decisions.md "Text messages (SMS)"):
// the same keys in every language, so a language is one more catalog entry. Each text is at most
// 320 characters (two SMS segments): names are clipped, the manage link is always whole
// (texts.test.ts writes every template with the longest names).
import type { Locale } from '../../../domain/site/locales';
import { en } from './en';
import { es } from './es';

/** What every customer text may name; `when` is the window in words, `url` the manage link. */
export type TextFacts = {
  business: string;
  reference: string;
  when: string;
  url: string;
};

export type TextMessages = {
  confirmation: (facts: TextFacts) => string;
  reminder24h: (facts: TextFacts) => string;
  reminder2h: (facts: TextFacts & { phone: string }) => string;
  /** `firstName` null: "your technician" in the language. */
  onMyWay: (facts: Omit<TextFacts, 'when'> & { firstName: string | null }) => string;
  rescheduled: (facts: TextFacts) => string;
  cancelled: (facts: Omit<TextFacts, 'when'> & { when: string; phone: string }) => string;
  /** The review link is the manage page until a review page exists. */
  jobDone: (facts: Omit<TextFacts, 'when'>) => string;
  /** The answer to HELP or INFO. */
  help: (facts: { business: string; phone: string }) => string;
};

export const MAX_TEXT_LENGTH = 320;
/** The longest business name and first name a text repeats; longer ones end in "...". */
export const MAX_TEXT_BUSINESS = 40;
export const MAX_TEXT_FIRST_NAME = 20;

export function clip(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

const CATALOGS: Record<Locale, TextMessages> = { en, es };

export function textsFor(locale: Locale): TextMessages {
  return CATALOGS[locale];
}
