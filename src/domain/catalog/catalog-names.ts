// The names a customer reads for the catalogue, as one table per language (issue 28): the English
// one is made of the labels the catalogue files already hold (so English stays word for word what
// it was), the Spanish one of the `-es` tables beside them (catalog-names-es.ts). Functions that
// write catalogue words take the table, English by default; a Spanish page loads the Spanish table
// on its own (customer-words.ts), so no English page carries Spanish words.
import {
  ADDITIONAL_SERVICE_TYPES,
  ADDITIONAL_SERVICES,
  type AdditionalServiceType,
} from './additional-services';
import type { ServiceNameTable } from './additional-services-es';
import {
  MOUNT_OPTION_LABELS,
  MOUNT_TYPE_INFO,
  type MountOption,
  type MountType,
} from './mount-types';
import type { KnownRoom } from './rooms-es';
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
import { UPSELLS, type UpsellId } from './upsells';
import type { UpsellText } from './upsells-es';
import { WALL_TYPE_INFO, type WallType } from './wall-types';

type Names<K extends string> = Readonly<Record<K, string>>;

export interface CatalogNames {
  readonly wallTypes: Names<WallType>;
  readonly mountTypes: Names<MountType>;
  readonly mountOptions: Names<MountOption>;
  readonly largeTvAssistance: Names<LargeTvAssistance>;
  readonly frameMediaBox: Names<Exclude<FrameMediaBoxType, 'none'>>;
  readonly addOns: Names<PerTvAddOn>;
  readonly oneTimeFees: Names<OneTimeFee>;
  readonly services: ServiceNameTable;
  /** Known rooms only; any other room (free text) reads as written. English has none to change. */
  readonly rooms: Readonly<Partial<Record<KnownRoom, string>>>;
  readonly upsells: Readonly<Record<UpsellId, UpsellText>>;
  /** A booking's service name: "Living Room - 44-55 TV", "Multi-TV: ...", "Services Only: ...". */
  readonly serviceName: {
    readonly oneTv: (room: string, size: string) => string;
    readonly multiTv: (tvs: string) => string;
    readonly servicesOnly: (services: string) => string;
    readonly storeProducts: string;
  };
  /** The phrases of a TV's description (describe-tv.ts). */
  readonly tv: {
    readonly purchasedMount: (mount: string) => string;
    readonly ownMount: (mount: string) => string;
    readonly twoTechnicians: string;
    readonly sameDay: string;
  };
}

const labelsOf = <K extends string>(keys: readonly K[], label: (key: K) => string): Names<K> =>
  Object.fromEntries(keys.map((key) => [key, label(key)])) as Record<K, string>;

const keysOf = <K extends string>(record: Readonly<Record<K, unknown>>) =>
  Object.keys(record) as K[];

export const CATALOG_NAMES_EN: CatalogNames = {
  wallTypes: labelsOf(keysOf(WALL_TYPE_INFO), (wall) => WALL_TYPE_INFO[wall].label),
  mountTypes: labelsOf(keysOf(MOUNT_TYPE_INFO), (mount) => MOUNT_TYPE_INFO[mount].label),
  mountOptions: MOUNT_OPTION_LABELS,
  largeTvAssistance: LARGE_TV_ASSISTANCE_LABELS,
  frameMediaBox: labelsOf(
    keysOf(FRAME_MEDIA_BOX_OPTIONS),
    (box) => FRAME_MEDIA_BOX_OPTIONS[box].label,
  ),
  addOns: labelsOf(keysOf(PER_TV_ADD_ONS), (key) => PER_TV_ADD_ONS[key].label),
  oneTimeFees: labelsOf(keysOf(ONE_TIME_FEES), (key) => ONE_TIME_FEES[key].label),
  services: Object.fromEntries(
    ADDITIONAL_SERVICE_TYPES.map((type: AdditionalServiceType) => {
      const { name, description, options } = ADDITIONAL_SERVICES[type];
      const labels = Object.fromEntries(options.map((option) => [option.key, option.label]));
      return [type, { name, description, options: labels }];
    }),
  ) as unknown as ServiceNameTable,
  rooms: {},
  upsells: Object.fromEntries(
    UPSELLS.map(({ id, name, description }) => [id, { name, description }]),
  ) as Record<UpsellId, UpsellText>,
  serviceName: {
    oneTv: (room, size) => `${room} - ${size} TV`,
    multiTv: (tvs) => `Multi-TV: ${tvs}`,
    servicesOnly: (services) => `Services Only: ${services}`,
    storeProducts: 'Store products',
  },
  tv: {
    purchasedMount: (mount) => `${mount} (we bring it)`,
    ownMount: (mount) => `Customer's own ${mount.toLowerCase()}`,
    twoTechnicians: 'Two technicians',
    sameDay: 'Same day',
  },
};

/** A TV's room as the customer reads it: a known room in the table's language, else as typed. */
export function roomName(room: string, names: Pick<CatalogNames, 'rooms'> = CATALOG_NAMES_EN) {
  return names.rooms[room as KnownRoom] ?? room;
}

/** "Ceiling Fan Installation (Fan with light kit)"; the name alone for a one-option service. */
export function serviceOptionName(
  type: AdditionalServiceType,
  option: string,
  names: Pick<CatalogNames, 'services'> = CATALOG_NAMES_EN,
): string {
  const service = names.services[type];
  const label = (service.options as Readonly<Record<string, string>>)[option];
  return ADDITIONAL_SERVICES[type].options.length > 1 && label
    ? `${service.name} (${label})`
    : service.name;
}
