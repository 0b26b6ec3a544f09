// The everyday words for walls, mounts and per-TV options (decisions.md "Assistant"): brick,
// stone, tile, concrete, drywall, sheetrock, over the fireplace; fixed/flat, tilting, full
// motion/articulating, "I have my own"; hiding wires, device setup, same day. Earlier rules win
// where two phrases overlap.
import type { MountOption, MountType } from '../catalog/mount-types';
import type { WallType } from '../catalog/wall-types';
import type { ByLanguage } from './language';
import { ROOM_RULES } from './rooms';
import type { PhraseRule } from './text';
import { ES_TV_VOCABULARY } from './tv-vocabulary-es';

const FIREPLACE = '(?:fire ?place|mantel|mantle|hearth|chimney)';

const WALL_RULES: readonly PhraseRule<WallType | 'skip'>[] = [
  // Not a wall: the outlet option and the frame-box add-on are read elsewhere.
  {
    value: 'skip',
    pattern: new RegExp(
      `\\b${FIREPLACE} outlets?\\b|\\boutlets? (?:above|over|by|near) (?:the |my |our )?${FIREPLACE}`,
    ),
  },
  { value: 'brick', pattern: new RegExp(`\\bbrick ${FIREPLACE}`) },
  {
    value: 'stone',
    pattern: new RegExp(`\\b(?:stone|rock|stacked stone|marble|granite) ${FIREPLACE}`),
  },
  { value: 'tile', pattern: new RegExp(`\\btiled? ${FIREPLACE}`) },
  {
    value: 'frame_media_box',
    pattern:
      /\b(?:frame tvs?|the frame|samsung frame|frame ?box(?:es)?|media box(?:es)?|frame media box|frame and media box)\b/,
  },
  { value: 'brick', pattern: /\bbricks?\b/ },
  {
    value: 'stone',
    pattern: /\b(?:stone|stacked stone|fieldstone|flagstone|river rock|rock wall|marble|granite)\b/,
  },
  { value: 'tile', pattern: /\b(?:tiles?|tiled|ceramic|porcelain|backsplash)\b/ },
  { value: 'concrete', pattern: /\b(?:concrete|cement|cinder ?blocks?|block wall|cmu)\b/ },
  { value: 'drywall_metal_studs', pattern: /\b(?:metal|steel) (?:studs?|framing|frame)\b/ },
  {
    value: 'drywall_toggle',
    pattern:
      /\b(?:hollow(?: wall| drywall)?|no studs?|without (?:any )?studs?|toggle(?: bolts?| anchors?)?|between (?:the )?studs|(?:cant|cannot|can not) find (?:a |the |any )?studs?|drywall anchors?)\b/,
  },
  {
    value: 'above_fireplace',
    pattern: new RegExp(
      `\\b(?:over|above|on top of) (?:the |a |my |our )?(?:\\w+ )?${FIREPLACE}|\\b${FIREPLACE}\\b`,
    ),
  },
  {
    value: 'drywall_studs',
    pattern:
      /\b(?:dry ?wall|sheet ?rock|gypsum|plaster ?board|wall ?board|wood(?:en)? studs?|studs?|regular wall|normal wall|standard wall|interior wall)\b/,
  },
];

export type MountChoice =
  | { readonly option: 'own' }
  | { readonly option: Extract<MountOption, 'purchase'>; readonly type: MountType };

const MOUNT_RULES: readonly PhraseRule<MountChoice>[] = [
  {
    value: { option: 'own' },
    pattern:
      /\b(?:(?:my|our|their) own (?:\w+ )?(?:mounts?|brackets?)|own (?:mounts?|brackets?)|(?:i|we|ive|weve) (?:already )?(?:have|got|bought|purchased) (?:a |the |my |our |an? )?(?:\w+ )?(?:\w+ )?(?:mounts?|brackets?)|(?:mounts?|brackets?) (?:is |are )?(?:included|already)|already (?:have|got|bought) (?:a |the |my |our )?(?:\w+ )?(?:mounts?|brackets?)|came with (?:a |the )?(?:mounts?|brackets?)|no mount needed|dont need a mount|do not need a mount)\b/,
  },
  {
    value: { option: 'purchase', type: 'full_motion' },
    pattern:
      /\b(?:full ?motion|articulat(?:ing|ed)|swivel(?:l?ing)?|swing ?arm|arm mount|extend(?:ing|able|s)?|pull ?out|cantilever|mov(?:e)?able|that moves|rotat(?:e|ing)|pivot(?:ing)?|motion mount)\b/,
  },
  {
    value: { option: 'purchase', type: 'tilt' },
    pattern: /\b(?:tilt(?:ing|able|ed|s)?|angled? (?:down|downward)|lean(?:s|ing)? forward)\b/,
  },
  {
    value: { option: 'purchase', type: 'fixed' },
    pattern:
      /\b(?:fixed|flat (?:wall )?(?:mount|bracket)|flush(?: mount)?|low ?profile|slim mount|standard mount|basic mount|stationary|mounted flat|flat against)\b/,
  },
];

export type TvAddOn =
  | 'wireInWall'
  | 'wireCordHiders'
  | 'deviceSetup'
  | 'fireplaceOutlet'
  | 'twoTechnicians'
  | 'premiumFrameBox'
  | 'furnitureMediaBox';

const CABLE = '(?:wires?|wiring|cables?|cords?|power cords?|hdmi)';

const ADD_ON_RULES: readonly PhraseRule<TvAddOn | 'hideGeneric'>[] = [
  {
    value: 'fireplaceOutlet',
    pattern: new RegExp(
      `\\b${FIREPLACE} outlets?\\b|\\boutlets? (?:above|over|by|near) (?:the |my |our )?${FIREPLACE}`,
    ),
  },
  {
    value: 'wireCordHiders',
    pattern: new RegExp(
      `\\b(?:${CABLE} ?(?:hiders?|covers?|raceways?|channels?|management kit)|cord ?hiders?|raceways?|cable management|(?:on ?wall|surface) (?:cover|channel)s?)\\b`,
    ),
  },
  {
    value: 'wireInWall',
    pattern: new RegExp(
      `\\b(?:in ?wall ${CABLE}|${CABLE} (?:run |ran |routed |going )?(?:in|inside|behind|through) (?:the |my |our )?walls?|(?:in|inside|behind|through) the walls? ${CABLE}|wire in wall|outlet behind (?:the |my )?(?:tv|television)|(?:run|route|put) (?:the |my |all )?${CABLE} (?:in|inside|behind|through))\\b`,
    ),
  },
  {
    value: 'hideGeneric',
    pattern: new RegExp(
      `\\b(?:(?:hid(?:e|den|ing)|conceal(?:ed|ing)?|tuck(?:ed)? away|bur(?:y|ied)|clean up) (?:the |all |my |our |any |those )?(?:\\w+ )?${CABLE}|${CABLE} (?:hidden|concealed|tucked away|out of sight|not showing)|no (?:visible |hanging |dangling )?${CABLE}(?: showing| hanging)?|(?:invisible|hidden) ${CABLE})\\b`,
    ),
  },
  {
    value: 'deviceSetup',
    pattern:
      /\b(?:device setup|devices? set ?up|set(?:ting)? up (?:my |the |our |all )?(?:devices?|electronics|streaming|cable box|apple tv|roku|fire ?stick|chromecast)|connect(?:ing)? (?:up )?(?:my |the |our |all )?(?:devices?|electronics|everything|cable box|streaming|apple tv|roku|fire ?stick|chromecast)|hook(?:ing)? (?:it |everything |them )?up|apple tv|roku|fire ?stick|chromecast|cable box|streaming (?:device|box|stick)s?)\b/,
  },
  {
    value: 'twoTechnicians',
    pattern:
      /\b(?:two|2|second|extra|another) (?:techs?|technicians?|installers?|guys|people|persons?|men)\b|\b(?:help (?:with )?(?:lifting|to lift|lift)|heavy lift|i cant lift|cannot lift|too heavy)\b/,
  },
  { value: 'premiumFrameBox', pattern: /\bpremium (?:frame|box|frame box)\b/ },
  { value: 'furnitureMediaBox', pattern: /\b(?:furniture|media) box\b/ },
];

const SAME_DAY_PATTERN =
  /\b(?:same ?day|today|tonight|this (?:afternoon|evening|morning)|asap|as soon as possible|right away|urgent(?:ly)?|emergency)\b/;

/** The words about TVs of one language; the same matcher reads every language's table. */
export interface TvVocabulary {
  readonly walls: readonly PhraseRule<WallType | 'skip'>[];
  readonly mounts: readonly PhraseRule<MountChoice>[];
  readonly addOns: readonly PhraseRule<TvAddOn | 'hideGeneric'>[];
  readonly rooms: readonly PhraseRule<string>[];
  readonly sameDay: RegExp;
  /** A TV or bracket noun. */
  readonly tvNoun: RegExp;
  /** A mounting word, read as "about TVs" when no service was found. */
  readonly mountWord: RegExp;
  /** "both", "all of them", "each": an option goes on every TV. */
  readonly forEvery: RegExp;
}

export const TV_VOCABULARY: ByLanguage<TvVocabulary> = {
  en: {
    walls: WALL_RULES,
    mounts: MOUNT_RULES,
    addOns: ADD_ON_RULES,
    rooms: ROOM_RULES.en,
    sameDay: SAME_DAY_PATTERN,
    tvNoun: /\b(?:tvs?|televisions?|brackets?)\b/,
    mountWord: /\bmount(?:s|ed|ing)?\b/,
    forEvery: /\b(?:both|all of them|all|each|every|every one)\b/,
  },
  es: ES_TV_VOCABULARY,
};
