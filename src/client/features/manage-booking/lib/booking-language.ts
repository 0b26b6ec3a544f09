// "The manage page opens in the booking's language" (decisions.md "Languages"). The e-mails and
// texts already link to the page in the booking's language (/es/my-booking/{token} for a Spanish
// booking); a link typed, shared or opened from an older mail may be in the other one. The page
// then moves to the booking's language with a replace (no extra history entry), unless the
// visitor chose the other language with the switch: that choice is theirs, and the language
// notice (src/client/i18n/language-notice.tsx) keeps offering what they chose.
import type { Locale } from '@/domain/site/locales';

/** The language to move the page to, or undefined to stay. */
export function bookingLanguageMove(
  page: Locale,
  booking: Locale,
  remembered: Locale | undefined,
): Locale | undefined {
  if (booking === page) return undefined;
  if (remembered !== undefined && remembered !== booking) return undefined;
  return booking;
}
