// The Additional Services in everyday words (decisions.md "Additional services: option keys"):
// soundbars, ceiling fans, pictures, taking an old TV down, LED lighting, cameras, cord
// concealers, wires in the wall, game consoles, home theater, floating shelves. The option is
// read from the words around the service; the quantity from a count written before it.
import type { AdditionalServiceType } from '../catalog/additional-services';
import type { ServiceSelection } from '../schemas/quote';
import type { Language } from './language';
import type { Note, ServiceAssumption } from './messages';
import { countOf, countWord, findMentions, isNegated, type PhraseRule } from './text';

type OptionRule = readonly [option: string, pattern: RegExp];

interface ServiceRule extends PhraseRule<AdditionalServiceType> {
  /** Checked against the whole message, first match wins; else `fallback`. */
  readonly options: readonly OptionRule[];
  readonly fallback: string;
  /** Said in the reply when the option was not named. */
  readonly assumption?: ServiceAssumption;
}

const CAMERA_PACKS = [1, 2, 4, 6, 8] as const;

export const SERVICE_RULES: readonly ServiceRule[] = [
  {
    value: 'tvRemoval',
    pattern:
      /\b(?:take|taking|took|bring|get|tear) (?:down|off) (?:the |my |our |an |a |\w+ )?(?:old |existing |current )?(?:tvs?|televisions?|mounts?)\b|\b(?:remove|removing|removal of|uninstall|dismount|unmount) (?:the |my |our |an |a |\w+ )?(?:old |existing |current )?(?:tvs?|televisions?|mounts?|brackets?)\b|\b(?:old|existing|current) (?:tvs?|televisions?) (?:taken |take |brought )?(?:down|removed|off)\b|\btv (?:removal|takedown|take down)\b/,
    options: [
      [
        'removal_disposal',
        /\b(?:dispos\w*|haul\w*|recycl\w*|throw (?:it |them )?away|get rid|junk|take (?:it|them) away)\b/,
      ],
      [
        'mount_removal_repair',
        /\b(?:patch\w*|repair\w*|fix (?:the )?(?:holes?|wall)|(?:old|existing) (?:mounts?|brackets?)|mount removal|remove (?:the |an |my )?(?:old )?(?:mounts?|brackets?))\b/,
      ],
    ],
    fallback: 'removal_only',
  },
  {
    value: 'soundbarInstall',
    pattern: /\bsound ?bars?\b/,
    options: [
      [
        'no_mount',
        /\b(?:no mount|without (?:a )?mount\w*|not mounted|(?:just|only) (?:connect|set ?up|hook)\w*|set ?up only|on (?:the |a |my )?(?:stand|console|table|shelf|cabinet))\b/,
      ],
      [
        'wall_mount',
        /\b(?:sound ?bar (?:on|to) the wall|wall ?mount\w* (?:the |my |a )?sound ?bar|sound ?bar wall mount|separate\w* on the wall)\b/,
      ],
    ],
    fallback: 'under_tv_mount',
    assumption: 'soundbarUnderTv',
  },
  {
    value: 'ceilingFan',
    pattern: /\b(?:ceiling )?fans?\b/,
    options: [
      ['smart', /\bsmart (?:ceiling )?fans?\b|\bfans? (?:with|that has) (?:an )?app\b/],
      ['with_light', /\b(?:light kit|with (?:a |the )?lights?|light fixture)\b/],
    ],
    fallback: 'standard',
  },
  {
    value: 'pictureHanging',
    pattern:
      /\b(?:pictures?|paintings?|art ?work|art pieces?|wall art|mirrors?|canvas(?:es)?|posters?|framed prints?|gallery walls?|picture frames?)\b/,
    options: [
      ['gallery', /\b(?:gallery|collage|several (?:pictures|frames|pieces))\b/],
      [
        'large',
        /\b(?:large|heavy|big|oversized|huge) (?:\w+ )?(?:pictures?|paintings?|mirrors?|art|canvas|pieces?)\b/,
      ],
    ],
    fallback: 'single',
  },
  {
    value: 'ledLighting',
    pattern:
      /\b(?:leds?|led lights?|light ?strips?|strip lights?|back ?light(?:s|ing)?|bias light(?:s|ing)?|ambient light(?:s|ing)?|lights? behind (?:the |my )?tv)\b/,
    options: [
      [
        'smart',
        /\b(?:smart (?:leds?|lights?|strips?|lighting)|(?:app|voice|alexa|google home) control\w*)\b/,
      ],
      ['premium_rgb', /\b(?:rgb|colou?r(?:s|ed|ful)?|multi ?colou?r)\b/],
    ],
    fallback: 'basic',
  },
  {
    value: 'securityCameras',
    pattern: /\b(?:security |surveillance |outdoor |doorbell |ring )?cam(?:era)?s?\b/,
    options: [],
    fallback: 'cameras_1',
  },
  {
    value: 'wireCordConcealer',
    pattern: /\b(?:(?:wire|cord|cable) )*concealers?\b/,
    options: [],
    fallback: 'standard',
  },
  {
    value: 'videoGameSetup',
    pattern:
      /\b(?:video ?games?|gaming(?: setup| systems?| consoles?)?|game (?:consoles?|systems?)|xbox(?:es)?|play ?stations?|ps[345]|nintendo(?: switch)?)\b/,
    options: [
      [
        'complete',
        /\b(?:complete|multiple consoles|(?:two|2|three|3|several|all) (?:\w+ )?(?:consoles|systems)|consoles and (?:audio|sound)|gaming audio)\b/,
      ],
      ['premium', /\b(?:premium|accessor\w+|controllers|headsets?|vr)\b/],
    ],
    fallback: 'basic',
  },
  {
    value: 'homeTheaterSetup',
    pattern:
      /\b(?:home theat(?:er|re)s?|surround sound|surround system|av receiver|receivers?|(?:surround|rear|ceiling|in ?wall|bookshelf) speakers?|calibrat\w+)\b/,
    options: [],
    fallback: 'standard',
  },
  {
    value: 'floatingShelf',
    pattern:
      /\b(?:floating|media|wall|glass) shel(?:f|ves)\b|\bshelves\b|\b(?:install|hang|mount|put up|add) (?:a |an |the |\w+ )?shelf\b/,
    options: [],
    fallback: 'standard',
  },
];

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

function quantityBefore(text: string, start: number, language: Language): number | undefined {
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

export function readServices(text: string, language: Language): ServiceRequest {
  const found = findMentions(text, SERVICE_RULES);
  const services: ServiceSelection[] = [];
  const assumptions: ServiceAssumption[] = [];
  const notes: Note[] = [];
  const removed: AdditionalServiceType[] = [];
  for (const mention of found) {
    const rule = SERVICE_RULES.find((candidate) => candidate.value === mention.value);
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

/** "do you do", "do you also install", "do you offer": asking whether we do a service. */
const OFFER_QUESTION =
  /\b(?:do|does) (?:you|u|y all|you all|you guys|your (?:company|team|crew)) (?:also |even |guys )?(?:do|offer|install|mount|hang|put up|handle|set up|setup|provide|take care of|remove|take down|hook up|work on)\b|\bis (?:that|it) something you do\b/g;
/** Between the question and the service, these words mean another job is being described. */
const OTHER_JOB_BETWEEN = /\b(?:\d{2,3}|tvs?|televisions?|how much|price|cost|quote)\b/;

/**
 * The services the customer asks whether we do ("... and do you do soundbars?"), in the order
 * named: a service written after an offer question with no other job in between.
 */
export function askedServices(
  text: string,
  services: readonly ServiceSelection[],
): AdditionalServiceType[] {
  const questions = [...text.matchAll(OFFER_QUESTION)].map((m) => m.index + m[0].length);
  if (questions.length === 0) return [];
  const asked: AdditionalServiceType[] = [];
  for (const mention of findMentions(text, SERVICE_RULES)) {
    if (!services.some((line) => line.type === mention.value)) continue;
    const questionEnd = questions.filter((end) => end <= mention.start).pop();
    if (questionEnd === undefined) continue;
    if (OTHER_JOB_BETWEEN.test(text.slice(questionEnd, mention.start))) continue;
    if (!asked.includes(mention.value)) asked.push(mention.value);
  }
  return asked;
}
