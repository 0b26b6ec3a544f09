// The names a customer reads for the catalogue, as one table per language (issue 28): a TV's
// choices (tv-names.ts), the additional services, the upsells and a booking's service name. The
// English table is made of the labels the catalogue files already hold, so English stays word for
// word what it was; the Spanish one (catalog-names-es.ts) of the `-es` table beside each file.
// Functions that write catalogue words take the table, English by default; a Spanish page loads
// the Spanish table on its own (customer-words.ts), so no English page carries Spanish words.
import {
  ADDITIONAL_SERVICE_TYPES,
  ADDITIONAL_SERVICES,
  type AdditionalServiceType,
} from './additional-services';
import type { ServiceNameTable } from './additional-services-es';
import { TV_NAMES_EN, type TvNames } from './tv-names';
import { UPSELLS, type UpsellId } from './upsells';
import type { UpsellText } from './upsells-es';

export interface CatalogNames extends TvNames {
  readonly services: ServiceNameTable;
  readonly upsells: Readonly<Record<UpsellId, UpsellText>>;
  /** A booking's service name: "Living Room - 44-55 TV", "Multi-TV: ...", "Services Only: ...". */
  readonly serviceName: {
    readonly oneTv: (room: string, size: string) => string;
    readonly multiTv: (tvs: string) => string;
    readonly servicesOnly: (services: string) => string;
    readonly storeProducts: string;
  };
}

export const CATALOG_NAMES_EN: CatalogNames = {
  ...TV_NAMES_EN,
  services: Object.fromEntries(
    ADDITIONAL_SERVICE_TYPES.map((type: AdditionalServiceType) => {
      const { name, description, options } = ADDITIONAL_SERVICES[type];
      const labels = Object.fromEntries(options.map((option) => [option.key, option.label]));
      return [type, { name, description, options: labels }];
    }),
  ) as unknown as ServiceNameTable,
  upsells: Object.fromEntries(
    UPSELLS.map(({ id, name, description }) => [id, { name, description }]),
  ) as Record<UpsellId, UpsellText>,
  serviceName: {
    oneTv: (room, size) => `${room} - ${size} TV`,
    multiTv: (tvs) => `Multi-TV: ${tvs}`,
    servicesOnly: (services) => `Services Only: ${services}`,
    storeProducts: 'Store products',
  },
};

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
