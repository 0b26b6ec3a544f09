// Rooms a customer names ("the bedroom", "my office"). The room does not change a price; it
// labels the TV in the booking.
import type { PhraseRule } from './text';

export const ROOM_RULES: readonly PhraseRule<string>[] = [
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
