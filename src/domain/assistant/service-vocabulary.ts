// The Additional Services in everyday words (decisions.md "Additional services: option keys"):
// soundbars, ceiling fans, pictures, taking an old TV down, LED lighting, cameras, cord
// concealers, wires in the wall, game consoles, home theater, floating shelves; one table per
// language (Spanish in service-vocabulary-es.ts), read by the one matcher of service-request.ts.
import type { AdditionalServiceType } from '../catalog/additional-services';
import type { ByLanguage } from './language';
import type { ServiceAssumption } from './messages';
import { ES_SERVICE_VOCABULARY } from './service-vocabulary-es';
import type { PhraseRule } from './text';

export type OptionRule = readonly [option: string, pattern: RegExp];

export interface ServiceRule extends PhraseRule<AdditionalServiceType> {
  /** Checked against the whole message, first match wins; else `fallback`. */
  readonly options: readonly OptionRule[];
  readonly fallback: string;
  /** Said in the reply when the option was not named. */
  readonly assumption?: ServiceAssumption;
}

const EN_RULES: readonly ServiceRule[] = [
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

/** "do you do", "do you also install", "do you offer": asking whether we do a service. */
const EN_OFFER_QUESTION =
  /\b(?:do|does) (?:you|u|y all|you all|you guys|your (?:company|team|crew)) (?:also |even |guys )?(?:do|offer|install|mount|hang|put up|handle|set up|setup|provide|take care of|remove|take down|hook up|work on)\b|\bis (?:that|it) something you do\b/g;
/** Between the question and the service, these words mean another job is being described. */
const EN_OTHER_JOB_BETWEEN = /\b(?:\d{2,3}|tvs?|televisions?|how much|price|cost|quote)\b/;

export interface ServiceVocabulary {
  readonly rules: readonly ServiceRule[];
  /** Asking whether we do a service ("do you do", "¿hacen ...?"). */
  readonly offerQuestion: RegExp;
  /** Between the question and the service, these words mean another job is being described. */
  readonly otherJobBetween: RegExp;
}

export const SERVICE_VOCABULARY: ByLanguage<ServiceVocabulary> = {
  en: {
    rules: EN_RULES,
    offerQuestion: EN_OFFER_QUESTION,
    otherJobBetween: EN_OTHER_JOB_BETWEEN,
  },
  es: ES_SERVICE_VOCABULARY,
};
