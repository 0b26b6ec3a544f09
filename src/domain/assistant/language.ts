// The two languages the assistant reads and answers (decisions.md "Languages (English and
// Spanish)"). Every vocabulary and message table is one per language, so the second language is
// data, not a second copy of the code: `ByLanguage` makes a table name both.
import type { Locale } from '../site/locales';

export type ByLanguage<T> = Readonly<Record<Locale, T>>;

/** Marks only Spanish writes: ¿ ¡ ñ and accented vowels. */
const SPANISH_LETTERS = /[¿¡ñáéíóúü]/i;
/** Common Spanish words that are no English words (checked on the accent-folded text). */
const SPANISH_WORDS =
  /\b(?:cuanto|cuesta|cuestan|precio|montar|montaje|instalar|pulgadas|tele|televisor(?:es)?|pared|ladrillo|piedra|azulejo|concreto|chimenea|soporte|cables|horarios?|tienen|pueden|puede|manana|hoy|semana|sabado|domingo|lunes|martes|miercoles|jueves|viernes|hola|gracias|quiero|necesito|para|por favor|cuando|que|con|una?|dos|tres|los|las|el|la|de|en|y|es|son|mi|mis)\b/g;
const ENGLISH_WORDS =
  /\b(?:how|much|what|when|the|a|an|and|is|are|you|your|my|for|on|with|can|do|does|tv|tvs|price|cost|mount|wall|times?|this|week|have|i|we|to|of|in|it)\b/g;

/** Accents off, lower case: "¿Cuánto?" -> "¿cuanto?" (ñ folds to n). */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * The language of one message: Spanish when it carries a Spanish-only letter or more Spanish
 * words than English ones, English when it has more English words; a message that says neither
 * ("3 de dic 10:00 AM", "65") keeps `fallback`, the conversation's or the page's language.
 */
export function detectLanguage(raw: string, fallback: Locale = 'en'): Locale {
  if (SPANISH_LETTERS.test(raw)) return 'es';
  const folded = foldAccents(raw.toLowerCase());
  const spanish = folded.match(SPANISH_WORDS)?.length ?? 0;
  const english = folded.match(ENGLISH_WORDS)?.length ?? 0;
  return spanish === english ? fallback : spanish > english ? 'es' : 'en';
}
