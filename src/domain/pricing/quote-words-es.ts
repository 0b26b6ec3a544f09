// The engine's breakdown in Spanish (issue 28): "Montaje", "Recargo por pared de ladrillo",
// "Soporte fijo" ... from the catalogue's `-es` tables, in the glossary's words. Typed by
// QuoteWords; the wall surcharges are a table of their own, so every wall type has one.
import { ADDITIONAL_SERVICES, type AdditionalServiceType } from '../catalog/additional-services';
import { ADDITIONAL_SERVICE_NAMES_ES } from '../catalog/additional-services-es';
import { MOUNT_TYPE_LABELS_ES } from '../catalog/mount-types-es';
import {
  FRAME_MEDIA_BOX_LABELS_ES,
  ONE_TIME_FEE_LABELS_ES,
  PER_TV_ADD_ON_LABELS_ES,
} from '../catalog/tv-add-ons-es';
import type { WallType } from '../catalog/wall-types';
import type { QuoteWords } from './quote-words';

/** Only brick, concrete, stone and tile cost extra today; every wall has its words all the same. */
export const WALL_SURCHARGE_LABELS_ES: Readonly<Record<WallType, string>> = {
  drywall_studs: 'Recargo por pared de tablaroca (drywall) con montantes de madera',
  drywall_metal_studs: 'Recargo por pared de tablaroca (drywall) con montantes de metal',
  drywall_toggle: 'Recargo por pared de tablaroca (drywall) hueca',
  above_fireplace: 'Recargo por montaje sobre la chimenea',
  brick: 'Recargo por pared de ladrillo',
  concrete: 'Recargo por pared de concreto',
  stone: 'Recargo por pared de piedra',
  tile: 'Recargo por pared de azulejo',
  frame_media_box: 'Recargo por marco / mueble multimedia',
};

function serviceLabel(type: AdditionalServiceType, option: string): string {
  const names = ADDITIONAL_SERVICE_NAMES_ES[type];
  const label = (names.options as Readonly<Record<string, string>>)[option];
  return ADDITIONAL_SERVICES[type].options.length > 1 && label
    ? `${names.name} - ${label}`
    : names.name;
}

export const QUOTE_WORDS_ES: QuoteWords = {
  installation: 'Montaje',
  apartmentRate: (zip) => `Montaje (tarifa de apartamento ${zip})`,
  ownMount: 'Montaje (con su propio soporte)',
  frameMultiplied: (installation, times) => `${installation} x${times} (marco / mueble multimedia)`,
  wallSurcharge: (wall) => WALL_SURCHARGE_LABELS_ES[wall],
  highRiseSurcharge: 'Recargo por montantes de metal (edificio alto)',
  mount: (mount) => MOUNT_TYPE_LABELS_ES[mount],
  cartMount: (product, replaced) =>
    `${product} de su carrito (cobrado con los productos), en lugar del ${MOUNT_TYPE_LABELS_ES[replaced].toLowerCase()}`,
  frameMediaBox: (box) => FRAME_MEDIA_BOX_LABELS_ES[box],
  addOn: (addOn) => PER_TV_ADD_ON_LABELS_ES[addOn],
  fee: (fee) => ONE_TIME_FEE_LABELS_ES[fee],
  service: serviceLabel,
  sameDayDropped:
    'El servicio el mismo día es solo para un horario de llegada que empieza dentro de las próximas 24 horas, así que no se cobra su cargo de $75 para este horario.',
};
