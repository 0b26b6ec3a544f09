// The words of the engine's breakdown, one table per language (issue 28). The engine takes the
// table (calculateQuote's third argument) and writes every line label with it; the cents never
// depend on it. English is the catalogue's own labels, word for word; Spanish is
// quote-words-es.ts, which a Spanish page loads on its own (catalog/customer-words.ts).
import { ADDITIONAL_SERVICES, findServiceOption } from '../catalog/additional-services';
import type { AdditionalServiceType } from '../catalog/additional-services';
import { MOUNT_TYPE_INFO, type MountType } from '../catalog/mount-types';
import {
  FRAME_MEDIA_BOX_OPTIONS,
  ONE_TIME_FEES,
  PER_TV_ADD_ONS,
  type FrameMediaBoxType,
  type OneTimeFee,
  type PerTvAddOn,
} from '../catalog/tv-add-ons';
import { WALL_TYPE_INFO, type WallType } from '../catalog/wall-types';
import { SAME_DAY_DROPPED } from './same-day';

export interface QuoteWords {
  /** The standard installation part. */
  readonly installation: string;
  /** The installation of a TV in a 28202/28203 complex. */
  readonly apartmentRate: (zip: string) => string;
  /** The installation of a customer's own mount outside a complex. */
  readonly ownMount: string;
  /** An installation label doubled by the frame / media box wall. */
  readonly frameMultiplied: (installation: string, times: number) => string;
  readonly wallSurcharge: (wall: WallType) => string;
  readonly highRiseSurcharge: string;
  readonly mount: (mount: MountType) => string;
  /** The TV's mount part when a mount from the store's cart replaces it (cart-mounts.ts). */
  readonly cartMount: (product: string, replaced: MountType) => string;
  readonly frameMediaBox: (box: Exclude<FrameMediaBoxType, 'none'>) => string;
  readonly addOn: (addOn: PerTvAddOn) => string;
  readonly fee: (fee: OneTimeFee) => string;
  /** A service line: "Name - Option", or the name alone for a service with one option. */
  readonly service: (type: AdditionalServiceType, option: string) => string;
  /** Said when the chosen window drops the same-day fee asked for (same-day.ts). */
  readonly sameDayDropped: string;
}

export const QUOTE_WORDS_EN: QuoteWords = {
  installation: 'Installation',
  apartmentRate: (zip) => `Installation (${zip} apartment rate)`,
  ownMount: 'Installation (your own mount)',
  frameMultiplied: (installation, times) => `${installation} x${times} (frame / media box)`,
  wallSurcharge: (wall) => `${WALL_TYPE_INFO[wall].label} wall surcharge`,
  highRiseSurcharge: 'High-rise metal-stud surcharge',
  mount: (mount) => MOUNT_TYPE_INFO[mount].label,
  cartMount: (product, replaced) =>
    `${product} from your cart (priced with the products), instead of the ${MOUNT_TYPE_INFO[replaced].label}`,
  frameMediaBox: (box) => FRAME_MEDIA_BOX_OPTIONS[box].label,
  addOn: (addOn) => PER_TV_ADD_ONS[addOn].label,
  fee: (fee) => ONE_TIME_FEES[fee].label,
  service: (type, option) => {
    const service = ADDITIONAL_SERVICES[type];
    const chosen = findServiceOption(type, option);
    return service.options.length > 1 && chosen
      ? `${service.name} - ${chosen.label}`
      : service.name;
  },
  sameDayDropped: SAME_DAY_DROPPED,
};
