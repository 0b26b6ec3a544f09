// Rooms a customer names ("the bedroom", "my office"). The room does not change a price; it
// labels the TV in the booking.
import type { ByLanguage } from './language';
import type { PhraseRule } from './text';

const EN_ROOMS: readonly PhraseRule<string>[] = [
  { value: 'Master Bedroom', pattern: /\b(?:master|main|primary) bed ?room\b/ },
  { value: 'Guest Bedroom', pattern: /\bguest (?:bed ?)?room\b/ },
  {
    value: 'Kids Bedroom',
    pattern: /\b(?:kids|childrens|sons|daughters|nursery) (?:bed ?)?room\b/,
  },
  { value: 'Living Room', pattern: /\b(?:living|front|sitting) room\b|\blounge\b/ },
  { value: 'Family Room', pattern: /\b(?:family room|den)\b/ },
  { value: 'Dining Room', pattern: /\bdining room\b/ },
  { value: 'Home Office', pattern: /\b(?:home )?office\b|\bstudy\b/ },
  { value: 'Game Room', pattern: /\bgame ?room\b/ },
  { value: 'Man Cave', pattern: /\bman ?cave\b/ },
  { value: 'Gym/Exercise Room', pattern: /\b(?:home )?gym\b|\bexercise room\b/ },
  { value: 'Outdoor/Patio', pattern: /\b(?:patio|porch|deck|outdoors?|outside|backyard|lanai)\b/ },
  { value: 'Basement', pattern: /\bbasement\b/ },
  { value: 'Garage', pattern: /\bgarage\b/ },
  { value: 'Kitchen', pattern: /\bkitchen\b/ },
  { value: 'Bedroom', pattern: /\bbed ?rooms?\b/ },
];

const ES_ROOMS: readonly PhraseRule<string>[] = [
  { value: 'Master Bedroom', pattern: /\b(?:recamara|habitacion|dormitorio|cuarto) principal\b/ },
  {
    value: 'Guest Bedroom',
    pattern: /\b(?:recamara|habitacion|cuarto) de (?:visitas|huespedes)\b/,
  },
  {
    value: 'Kids Bedroom',
    pattern: /\b(?:recamara|habitacion|cuarto) de (?:los )?(?:ninos|ninas)\b/,
  },
  { value: 'Living Room', pattern: /\b(?:sala(?: de estar)?|living)\b/ },
  { value: 'Family Room', pattern: /\bcuarto familiar\b/ },
  { value: 'Dining Room', pattern: /\bcomedor\b/ },
  { value: 'Home Office', pattern: /\b(?:oficina|estudio|despacho)\b/ },
  { value: 'Game Room', pattern: /\b(?:sala|cuarto) de juegos\b/ },
  { value: 'Gym/Exercise Room', pattern: /\bgimnasio\b/ },
  { value: 'Outdoor/Patio', pattern: /\b(?:patio|terraza|porche|afuera|exterior)\b/ },
  { value: 'Basement', pattern: /\bsotano\b/ },
  { value: 'Garage', pattern: /\b(?:garaje|cochera)\b/ },
  { value: 'Kitchen', pattern: /\bcocina\b/ },
  { value: 'Bedroom', pattern: /\b(?:recamaras?|habitacion(?:es)?|dormitorios?|cuartos?)\b/ },
];

export const ROOM_RULES: ByLanguage<readonly PhraseRule<string>[]> = { en: EN_ROOMS, es: ES_ROOMS };
