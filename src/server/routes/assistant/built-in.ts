// The built-in assistant (decisions.md "Assistant"): the pure reading and answering of
// src/domain/assistant, with the open windows looked up in the database.
import { respond, slotQuery, type Turn } from '../../../domain/assistant/respond';
import { understand } from '../../../domain/assistant/understand';
import { businessToday } from '../../../domain/scheduling/business-time';
import type { ConversationState } from '../../../domain/schemas/assistant';
import type { Locale } from '../../../domain/site/locales';
import type { Executor } from '../../db/client';
import { readBusinessFacts } from '../../services/business-facts';
import { lookupSlots } from './slots';

export async function builtInTurn(
  db: Executor,
  text: string,
  state: ConversationState,
  now: Date,
  pageLocale: Locale = 'en',
): Promise<Turn> {
  const today = businessToday(now);
  const understanding = understand(text, state, now, today, pageLocale);
  const query = slotQuery(understanding, now);
  const lookup = query ? await lookupSlots(db, query, now) : undefined;
  return respond(text, understanding, state, lookup, now, today, await readBusinessFacts(db));
}
