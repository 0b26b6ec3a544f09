// How many TVs and which sizes: "two 65 inch TVs", "a 55 and a 75", "3 TVs, all 65 inch",
// "two TVs, one on brick and one on drywall". Each group is a run of TVs the customer described
// together; the words after a group, up to the next, describe that group.
import { TV_SIZES, type TvSize } from '../catalog/tv-sizes';
import type { Locale } from '../site/locales';
import type { ByLanguage } from './language';
import { countOf, countWord } from './text';

export interface TvGroup {
  readonly start: number;
  readonly end: number;
  /** How many TVs the group holds. */
  readonly count: number;
  /** Undefined when the customer gave no size for it. */
  readonly inches?: number;
  /** The count was written ("two", "a"), not assumed. */
  readonly counted: boolean;
}

/** "both of my 50 inch TVs", "two of our TVs". */
const OWNER = '(?:(?:my|our|the|these|those) )';
const ADJECTIVE =
  '(?:(?:new|big|large|small|huge|smart|old|flat ?screen|flatscreen|more|samsung|lg|sony|tcl|vizio|hisense|oled|qled|4k) )';
const NOT_A_SIZE =
  '^ ?(?:am|pm|a m|p m|dollars?|bucks|percent|%|feet|foot|ft|minutes?|mins?|hours?|hrs?|lbs?|pounds?|floors?|stories|story|years?|yrs?|days?|weeks?|miles?|:|\\/|\\.\\d|th\\b|st\\b|nd\\b|rd\\b)';
const ES_NOUN =
  '(?:teles|tele|televisores|televisor|televisiones|television|pantallas|pantalla|tvs|tv)';
const ES_OWNER = '(?:(?:mis|nuestros|nuestras|los|las|estos|estas|esos|esas) )';
const ES_ADJECTIVE =
  '(?:(?:nuevas?|nuevos?|grandes?|pequenas?|smart|samsung|lg|sony|tcl|vizio|hisense|oled|qled|4k) )';

/** The words around TV counts and sizes, one table per language, read by one matcher. */
interface GroupWords {
  readonly count: string;
  /** A TV noun. */
  readonly noun: string;
  /** A size unit after the number: 65", 65 inch, 65 pulgadas. */
  readonly unit: string;
  /** Between a count and its size ("two new 65", "una tele de 65"). */
  readonly countToSize: string;
  /** Between a count and the size it counts, read back from the size ("both of my 65"). */
  readonly countBeforeSize: string;
  /** Between a count and a TV noun ("two of our TVs", "dos de mis teles"). */
  readonly countToNoun: string;
  /** Between "two TVs" and a size list ("two TVs: 55 and 65", "dos teles de 55 y 65"). */
  readonly nounToSize: string;
  readonly notASizeAfter: RegExp;
  /** Joins a list of sizes. */
  readonly listJoin: string;
  /** Each "one" of "two TVs, one on brick and one on drywall". */
  readonly eachOne: RegExp;
}

const WORDS: ByLanguage<GroupWords> = {
  en: {
    count: countWord('en'),
    noun: '(?:tvs|tv|televisions?|screens|sets)',
    unit: '(?:"|inch(?:es)?\\b|inchs\\b|in\\b|ins\\b)',
    countToSize: `${ADJECTIVE}{0,2}`,
    countBeforeSize: `(?:of )?${OWNER}?${ADJECTIVE}{0,2}`,
    countToNoun: `(?:of )?${OWNER}?${ADJECTIVE}{0,2}`,
    nounToSize: ' ?[,:-]? ',
    notASizeAfter: new RegExp(NOT_A_SIZE),
    listJoin: '(?:,|and|or|&|plus|\\/) (?:(?:and|a|an|one|another) )?',
    eachOne:
      /\b(?:one|the other(?: one)?|another(?: one)?|the (?:first|second|third|last)(?: one)?)\b/g,
  },
  es: {
    count: countWord('es'),
    noun: ES_NOUN,
    unit: '(?:"|pulgadas?\\b|pulg\\b|plg\\b|in\\b)',
    countToSize: `(?:${ES_NOUN} )?${ES_ADJECTIVE}?(?:de )?`,
    countBeforeSize: `(?:de )?${ES_OWNER}?${ES_ADJECTIVE}?`,
    countToNoun: `(?:de )?${ES_OWNER}?`,
    nounToSize: ' ?[,:-]? (?:de )?',
    notASizeAfter: new RegExp(
      `${NOT_A_SIZE}|^ ?(?:dolares|pies|minutos|horas|anos|dias|semanas|millas|por ciento|de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre))`,
    ),
    listJoin: '(?:,|y|o|e|&|mas|\\/) (?:(?:y|una?|otra?) )?(?:de )?',
    eachOne:
      /\b(?:una?|la otra|el otro|otra|otro|la (?:primera|segunda|tercera|ultima)|el (?:primero|segundo|tercero|ultimo))\b/g,
  },
};

const MIN_INCHES = 13;
const MAX_INCHES = 120;

/** decisions.md "TV size brackets": the bracket whose range holds the size; 86 and up is 86-98+. */
export function bracketOf(inches: number): TvSize {
  const uppers = [43, 55, 65, 75, 85];
  const index = uppers.findIndex((upper) => inches <= upper);
  return TV_SIZES[index === -1 ? TV_SIZES.length - 1 : index] as TvSize;
}

interface SizeMatch {
  start: number;
  end: number;
  inches: number;
}

function isSizeNumber(words: GroupWords, text: string, index: number, length: number): boolean {
  const value = Number(text.slice(index, index + length));
  if (!(value >= MIN_INCHES && value <= MAX_INCHES)) return false;
  if (text[index - 1] === '$') return false;
  return !words.notASizeAfter.test(text.slice(index + length));
}

function findSizes(
  words: GroupWords,
  text: string,
  masked: readonly { start: number; end: number }[],
): SizeMatch[] {
  const sizes: SizeMatch[] = [];
  const add = (start: number, numberText: string, end: number) => {
    if (masked.some((span) => start < span.end && span.start < end)) return;
    if (sizes.some((size) => size.start === start)) return;
    if (!isSizeNumber(words, text, start, numberText.length)) return;
    sizes.push({ start, end, inches: Number(numberText) });
  };
  // With a unit or a TV noun: 65", 65 inch, 65in, 65 tv, 65s.
  const withUnit = new RegExp(`\\b(\\d{2,3})(?: ?${words.unit}| ?${words.noun}\\b|s\\b)`, 'g');
  for (const match of text.matchAll(withUnit))
    add(match.index, match[1] ?? '', match.index + match[0].length);
  // After a count or an article: "a 55", "two new 65".
  const counted = new RegExp(`\\b${words.count} ${words.countToSize}(\\d{2,3})\\b`, 'g');
  for (const match of text.matchAll(counted)) {
    const numberText = match[1] ?? '';
    const start = match.index + match[0].length - numberText.length;
    add(start, numberText, start + numberText.length);
  }
  // Right after a count of TVs: "two TVs 65 and 75", "2 tvs: 55 and 65" (issue 26).
  const afterCount = new RegExp(
    `\\b${words.count} ${words.countToNoun}${words.noun}${words.nounToSize}(\\d{2,3})\\b`,
    'g',
  );
  for (const match of text.matchAll(afterCount)) {
    const numberText = match[1] ?? '';
    const start = match.index + match[0].length - numberText.length;
    add(start, numberText, start + numberText.length);
  }
  // Lists: "55, 65 and 75 inch" -- a number joined by "and/,/or" to a size is a size too, on
  // either side ("65 and 75 on brick" after "two TVs").
  const LIST = new RegExp(
    `\\b(\\d{2,3})"?(?: ${words.unit})? ?${words.listJoin}(\\d{2,3})\\b`,
    'g',
  );
  for (let changed = true; changed;) {
    changed = false;
    for (const match of text.matchAll(LIST)) {
      const secondText = match[2] ?? '';
      const next = match.index + match[0].length - secondText.length;
      const hasFirst = sizes.some((s) => s.start === match.index);
      const hasNext = sizes.some((size) => size.start === next);
      const before = sizes.length;
      if (hasNext && !hasFirst) {
        add(match.index, match[1] ?? '', match.index + (match[1] ?? '').length);
      } else if (hasFirst && !hasNext) {
        add(next, secondText, next + secondText.length);
      }
      changed ||= sizes.length > before;
    }
  }
  return sizes.sort((a, b) => a.start - b.start);
}

/** The count written just before a size ("two 65", "a new 55"), if any. */
function countBefore(words: GroupWords, text: string, start: number, language: Locale) {
  const match = new RegExp(`\\b(${words.count}) ${words.countBeforeSize}$`).exec(
    text.slice(0, start),
  );
  return match?.[1] ? countOf(match[1], language) : undefined;
}

/**
 * The TV groups of a message, in order. A count without sizes ("two TVs") followed by sized
 * groups ("a 55 and a 65") is their total; "3 TVs, 65 inch" is three 65s. `masked` spans belong
 * to other things (an old TV to take down) and are skipped.
 */
export function findTvGroups(
  text: string,
  language: Locale,
  masked: readonly { start: number; end: number }[] = [],
): TvGroup[] {
  const words = WORDS[language];
  const isMasked = (start: number, end: number) =>
    masked.some((span) => start < span.end && span.start < end);
  const sized: TvGroup[] = findSizes(words, text, masked).map((size) => {
    const count = countBefore(words, text, size.start, language);
    return {
      start: size.start,
      end: size.end,
      inches: size.inches,
      count: count ?? 1,
      counted: count !== undefined,
    };
  });
  const countOnly: TvGroup[] = [];
  const countPattern = new RegExp(`\\b(${words.count}) ${words.countToNoun}${words.noun}\\b`, 'g');
  for (const match of text.matchAll(countPattern)) {
    const end = match.index + match[0].length;
    const count = countOf(match[1] ?? '', language);
    if (count === undefined || isMasked(match.index, end)) continue;
    if (sized.some((group) => group.start >= match.index && group.start < end)) continue;
    countOnly.push({ start: match.index, end, count, counted: true });
  }
  if (sized.length === 0) return splitByOnes(text, countOnly, words.eachOne);
  const total = countOnly.reduce((sum, group) => sum + group.count, 0);
  if (total === 0) return sized;
  const [only] = sized;
  if (sized.length === 1 && only && !only.counted)
    return [{ ...only, count: total, counted: true }];
  const sizedTotal = sized.reduce((sum, group) => sum + group.count, 0);
  if (sizedTotal >= total) return sized;
  // "Three TVs: a 55 and a 65": the third has no size.
  const last = sized[sized.length - 1] as TvGroup;
  return [...sized, { start: last.end, end: last.end, count: total - sizedTotal, counted: true }];
}

/** "Two TVs, one on brick and one on drywall": each "one" starts its own group. */
function splitByOnes(text: string, countOnly: TvGroup[], eachOne: RegExp): TvGroup[] {
  const [first] = countOnly;
  if (!first || countOnly.length !== 1 || first.count < 2) return countOnly;
  const ones = [...text.slice(first.end).matchAll(eachOne)];
  if (ones.length !== first.count) return countOnly;
  return ones.map((match) => {
    const start = first.end + match.index;
    return { start, end: start + match[0].length, count: 1, counted: true };
  });
}
