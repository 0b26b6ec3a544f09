// The Spanish words for walls, mounts and per-TV options, in the glossary of decisions.md
// "Languages (English and Spanish)": ladrillo, piedra, azulejo, concreto, tablaroca (drywall),
// sobre la chimenea; soporte fijo / inclinable / articulado; cables ocultos en la pared. Written
// without accents: the text is read accent-folded. Earlier rules win where two phrases overlap.
import { ROOM_RULES } from './rooms';
import type { TvVocabulary } from './tv-vocabulary';

const FIREPLACE = '(?:chimenea|hogar)';
const CABLE = '(?:cables?|cableado|cordones|alambres?|hdmi)';

export const ES_TV_VOCABULARY: TvVocabulary = {
  walls: [
    {
      value: 'skip',
      pattern: new RegExp(
        `\\b(?:enchufe|contacto|toma) (?:sobre|encima de|junto a) (?:la )?${FIREPLACE}`,
      ),
    },
    { value: 'brick', pattern: new RegExp(`\\b${FIREPLACE} de ladrillos?`) },
    { value: 'stone', pattern: new RegExp(`\\b${FIREPLACE} de (?:piedra|marmol|granito)`) },
    { value: 'tile', pattern: new RegExp(`\\b${FIREPLACE} de azulejos?`) },
    {
      value: 'frame_media_box',
      pattern: /\b(?:the frame|samsung frame|caja (?:multimedia|de medios|de marco))\b/,
    },
    { value: 'brick', pattern: /\bladrillos?\b/ },
    { value: 'stone', pattern: /\b(?:piedra|roca|marmol|granito)\b/ },
    { value: 'tile', pattern: /\b(?:azulejos?|ceramica|baldosas?|porcelanato)\b/ },
    { value: 'concrete', pattern: /\b(?:concreto|cemento|hormigon|bloques?)\b/ },
    {
      value: 'drywall_metal_studs',
      pattern: /\b(?:montantes? (?:de metal|metalicos?)|perfiles? (?:de metal|metalicos?))\b/,
    },
    {
      value: 'drywall_toggle',
      pattern: /\b(?:sin montantes?|pared hueca|entre (?:los )?montantes|taquetes? mariposa)\b/,
    },
    {
      value: 'above_fireplace',
      pattern: new RegExp(
        `\\b(?:sobre|encima de|arriba de) (?:la |una |mi |nuestra )?${FIREPLACE}|\\b${FIREPLACE}\\b`,
      ),
    },
    {
      value: 'drywall_studs',
      pattern:
        /\b(?:tablaroca|drywall|dry wall|sheetrock|yeso|pladur|montantes?(?: de madera)?|pared normal)\b/,
    },
  ],
  mounts: [
    {
      value: { option: 'own' },
      pattern:
        /\b(?:(?:mi|nuestro|su) propio soporte|soporte propio|(?:ya )?(?:tengo|tenemos|compre|compramos) (?:el |un |mi |nuestro )?soporte|(?:el )?soporte (?:ya )?(?:viene )?incluido|no necesito soporte)\b/,
    },
    {
      value: { option: 'purchase', type: 'full_motion' },
      pattern:
        /\b(?:articulad[oa]s?|de brazo|brazo (?:movil|extensible)|giratorios?|extensibles?)\b/,
    },
    {
      value: { option: 'purchase', type: 'tilt' },
      pattern: /\b(?:inclinables?|inclinad[oa]s?|que se incline)\b/,
    },
    {
      value: { option: 'purchase', type: 'fixed' },
      pattern: /\b(?:soportes? fijos?|fijos?|soportes? planos?|plano contra la pared)\b/,
    },
  ],
  addOns: [
    {
      value: 'fireplaceOutlet',
      pattern: new RegExp(
        `\\b(?:enchufe|contacto|toma) (?:sobre|encima de|junto a) (?:la )?${FIREPLACE}`,
      ),
    },
    {
      value: 'wireCordHiders',
      pattern: new RegExp(
        `\\b(?:canaletas?|cubre ?cables|cubre ?${CABLE}|canaletas? para ${CABLE})\\b`,
      ),
    },
    {
      value: 'wireInWall',
      pattern: new RegExp(
        `\\b(?:${CABLE} (?:ocultos?|escondidos?|pasados?|empotrados?) (?:en|dentro de|por dentro de) (?:la )?pared|${CABLE} (?:dentro de|por dentro de|en) la pared)\\b`,
      ),
    },
    {
      value: 'hideGeneric',
      pattern: new RegExp(
        `\\b(?:(?:ocultar|esconder|esconderme|tapar) (?:los |todos los |mis )?${CABLE}|${CABLE} (?:ocultos?|escondidos?)|sin ${CABLE} (?:a la vista|colgando))\\b`,
      ),
    },
    {
      value: 'deviceSetup',
      pattern:
        /\b(?:configura(?:r|cion de) (?:mis |los |de )?(?:dispositivos|equipos|aparatos)|conectar (?:mis |los )?(?:dispositivos|equipos|aparatos)|apple tv|roku|fire ?stick|chromecast|decodificador)\b/,
    },
    {
      value: 'twoTechnicians',
      pattern: /\b(?:dos tecnicos|otro tecnico|tecnico extra|segundo tecnico|muy pesad[oa])\b/,
    },
    { value: 'premiumFrameBox', pattern: /\bcaja (?:de marco )?premium\b/ },
    { value: 'furnitureMediaBox', pattern: /\bcaja (?:de |tipo )?mueble\b/ },
  ],
  rooms: ROOM_RULES.es,
  sameDay:
    /\b(?:(?:el )?mismo dia|hoy|esta (?:tarde|noche)|hoy mismo|lo antes posible|cuanto antes|urgente|de inmediato)\b/,
  tvNoun: /\b(?:teles?|televisor(?:es)?|televisi(?:on|ones)|tvs?|soportes?)\b/,
  mountWord: /\b(?:montar|montaje|montad[oa]s?|colgar|instalar|instalacion)\b/,
  forEvery: /\b(?:ambos|ambas|todos|todas|cada(?: una| uno)?)\b/,
};
