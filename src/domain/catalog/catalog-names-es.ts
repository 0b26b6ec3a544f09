// The catalogue's names in Spanish (issue 28), assembled from the `-es` table beside each
// catalogue file. Typed by CatalogNames, so a missing table or key does not compile.
import { ADDITIONAL_SERVICE_NAMES_ES } from './additional-services-es';
import type { CatalogNames } from './catalog-names';
import { MOUNT_OPTION_LABELS_ES, MOUNT_TYPE_LABELS_ES } from './mount-types-es';
import { ROOM_NAMES_ES } from './rooms-es';
import {
  FRAME_MEDIA_BOX_LABELS_ES,
  LARGE_TV_ASSISTANCE_LABELS_ES,
  ONE_TIME_FEE_LABELS_ES,
  PER_TV_ADD_ON_LABELS_ES,
} from './tv-add-ons-es';
import { UPSELL_TEXT_ES } from './upsells-es';
import { WALL_TYPE_LABELS_ES } from './wall-types-es';

export const CATALOG_NAMES_ES: CatalogNames = {
  wallTypes: WALL_TYPE_LABELS_ES,
  mountTypes: MOUNT_TYPE_LABELS_ES,
  mountOptions: MOUNT_OPTION_LABELS_ES,
  largeTvAssistance: LARGE_TV_ASSISTANCE_LABELS_ES,
  frameMediaBox: FRAME_MEDIA_BOX_LABELS_ES,
  addOns: PER_TV_ADD_ON_LABELS_ES,
  oneTimeFees: ONE_TIME_FEE_LABELS_ES,
  services: ADDITIONAL_SERVICE_NAMES_ES,
  rooms: ROOM_NAMES_ES,
  upsells: UPSELL_TEXT_ES,
  serviceName: {
    oneTv: (room, size) => `${room} - TV de ${size}`,
    multiTv: (tvs) => `Varias TV: ${tvs}`,
    servicesOnly: (services) => `Solo servicios: ${services}`,
    storeProducts: 'Productos de la tienda',
  },
  tv: {
    purchasedMount: (mount) => `${mount} (lo llevamos nosotros)`,
    ownMount: (mount) => `${mount} propio del cliente`,
    twoTechnicians: 'Dos técnicos',
    sameDay: 'El mismo día',
  },
};
