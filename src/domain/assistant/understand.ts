// One customer message read against the conversation so far: which TVs and services, which
// questions, which days, whether to book. Pure: the server adds open slots and the engine prices.
import type { Configuration, ConversationState } from '../schemas/assistant';
import { FACT_RULES, type FactTopic } from './business-answers';
import {
  askedServices,
  readServices,
  SERVICE_RULES,
  WIRE_IN_WALL_SERVICE,
} from './service-request';
import type { AdditionalServiceType } from '../catalog/additional-services';
import { findMentions, normalizeText } from './text';
import { applyTvWords, buildTvs, changesTvs, readTvWords } from './tv-request';
import { namesWhen, readWhen, type WhenRequest } from './when-request';

export interface Understanding {
  /** The configuration after this message (new, changed, or the last one). */
  readonly configuration?: Configuration;
  readonly configurationChanged: boolean;
  readonly wantsPrice: boolean;
  readonly when?: WhenRequest;
  readonly wantsSlots: boolean;
  readonly wantsBooking: boolean;
  readonly facts: readonly FactTopic[];
  readonly greeting: boolean;
  readonly thanks: boolean;
  /** A wall or job the engine has no price for (glass, a ceiling, a projector screen). */
  readonly unpriceable?: string;
  /** Services asked about beside another job ("... and do you do soundbars?"): answered apart. */
  readonly askedServices: readonly AdditionalServiceType[];
  readonly notes: readonly string[];
}

const PRICE_WORDS =
  /\b(?:how much|price[sd]?|pricing|cost[s]?|quote|estimate|charge|rate[s]?|total|fee[s]?|what would it be|ballpark)\b/;
const SLOT_WORDS =
  /\b(?:availab(?:le|ility)|openings?|open (?:slots?|times?|windows?|spots?|dates?)|slots?|time ?slots?|windows?|come (?:out|over|by|on|in|at|this|next|tomorrow|today)|can you (?:come|do it|make it|be here)|when can (?:you|someone)|soonest|earliest|next available|(?:what|which|any) (?:times?|days?|dates?)(?! do you (?:open|close|start|work))|times? (?:do you have|are (?:open|free|available)|free|open|available)|free (?:on|at|this|next|tomorrow)|schedule (?:for|on)|appointments?|are you free)\b/;
const BOOK_WORDS =
  /\b(?:book(?: it| that| this| me| now| the| a|ing it)?|reserve(?: it)?|sign me up|lets do (?:it|this|that)|go ahead|schedule (?:it|that|this|me)|ill take (?:it|that)|we ll take it|make (?:the |an |a )?appointment|set it up|lock it in|confirm (?:it|the booking))\b/;
const GREETING = /^ (?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening)|yo)\b/;
const THANKS = /\b(?:thanks|thank you|thx|appreciate it|great thanks)\b/;
const UNPRICEABLE =
  /\b(glass|shiplap|wood panel\w*|panel(?:ing|ling)|plaster|lath|log wall|metal wall|siding|vinyl|stucco|ceiling(?! ?fans?\b)|pole|projector|outdoor wall mount on a pole|broken (?:tv|screen)s?|cracked (?:tv|screen)s?|tv repairs?|repair (?:a |my |the )?(?:tv|screen)s?)\b/;

const MOUNTING_VERB = /\b(?:mount(?:ed|ing)?|hang(?:ing)?|install(?:ed|ing)?|put up|wall ?mount)\b/;
const ALREADY_MOUNTED =
  /\b(?:already (?:mounted|on the wall|up|hung)|is (?:already )?mounted|are (?:already )?mounted|existing tv)\b/;
/**
 * A new price question about services may mean the job priced before too, but only when the
 * customer says so ("add", "also", "with the TV"). Otherwise it prices those services alone
 * (issue 26: an earlier TV added $80 to a cameras-and-fan question).
 */
const REFERS_TO_EARLIER =
  /\b(?:add|adding|also|plus|too|as well|on top|in addition|along with|together|altogether|with (?:it|that|them|this|those|everything)|(?:the|my|that|those|these) (?:tvs?|televisions?|mount(?:ing)?|job)|same (?:job|visit|trip|time|appointment|day)|while you(?: are|re)? (?:there|here|at it)|everything)\b/;
const NOTHING_ASSUMED = { count: false, size: false, wall: false, mount: false } as const;

/** "2 pm works", "the saturday one": a time or day matching windows offered before. */
function pickFromOffered(when: WhenRequest, state: ConversationState): WhenRequest {
  const offered = state.offeredSlots ?? [];
  if (when.dates !== undefined || !when.time || offered.length === 0) return when;
  const dates = [...new Set(offered.filter((slot) => slot.time === when.time).map((s) => s.date))];
  return dates.length > 0 ? { ...when, dates } : when;
}

function withoutServices(
  request: ReturnType<typeof readServices>,
  types: readonly AdditionalServiceType[],
): ReturnType<typeof readServices> {
  return {
    ...request,
    services: request.services.filter((line) => !types.includes(line.type)),
    assumptions: request.assumptions.filter(
      (assumption) =>
        !SERVICE_RULES.some((rule) => types.includes(rule.value) && rule.assumption === assumption),
    ),
  };
}

export function understand(
  raw: string,
  state: ConversationState,
  now: Date,
  today: string,
): Understanding {
  const text = normalizeText(raw);
  const read = readServices(text);
  const tvWords = readTvWords(text, read.spans);
  // "How much for a 65 inch and do you do soundbars?": the soundbar is a second question, not
  // part of the price asked for, when the message has something else to price.
  const asked = askedServices(text, read.services);
  const othersToPrice =
    tvWords.groups.length > 0 ||
    changesTvs(tvWords) ||
    read.services.some((line) => !asked.includes(line.type));
  const askedApart = othersToPrice ? asked : [];
  const services = askedApart.length > 0 ? withoutServices(read, askedApart) : read;
  const facts = [...new Set(findMentions(text, FACT_RULES).map((mention) => mention.value))];
  const when = pickFromOffered(readWhen(text, now, today), state);
  const wantsBooking = BOOK_WORDS.test(text);
  const wantsPrice = PRICE_WORDS.test(text);
  const unpriceable = UNPRICEABLE.exec(text)?.[1];
  const notes = [...services.notes];

  const previous = state.configuration;
  let configuration: Configuration | undefined = previous;
  let changed = false;
  // A TV named in passing ("do you sell TVs?") is no job to price; a size, a wall, a mount, an
  // option, a price question or a mounting verb is.
  const describesJob =
    changesTvs(tvWords) || wantsPrice || wantsBooking || MOUNTING_VERB.test(text);
  const newTvs = tvWords.groups.length > 0 || (!previous && tvWords.aboutTvs && describesJob);
  if (unpriceable) {
    configuration = previous;
  } else if (newTvs) {
    // Wires to hide behind a TV that is already up: the stand-alone service, no TV to mount.
    const alreadyUp =
      tvWords.addOns.some((m) => m.value === 'wireInWall') && ALREADY_MOUNTED.test(text);
    const request = buildTvs(tvWords);
    configuration = {
      tvs: alreadyUp ? [] : request.tvs,
      additionalServices: alreadyUp
        ? [WIRE_IN_WALL_SERVICE, ...services.services]
        : services.services,
      assumed: alreadyUp ? NOTHING_ASSUMED : request.assumed,
      serviceAssumptions: services.assumptions,
    };
    if (!alreadyUp) notes.push(...request.notes);
    changed = true;
  } else if (
    previous &&
    wantsPrice &&
    services.services.length > 0 &&
    !changesTvs(tvWords) &&
    services.removed.length === 0 &&
    !tvWords.sameDay &&
    !REFERS_TO_EARLIER.test(text)
  ) {
    configuration = {
      tvs: [],
      additionalServices: services.services,
      assumed: NOTHING_ASSUMED,
      serviceAssumptions: services.assumptions,
    };
    if (previous.tvs.length > 0)
      notes.push('This price is for these services alone, without the TV from before.');
    changed = true;
  } else if (
    previous &&
    (changesTvs(tvWords) ||
      services.services.length > 0 ||
      services.removed.length > 0 ||
      tvWords.sameDay)
  ) {
    const request = applyTvWords(previous.tvs, tvWords, previous.assumed);
    const kept = previous.additionalServices.filter(
      (line) =>
        !services.removed.includes(line.type) &&
        !services.services.some((added) => added.type === line.type),
    );
    configuration = {
      tvs: request.tvs,
      additionalServices: [...kept, ...services.services],
      assumed: request.assumed,
      serviceAssumptions: [...previous.serviceAssumptions, ...services.assumptions],
    };
    notes.push(...request.notes);
    changed = true;
  } else if (!previous && services.services.length > 0) {
    configuration = {
      tvs: [],
      additionalServices: services.services,
      assumed: NOTHING_ASSUMED,
      serviceAssumptions: services.assumptions,
    };
    changed = true;
  }

  return {
    ...(configuration ? { configuration } : {}),
    configurationChanged: changed,
    wantsPrice,
    ...(namesWhen(when) || when.outsideWindow ? { when } : {}),
    wantsSlots: SLOT_WORDS.test(text) || (namesWhen(when) && !changed && !wantsBooking),
    wantsBooking,
    facts,
    greeting: GREETING.test(text),
    thanks: THANKS.test(text),
    ...(unpriceable ? { unpriceable } : {}),
    askedServices: askedApart,
    notes,
  };
}
