// Room names in Spanish (issue 28): the general rooms of rooms.ts and the rooms of the apartment
// floor plans. A TV's room stays the English value it was chosen as (the upsell rules and the
// stored booking read it); only what the customer reads is Spanish. Free text ('Other') is shown
// as the customer wrote it.
import type { KnownRoom } from './rooms';

export const ROOM_NAMES_ES: Readonly<Record<KnownRoom, string>> = {
  'Living Room': 'Sala',
  'Master Bedroom': 'Recámara principal',
  'Guest Bedroom': 'Recámara de visitas',
  'Kids Bedroom': 'Recámara de los niños',
  'Family Room': 'Sala familiar',
  Kitchen: 'Cocina',
  'Dining Room': 'Comedor',
  'Home Office': 'Oficina en casa',
  Basement: 'Sótano',
  Garage: 'Garaje',
  'Outdoor/Patio': 'Exterior / patio',
  'Man Cave': 'Cuarto de entretenimiento',
  'Game Room': 'Sala de juegos',
  'Gym/Exercise Room': 'Gimnasio / cuarto de ejercicio',
  Other: 'Otro',
  'Living Area': 'Área de estar',
  Bedroom: 'Recámara',
  'Second Bedroom': 'Segunda recámara',
  'Third Bedroom': 'Tercera recámara',
  Nook: 'Rincón',
  Den: 'Salita',
  Study: 'Estudio',
  Office: 'Oficina',
  Balcony: 'Balcón',
  'Wine Bar': 'Cava de vinos',
  Terrace: 'Terraza',
};
