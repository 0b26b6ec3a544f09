// The names of a TV's choices as one table per language (issue 28): walls, mounts, per-TV options,
// fees, rooms and the phrases of a TV's description. English is made of the labels the catalogue
// files already hold, so it stays word for word what it was; Spanish is catalog-names-es.ts. Kept
// apart from the services and upsells (catalog-names.ts) so that code describing a TV in English
// (the staff's screens) carries only these.
import {
  MOUNT_OPTION_LABELS,
  MOUNT_TYPE_INFO,
  type MountOption,
  type MountType,
} from './mount-types';
import type { KnownRoom } from './rooms';
import {
  FRAME_MEDIA_BOX_OPTIONS,
  LARGE_TV_ASSISTANCE_LABELS,
  ONE_TIME_FEES,
  PER_TV_ADD_ONS,
  type FrameMediaBoxType,
  type LargeTvAssistance,
  type OneTimeFee,
  type PerTvAddOn,
} from './tv-add-ons';
import { WALL_TYPE_INFO, type WallType } from './wall-types';

type Names<K extends string> = Readonly<Record<K, string>>;

export interface TvNames {
  readonly wallTypes: Names<WallType>;
  readonly mountTypes: Names<MountType>;
  readonly mountOptions: Names<MountOption>;
  readonly largeTvAssistance: Names<LargeTvAssistance>;
  readonly frameMediaBox: Names<Exclude<FrameMediaBoxType, 'none'>>;
  readonly addOns: Names<PerTvAddOn>;
  readonly oneTimeFees: Names<OneTimeFee>;
  /** Known rooms only; any other room (free text) reads as written. English has none to change. */
  readonly rooms: Readonly<Partial<Record<KnownRoom, string>>>;
  /** The phrases of a TV's description (describe-tv.ts). */
  readonly tv: {
    readonly purchasedMount: (mount: string) => string;
    readonly ownMount: (mount: string) => string;
    readonly twoTechnicians: string;
    readonly sameDay: string;
  };
}

function labelsOf<K extends string, V>(
  record: Readonly<Record<K, V>>,
  label: (value: V) => string,
): Names<K> {
  const entries = Object.entries(record) as [K, V][];
  return Object.fromEntries(entries.map(([key, value]) => [key, label(value)])) as Record<
    K,
    string
  >;
}

const labelOf = (item: { readonly label: string }) => item.label;

export const TV_NAMES_EN: TvNames = {
  wallTypes: labelsOf(WALL_TYPE_INFO, labelOf),
  mountTypes: labelsOf(MOUNT_TYPE_INFO, labelOf),
  mountOptions: MOUNT_OPTION_LABELS,
  largeTvAssistance: LARGE_TV_ASSISTANCE_LABELS,
  frameMediaBox: labelsOf(FRAME_MEDIA_BOX_OPTIONS, labelOf),
  addOns: labelsOf(PER_TV_ADD_ONS, labelOf),
  oneTimeFees: labelsOf(ONE_TIME_FEES, labelOf),
  rooms: {},
  tv: {
    purchasedMount: (mount) => `${mount} (we bring it)`,
    ownMount: (mount) => `Customer's own ${mount.toLowerCase()}`,
    twoTechnicians: 'Two technicians',
    sameDay: 'Same day',
  },
};

/** A TV's room as the customer reads it: a known room in the table's language, else as typed. */
export function roomName(room: string, names: Pick<TvNames, 'rooms'> = TV_NAMES_EN): string {
  return names.rooms[room as KnownRoom] ?? room;
}
