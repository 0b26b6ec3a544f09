// The built-in assistant's answer to one message (decisions.md "Assistant"). The server has
// already looked up the open windows the message asks about (slotQuery); prices come from the
// engine here, never from anywhere else. A question it cannot answer gets the phone number.
import { calculateQuote } from '../pricing/calculate-quote';
import {
  addDays,
  bookableDates,
  slotWindowLabel,
  type SlotPeriod,
} from '../scheduling/business-time';
import { BUSINESS_HOURS } from '../scheduling/business-hours';
import { formatCalendarDate } from '../scheduling/format-date';
import type { AssistantReply, ConversationState, SlotChoice } from '../schemas/assistant';
import type { Quote } from '../schemas/quote';
import { factAnswer, type AssistantBusiness } from './business-answers';
import { quoteText } from './quote-text';
import { serviceOfferText } from './service-offers';
import type { Understanding } from './understand';

export const phoneHandoff = (business: Pick<AssistantBusiness, 'phone'>) =>
  `I'm not able to answer that here. Please call us at ${business.phone} (${BUSINESS_HOURS}) and we will help you.`;
export const INTRODUCTION =
  'Hi! I can price TV mounting and our other services, check open arrival windows and book for you. Try "how much for two 65 inch TVs on brick with the wires hidden?" or "can you come Saturday afternoon?"';
export const whatToPrice = (business: Pick<AssistantBusiness, 'phone'>) =>
  `I can price TV mounting and the services we offer. Tell me how many TVs, their sizes and the wall (drywall, brick, stone, tile, concrete, over the fireplace), or the service you need. For anything else, please call us at ${business.phone}.`;
export const CASH_NOTE = 'Payment is cash on completion, no upfront payment.';
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

/** '2026-11-28' -> 'Saturday, Nov 28'. */
export const dayLabel = (date: string): string => formatCalendarDate(date, 'chat');

export const slotLine = (slot: SlotChoice) =>
  `- ${dayLabel(slot.date)}: ${slotWindowLabel(slot.time)}`;

function slotsAnswer(
  understanding: Understanding,
  lookup: SlotLookup,
  today: string,
  business: AssistantBusiness,
) {
  const when = understanding.when;
  const lines: string[] = [];
  if (when?.outsideWindow) {
    lines.push(`We book from today through ${dayLabel(addDays(today, 13))}.`);
  }
  if (when?.outsideHours)
    lines.push(`Our arrival windows run ${BUSINESS_HOURS}, from 8:00 AM to 8:00 PM.`);
  const single = lookup.matching.length === 1 && when?.time && when.dates?.length === 1;
  if (single && lookup.matching[0]) {
    const slot = lookup.matching[0];
    lines.push(
      `Yes, ${dayLabel(slot.date)} ${slotWindowLabel(slot.time)} is open. Say "book it" and I will open the booking form.`,
    );
    return { text: lines.join('\n'), slots: [slot], chosen: slot };
  }
  if (lookup.matching.length > 0) {
    const shown = lookup.matching.slice(0, MAX_SLOTS);
    lines.push('These arrival windows are open:', ...shown.map(slotLine));
    lines.push('Tell me which one suits you, or say "book it".');
    return { text: lines.join('\n'), slots: shown };
  }
  const shown = lookup.nextOpen.slice(0, MAX_SLOTS);
  if (shown.length === 0) {
    lines.push(`Every window of the next two weeks is taken. Please call us at ${business.phone}.`);
    return { text: lines.join('\n') };
  }
  lines.push(
    when?.dates || when?.period || when?.time
      ? 'Nothing is open then. The nearest open windows are:'
      : 'The next open arrival windows are:',
    ...shown.map(slotLine),
  );
  return { text: lines.join('\n'), slots: shown };
}

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
  const parts: string[] = [];
  const next: ConversationState = { ...state, history: [...state.history] };
  const reply: { text: string; quote?: Quote; slots?: SlotChoice[]; form?: 'booking' } = {
    text: '',
  };
  let answered = false;

  for (const topic of understanding.facts) {
    parts.push(factAnswer(topic, userText.toLowerCase(), business));
    answered = true;
  }
  if (understanding.unpriceable) {
    parts.push(
      `I can't price a job with ${understanding.unpriceable} here. Please call us at ${business.phone} and we will quote it.`,
    );
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
  const offers = understanding.askedServices.map(serviceOfferText);
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
        parts.push(quoteText(result.quote, configuration));
      }
      if (understanding.notes.length > 0) parts.push(understanding.notes.join(' '));
      parts.push(...offers);
      offered = true;
      if (understanding.wantsBooking) {
        reply.form = 'booking';
        const when = chosen ? ` for ${dayLabel(chosen.date)}, ${slotWindowLabel(chosen.time)}` : '';
        parts.push(
          `I've opened the booking form${when}. Fill in your details and press Complete Booking. ${CASH_NOTE}`,
        );
        if (chosen) reply.slots = [chosen];
      } else {
        parts.push('Say "book it" to book, or ask me when we can come.');
      }
    } else {
      const reasons = result.errors.map((error) => error.message).join(' ');
      parts.push(
        `I can't price that combination: ${reasons} Call us at ${business.phone} if you need it anyway.`,
      );
    }
    answered = true;
  } else if (understanding.notes.length > 0) {
    parts.push(understanding.notes.join(' '));
  }
  if (!offered && offers.length > 0) {
    parts.push(...offers);
    answered = true;
  }

  if (understanding.wantsBooking && !configuration) {
    parts.push(
      'Tell me what to book first: how many TVs, their sizes and the wall, or the service you need.',
    );
    answered = true;
  }
  if (!answered) {
    if (understanding.wantsPrice && !configuration) parts.push(whatToPrice(business));
    else if (understanding.greeting) parts.push(INTRODUCTION);
    else if (understanding.thanks)
      parts.push(`You're welcome! Anything else, just ask, or call us at ${business.phone}.`);
    else parts.push(phoneHandoff(business));
  }

  reply.text = parts.join('\n\n');
  next.history = [
    ...state.history,
    { role: 'user' as const, text: userText },
    { role: 'assistant' as const, text: reply.text },
  ].slice(-HISTORY_TURNS);
  return { reply, state: next };
}
