// The Additional Services in everyday words (decisions.md "Additional services: option keys"):
// soundbars, ceiling fans, pictures, taking an old TV down, LED lighting, cameras, cord
// concealers, wires in the wall, game consoles, home theater, floating shelves. The option is
// read from the words around the service; the quantity from a count written before it.
import type { AdditionalServiceType } from '../catalog/additional-services';
import type { ServiceSelection } from '../schemas/quote';
import type { Locale } from '../site/locales';
import type { Note, ServiceAssumption } from './messages';
import { SERVICE_VOCABULARY } from './service-vocabulary';
import { countOf, countWord, findMentions, isNegated } from './text';

const CAMERA_PACKS = [1, 2, 4, 6, 8] as const;

/** Wires in the wall with no TV to mount: the stand-alone service (a TV's option otherwise). */
export const WIRE_IN_WALL_SERVICE: ServiceSelection = {
  type: 'wireInWall',
  option: 'standard',
  quantity: 1,
};

export interface ServiceRequest {
  readonly services: ServiceSelection[];
  /** Spans read as services, which TV counting must skip ("take down my old TV"). */
  readonly spans: { start: number; end: number }[];
  readonly assumptions: ServiceAssumption[];
  readonly notes: Note[];
  /** Services the customer asked to drop ("no soundbar"). */
  readonly removed: AdditionalServiceType[];
}

function quantityBefore(text: string, start: number, language: Locale): number | undefined {
  const match = new RegExp(`\\b(${countWord(language)}) (?:of |de )?(?:\\w+ ){0,2}$`).exec(
    text.slice(0, start),
  );
  return match?.[1] && !['a', 'an', 'un', 'una'].includes(match[1])
    ? countOf(match[1], language)
    : undefined;
}

/** Camera packages are 1, 2, 4, 6 and 8: a count between them takes the next one up. */
function cameraPack(count: number): { option: string; note?: Note } {
  const pack = CAMERA_PACKS.find((size) => size >= count) ?? 8;
  if (count > 8)
    return {
      option: 'cameras_8',
      note: { key: 'cameraMax', count },
    };
  return pack === count
    ? { option: `cameras_${pack}` }
    : {
        option: `cameras_${pack}`,
        note: { key: 'cameraPack', pack },
      };
}

export function readServices(text: string, language: Locale): ServiceRequest {
  const { rules } = SERVICE_VOCABULARY[language];
  const found = findMentions(text, rules);
  const services: ServiceSelection[] = [];
  const assumptions: ServiceAssumption[] = [];
  const notes: Note[] = [];
  const removed: AdditionalServiceType[] = [];
  for (const mention of found) {
    const rule = rules.find((candidate) => candidate.value === mention.value);
    if (!rule || services.some((line) => line.type === mention.value)) continue;
    if (isNegated(text, mention.start, language)) {
      removed.push(mention.value);
      continue;
    }
    const count = quantityBefore(text, mention.start, language);
    const named = rule.options.find(([, pattern]) => pattern.test(text));
    let option = named?.[0] ?? rule.fallback;
    let quantity = count ?? 1;
    if (mention.value === 'securityCameras') {
      const pack = cameraPack(count ?? 1);
      option = pack.option;
      quantity = 1;
      if (pack.note) notes.push(pack.note);
    } else if (
      mention.value === 'pictureHanging' &&
      option === 'single' &&
      quantity >= 3 &&
      quantity <= 6
    ) {
      // Three to six pieces is the gallery-wall price, cheaper than each one on its own.
      option = 'gallery';
      quantity = 1;
    } else if (mention.value === 'homeTheaterSetup') {
      quantity = 1;
    }
    if (!named && rule.assumption) assumptions.push(rule.assumption);
    services.push({ type: mention.value, option, quantity });
  }
  return {
    services,
    spans: found.map(({ start, end }) => ({ start, end })),
    assumptions,
    notes,
    removed,
  };
}

/**
 * The services the customer asks whether we do ("... and do you do soundbars?"), in the order
 * named: a service written after an offer question with no other job in between.
 */
export function askedServices(
  text: string,
  services: readonly ServiceSelection[],
  language: Locale,
): AdditionalServiceType[] {
  const { rules, offerQuestion, otherJobBetween } = SERVICE_VOCABULARY[language];
  const questions = [...text.matchAll(offerQuestion)].map((m) => m.index + m[0].length);
  if (questions.length === 0) return [];
  const asked: AdditionalServiceType[] = [];
  for (const mention of findMentions(text, rules)) {
    if (!services.some((line) => line.type === mention.value)) continue;
    const questionEnd = questions.filter((end) => end <= mention.start).pop();
    if (questionEnd === undefined) continue;
    if (otherJobBetween.test(text.slice(questionEnd, mention.start))) continue;
    if (!asked.includes(mention.value)) asked.push(mention.value);
  }
  return asked;
}
