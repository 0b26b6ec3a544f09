// The built-in assistant's answer to one message (decisions.md "Assistant"). The server has
// already looked up the open windows the message asks about (slotQuery); prices come from the
// engine here, never from anywhere else. A question it cannot answer gets the phone number.
import { calculateQuote } from '../pricing/calculate-quote';
import { addDays, bookableDates, type SlotPeriod } from '../scheduling/business-time';
import type { AssistantReply, ConversationState, SlotChoice } from '../schemas/assistant';
import type { Quote } from '../schemas/quote';
import { factAnswer, type AssistantBusiness } from './business-answers';
import type { Locale } from '../site/locales';
import { MESSAGES, type Messages } from './messages';
import { quoteText } from './quote-text';
import { serviceOfferText } from './service-offers';
import type { Understanding } from './understand';

export const phoneHandoff = (business: Pick<AssistantBusiness, 'phone'>) =>
  MESSAGES.en.phoneHandoff(business.phone);
export const CASH_NOTE = MESSAGES.en.cashNote;
const MAX_SLOTS = 6;
const HISTORY_TURNS = 12;

export interface SlotQuery {
  /** The dates to look at, in order. */
  readonly dates: readonly string[];
  readonly period?: SlotPeriod;
  readonly time?: SlotChoice['time'];
}

/** Which windows the server should look up for this message, if any. */
export function slotQuery(understanding: Understanding, now: Date): SlotQuery | undefined {
  const when = understanding.when;
  if (!understanding.wantsSlots && !(understanding.wantsBooking && when)) return undefined;
  const dates = when?.dates ?? bookableDates(now);
  return {
    dates,
    ...(when?.period ? { period: when.period } : {}),
    ...(when?.time ? { time: when.time } : {}),
  };
}

/** The server's answer to a SlotQuery: open windows that match, else the next open ones. */
export interface SlotLookup {
  readonly matching: readonly SlotChoice[];
  readonly nextOpen: readonly SlotChoice[];
}

/** '2026-11-28' -> 'Saturday, Nov 28' ('sábado, 28 de noviembre'). */
const dayLabel = (date: string, language: Locale = 'en'): string =>
  MESSAGES[language].dayLabel(date);

export const slotLine = (slot: SlotChoice, language: Locale = 'en') =>
  `- ${dayLabel(slot.date, language)}: ${MESSAGES[language].windowLabel(slot.time)}`;

function slotsAnswer(
  understanding: Understanding,
  lookup: SlotLookup,
  today: string,
  business: AssistantBusiness,
) {
  const { language, when } = understanding;
  const messages = MESSAGES[language];
  const day = (date: string) => dayLabel(date, language);
  const line = (slot: SlotChoice) => slotLine(slot, language);
  const lines: string[] = [];
  if (when?.outsideWindow) {
    lines.push(messages.bookingWindow(day(addDays(today, 13))));
  }
  if (when?.outsideHours) lines.push(messages.outsideHours);
  const single = lookup.matching.length === 1 && when?.time && when.dates?.length === 1;
  if (single && lookup.matching[0]) {
    const slot = lookup.matching[0];
    lines.push(messages.slotOpen(day(slot.date), messages.windowLabel(slot.time)));
    return { text: lines.join('\n'), slots: [slot], chosen: slot };
  }
  if (lookup.matching.length > 0) {
    const shown = lookup.matching.slice(0, MAX_SLOTS);
    lines.push(messages.openWindows, ...shown.map(line));
    lines.push(messages.pickOne);
    return { text: lines.join('\n'), slots: shown };
  }
  const shown = lookup.nextOpen.slice(0, MAX_SLOTS);
  if (shown.length === 0) {
    lines.push(messages.allTaken(business.phone));
    return { text: lines.join('\n') };
  }
  lines.push(
    when?.dates || when?.period || when?.time ? messages.nothingThen : messages.nextOpen,
    ...shown.map(line),
  );
  return { text: lines.join('\n'), slots: shown };
}

const notesText = (understanding: Understanding, messages: Messages) =>
  understanding.notes.map(messages.note).join(' ');

export interface Turn {
  readonly reply: AssistantReply;
  readonly state: ConversationState;
}

export function respond(
  userText: string,
  understanding: Understanding,
  state: ConversationState,
  lookup: SlotLookup | undefined,
  now: Date,
  today: string,
  business: AssistantBusiness,
): Turn {
  const { language } = understanding;
  const messages = MESSAGES[language];
  const parts: string[] = [];
  const next: ConversationState = { ...state, language, history: [...state.history] };
  const reply: { text: string; quote?: Quote; slots?: SlotChoice[]; form?: 'booking' } = {
    text: '',
  };
  let answered = false;

  for (const topic of understanding.facts) {
    parts.push(factAnswer(topic, userText.toLowerCase(), business, language));
    answered = true;
  }
  if (understanding.unpriceable) {
    parts.push(messages.cannotPrice(understanding.unpriceable, business.phone));
    answered = true;
  }
  if (lookup) {
    const slots = slotsAnswer(understanding, lookup, today, business);
    parts.push(slots.text);
    if (slots.slots) {
      reply.slots = slots.slots;
      next.offeredSlots = slots.slots;
    }
    if (slots.chosen) next.chosenSlot = slots.chosen;
    answered = true;
  }

  // The second question of "how much for a 65 inch and do you do soundbars?", after the price.
  const offers = understanding.askedServices.map((type) => serviceOfferText(type, messages));
  let offered = false;
  const configuration = understanding.configuration;
  if (configuration) next.configuration = configuration;
  const wantsQuote =
    configuration &&
    (understanding.configurationChanged || understanding.wantsPrice || understanding.wantsBooking);
  if (configuration && wantsQuote) {
    const chosen = next.chosenSlot;
    const result = calculateQuote({
      tvs: configuration.tvs,
      additionalServices: configuration.additionalServices,
      appointment: chosen ? { ...chosen, bookedAt: now } : undefined,
    });
    if (result.ok) {
      reply.quote = result.quote;
      if (understanding.configurationChanged || understanding.wantsPrice) {
        parts.push(quoteText(result.quote, configuration, language));
      }
      if (understanding.notes.length > 0) parts.push(notesText(understanding, messages));
      parts.push(...offers);
      offered = true;
      if (understanding.wantsBooking) {
        reply.form = 'booking';
        const when = chosen
          ? `${dayLabel(chosen.date, language)}, ${messages.windowLabel(chosen.time)}`
          : undefined;
        parts.push(messages.bookingOpened(when));
        if (chosen) reply.slots = [chosen];
      } else {
        parts.push(messages.sayBookIt);
      }
    } else {
      const reasons = result.errors.map((error) => error.message).join(' ');
      parts.push(messages.combinationFails(reasons, business.phone));
    }
    answered = true;
  } else if (understanding.notes.length > 0) {
    parts.push(notesText(understanding, messages));
  }
  if (!offered && offers.length > 0) {
    parts.push(...offers);
    answered = true;
  }

  if (understanding.wantsBooking && !configuration) {
    parts.push(messages.whatToBook);
    answered = true;
  }
  if (!answered) {
    if (understanding.wantsPrice && !configuration)
      parts.push(messages.whatToPrice(business.phone));
    else if (understanding.greeting) parts.push(messages.introduction);
    else if (understanding.thanks) parts.push(messages.welcome(business.phone));
    else parts.push(messages.phoneHandoff(business.phone));
  }

  reply.text = parts.join('\n\n');
  next.history = [
    ...state.history,
    { role: 'user' as const, text: userText },
    { role: 'assistant' as const, text: reply.text },
  ].slice(-HISTORY_TURNS);
  return { reply, state: next };
}
