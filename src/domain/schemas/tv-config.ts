// One TV of the builder (booking-flow.md section 3). Shapes and enums only: the combinations the
// price rules forbid are checked by the price engine (src/domain/pricing), which names the field.
import { z } from 'zod';
import { APARTMENT_COMPLEX_KEYS } from '../catalog/apartment-complexes/complexes';
import { BOOKING_DEFAULTS } from '../catalog/defaults';
import { MOUNT_OPTIONS, MOUNT_TYPES } from '../catalog/mount-types';
import { ROOM_MAX_LENGTH } from '../catalog/rooms';
import {
  FLOATING_SHELF_OPTIONS,
  FRAME_MEDIA_BOX_TYPES,
  LARGE_TV_ASSISTANCE_OPTIONS,
} from '../catalog/tv-add-ons';
import { TV_SIZES } from '../catalog/tv-sizes';
import { WALL_TYPES } from '../catalog/wall-types';
import { lineText } from './primitives';

export const tvConfigSchema = z.object({
  id: lineText(100).optional(),
  tvSize: z.enum(TV_SIZES),
  wallType: z.enum(WALL_TYPES),
  room: lineText(ROOM_MAX_LENGTH, {
    required: 'Choose a room or location',
    tooLong: `Room must be at most ${ROOM_MAX_LENGTH} characters`,
  }),
  wireInWall: z.boolean().default(false),
  deviceSetup: z.boolean().default(false),
  sameDayService: z.boolean().default(false),
  wireCordHiders: z.boolean().default(false),
  fireplaceOutlet: z.boolean().default(false),
  largeTvAssistance: z
    .enum(LARGE_TV_ASSISTANCE_OPTIONS)
    .default(BOOKING_DEFAULTS.largeTvAssistance),
  frameMediaBoxType: z.enum(FRAME_MEDIA_BOX_TYPES).default('none'),
  mountOption: z.enum(MOUNT_OPTIONS).default('purchase'),
  mountType: z.enum(MOUNT_TYPES).default('fixed'),
  apartmentComplex: z.enum(APARTMENT_COMPLEX_KEYS).nullable().optional(),
  homeTheaterSetup: z.boolean().default(false),
  floatingShelf: z.enum(FLOATING_SHELF_OPTIONS).default(''),
});

/** A TV with every default applied: what the engine prices and the server stores. */
export type TvConfig = z.output<typeof tvConfigSchema>;
/** What a client may send: the optional fields may be left out. */
export type TvConfigInput = z.input<typeof tvConfigSchema>;
