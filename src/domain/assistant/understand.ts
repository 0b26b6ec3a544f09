// One customer message read against the conversation so far: which TVs and services, which
// questions, which days, whether to book. Pure: the server adds open slots and the engine prices.
import type { Configuration, ConversationState } from '../schemas/assistant';
import { FACT_RULES, type FactTopic } from './business-answers';
import { askedServices, readServices, WIRE_IN_WALL_SERVICE } from './service-request';
import { SERVICE_VOCABULARY } from './service-vocabulary';
import type { AdditionalServiceType } from '../catalog/additional-services';
import { INTENT_WORDS } from './intent-words';
import type { Locale } from '../site/locales';
import { detectLanguage } from './language';
import type { Note } from './messages';
import { findMentions, normalizeText } from './text';
import { applyTvWords, buildTvs, changesTvs, readTvWords } from './tv-request';
import { namesWhen, readWhen, type WhenRequest } from './when-request';

export interface Understanding {
  /** The language the message was written in; the reply is in it. */
  readonly language: Locale;
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
  readonly notes: readonly Note[];
}

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
        // The assumptions are keys, the same in every language's table.
        !SERVICE_VOCABULARY.en.rules.some(
          (rule) => types.includes(rule.value) && rule.assumption === assumption,
        ),
    ),
  };
}

export function understand(
  raw: string,
  state: ConversationState,
  now: Date,
  today: string,
  pageLocale: Locale = 'en',
): Understanding {
  const language = detectLanguage(raw, state.language ?? pageLocale);
  const words = INTENT_WORDS[language];
  const text = normalizeText(raw);
  const read = readServices(text, language);
  const tvWords = readTvWords(text, language, read.spans);
  // "How much for a 65 inch and do you do soundbars?": the soundbar is a second question, not
  // part of the price asked for, when the message has something else to price.
  const asked = askedServices(text, read.services, language);
  const othersToPrice =
    tvWords.groups.length > 0 ||
    changesTvs(tvWords) ||
    read.services.some((line) => !asked.includes(line.type));
  const askedApart = othersToPrice ? asked : [];
  const services = askedApart.length > 0 ? withoutServices(read, askedApart) : read;
  const facts = [
    ...new Set(findMentions(text, FACT_RULES[language]).map((mention) => mention.value)),
  ];
  const when = pickFromOffered(readWhen(text, language, now, today), state);
  const wantsBooking = words.book.test(text);
  const wantsPrice = words.price.test(text);
  const unpriceable = words.unpriceable.exec(text)?.[1];
  const notes = [...services.notes];

  const previous = state.configuration;
  let configuration: Configuration | undefined = previous;
  let changed = false;
  // A TV named in passing ("do you sell TVs?") is no job to price; a size, a wall, a mount, an
  // option, a price question or a mounting verb is.
  const describesJob =
    changesTvs(tvWords) || wantsPrice || wantsBooking || words.mountingVerb.test(text);
  const newTvs = tvWords.groups.length > 0 || (!previous && tvWords.aboutTvs && describesJob);
  if (unpriceable) {
    configuration = previous;
  } else if (newTvs) {
    // Wires to hide behind a TV that is already up: the stand-alone service, no TV to mount.
    const alreadyUp =
      tvWords.addOns.some((m) => m.value === 'wireInWall') && words.alreadyMounted.test(text);
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
    !words.refersToEarlier.test(text)
  ) {
    configuration = {
      tvs: [],
      additionalServices: services.services,
      assumed: NOTHING_ASSUMED,
      serviceAssumptions: services.assumptions,
    };
    if (previous.tvs.length > 0) notes.push({ key: 'servicesAlone' });
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
    language,
    ...(configuration ? { configuration } : {}),
    configurationChanged: changed,
    wantsPrice,
    ...(namesWhen(when) || when.outsideWindow ? { when } : {}),
    wantsSlots: words.slots.test(text) || (namesWhen(when) && !changed && !wantsBooking),
    wantsBooking,
    facts,
    greeting: words.greeting.test(text),
    thanks: words.thanks.test(text),
    ...(unpriceable ? { unpriceable } : {}),
    askedServices: askedApart,
    notes,
  };
}
