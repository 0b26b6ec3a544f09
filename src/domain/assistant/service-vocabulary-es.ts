// The Additional Services in Spanish words, the same values and option keys as the English table
// (service-vocabulary.ts). Written without accents: the text is read accent-folded.
import type { ServiceVocabulary } from './service-vocabulary';

const TV = '(?:teles?|televisor(?:es)?|televisi(?:on|ones)|tvs?)';

export const ES_SERVICE_VOCABULARY: ServiceVocabulary = {
  rules: [
    {
      value: 'tvRemoval',
      pattern: new RegExp(
        `\\b(?:quitar|retirar|desmontar|bajar|descolgar) (?:la |el |mi |una |un )?(?:vieja |viejo )?(?:${TV}|soportes?)\\b|\\bretiro de (?:la |el )?(?:${TV}|soportes?)\\b`,
      ),
      options: [
        ['removal_disposal', /\b(?:desech\w+|tirar|llevarse?l[ao]s?|reciclar)\b/],
        [
          'mount_removal_repair',
          /\b(?:resanar|reparar (?:los )?(?:hoyos|agujeros|la pared)|(?:el )?soporte viejo|quitar (?:el )?soporte)\b/,
        ],
      ],
      fallback: 'removal_only',
    },
    {
      value: 'soundbarInstall',
      pattern: /\bbarras? de sonido\b|\bsound ?bars?\b/,
      options: [
        [
          'no_mount',
          /\b(?:sin (?:montar|soporte)|solo conectar|(?:en|sobre) (?:el |la |un |una )?(?:mueble|mesa|repisa|consola))\b/,
        ],
        [
          'wall_mount',
          /\b(?:barra de sonido en la pared|en su propio soporte|aparte en la pared)\b/,
        ],
      ],
      fallback: 'under_tv_mount',
      assumption: 'soundbarUnderTv',
    },
    {
      value: 'ceilingFan',
      pattern: /\bventilador(?:es)?(?: de techo)?\b/,
      options: [
        ['smart', /\bventilador(?:es)? inteligentes?\b|\bcon app\b/],
        ['with_light', /\b(?:con (?:luz|lampara)|kit de luz)\b/],
      ],
      fallback: 'standard',
    },
    {
      value: 'pictureHanging',
      pattern:
        /\b(?:cuadros?|pinturas?|espejos?|lienzos?|posters?|fotos? enmarcadas?|obras? de arte)\b/,
      options: [
        ['gallery', /\b(?:galeria|collage|varios cuadros)\b/],
        ['large', /\b(?:cuadros?|espejos?|pinturas?) (?:grandes?|pesad[oa]s?)\b/],
      ],
      fallback: 'single',
    },
    {
      value: 'ledLighting',
      pattern:
        /\b(?:luces? led|leds?|tiras? de luz|tiras? led|luz(?: trasera)? detras de la tele)\b/,
      options: [
        ['smart', /\b(?:luces? inteligentes?|leds? inteligentes?|con alexa|control por app)\b/],
        ['premium_rgb', /\b(?:rgb|colores|multicolor)\b/],
      ],
      fallback: 'basic',
    },
    {
      value: 'securityCameras',
      pattern: /\bcamaras?(?: de seguridad| de vigilancia)?\b/,
      options: [],
      fallback: 'cameras_1',
    },
    {
      value: 'wireCordConcealer',
      pattern: /\b(?:ocultadores? de cables|organizadores? de cables)\b/,
      options: [],
      fallback: 'standard',
    },
    {
      value: 'videoGameSetup',
      pattern:
        /\b(?:videojuegos?|consolas?(?: de juegos?)?|xbox|play ?stations?|ps[345]|nintendo(?: switch)?)\b/,
      options: [
        ['complete', /\b(?:varias consolas|(?:dos|2|tres|3) consolas|todas las consolas)\b/],
        ['premium', /\b(?:premium|accesorios|controles|audifonos)\b/],
      ],
      fallback: 'basic',
    },
    {
      value: 'homeTheaterSetup',
      pattern:
        /\b(?:cine en casa|teatro en casa|sonido envolvente|receptor(?: av)?|bocinas?(?: de techo| de pared)?)\b/,
      options: [],
      fallback: 'standard',
    },
    {
      value: 'floatingShelf',
      pattern: /\b(?:repisas?|estantes?)(?: flotantes?)?\b/,
      options: [],
      fallback: 'standard',
    },
  ],
  offerQuestion:
    /\b(?:(?:ustedes )?(?:tambien )?(?:hacen|ofrecen|instalan|montan|cuelgan|ponen|quitan|conectan)|hacen ustedes)\b/g,
  otherJobBetween: new RegExp(`\\b(?:\\d{2,3}|${TV}|cuanto|precio|costo|cotizacion)\\b`),
};
