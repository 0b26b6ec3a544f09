// Rooms offered for a general (non-apartment) booking, booking-flow.md section 3.
// 'Other' shows a free-text field, so a TV's room is any non-blank text, not only these.
import type { ApartmentRoom } from './apartment-complexes/floor-plan';

export const OTHER_ROOM = 'Other';

export const GENERAL_ROOMS = [
  'Living Room',
  'Master Bedroom',
  'Guest Bedroom',
  'Kids Bedroom',
  'Family Room',
  'Kitchen',
  'Dining Room',
  'Home Office',
  'Basement',
  'Garage',
  'Outdoor/Patio',
  'Man Cave',
  'Game Room',
  'Gym/Exercise Room',
  OTHER_ROOM,
] as const;
export type GeneralRoom = (typeof GENERAL_ROOMS)[number];
/** The rooms that have a name in every language (rooms-es.ts): the builder's and the floor plans'. */
export type KnownRoom = GeneralRoom | ApartmentRoom;

/** Longest room text accepted (the free-text 'Other' field included). */
export const ROOM_MAX_LENGTH = 80;
