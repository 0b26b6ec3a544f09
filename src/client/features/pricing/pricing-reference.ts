// Every price constant of booking-flow.md section 9 and store-staff-assistant.md section 9, read
// from the engine's own tables (src/domain/catalog): nothing here is retyped, so the pages and the
// printed guide always show what the engine charges.
import { ADDITIONAL_SERVICES } from '@/domain/catalog/additional-services';
import { APARTMENT_COMPLEXES, PREMIUM_ZIPS } from '@/domain/catalog/apartment-complexes/complexes';
import {
  INSTALLATION_PRICES,
  MAX_TVS_PER_BOOKING,
  MULTI_TV_DISCOUNT,
  QUANTITY_MAX,
  QUANTITY_MIN,
  SPEC_WALL_MULTIPLIER_TABLE,
} from '@/domain/catalog/installation-prices';
import { bannerMessages } from '@/domain/catalog/landing';
import { LANDING_STARTING_PRICES } from '@/domain/catalog/landing-sections';
import { MOUNT_OPTION_LABELS, MOUNT_TYPES, MOUNT_TYPE_INFO } from '@/domain/catalog/mount-types';
import {
  FRAME_MEDIA_BOX_OPTIONS,
  ONE_TIME_FEES,
  PER_TV_ADD_ONS,
  PER_TV_ADD_ON_KEYS,
} from '@/domain/catalog/tv-add-ons';
import {
  LARGE_TV_MIN_INCHES,
  SMALL_OWN_MOUNT_MAX_INCHES,
  TV_SIZES,
  TV_SIZE_LABELS,
} from '@/domain/catalog/tv-sizes';
import { UPSELL_PANEL_COUNT, UPSELLS } from '@/domain/catalog/upsells';
import { WALL_TYPES, WALL_TYPE_INFO } from '@/domain/catalog/wall-types';
import { AFTERPAY_INSTALLMENTS } from '@/domain/pricing/afterpay';
import { formatMoney } from '@/domain/pricing/format-money';
import { MAX_ROOM_PHOTOS, MAX_ROOM_PHOTO_BYTES } from '@/domain/schemas/booking';
import { BOOKING_WINDOW_DAYS, SLOT_DURATION_HOURS } from '@/domain/scheduling/business-time';
import { PRINT_DELAY_MS } from './print-pricing-guide';
import { settingsReference } from './settings-reference';

export interface ReferenceRow {
  readonly label: string;
  readonly value: string;
  readonly note?: string;
}

export interface ReferenceSection {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly rows: readonly ReferenceRow[];
}

const plus = (cents: number) => (cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents));
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const premiumZips = PREMIUM_ZIPS.join(' and ');
// '24-43' -> 24 and '86-98+' -> 86+: the smallest and largest TVs the size brackets cover.
const smallestInches = TV_SIZES[0].split('-')[0];
const largestInches = `${TV_SIZES[TV_SIZES.length - 1]?.split('-')[0]}+`;

function installationSection(): ReferenceSection {
  const p = INSTALLATION_PRICES;
  return {
    id: 'installation',
    title: 'Installation (per TV)',
    description: 'The base price table is the same for all six size brackets.',
    rows: [
      ...TV_SIZES.map((size) => ({
        label: `Base installation, ${TV_SIZE_LABELS[size]} TV`,
        value: formatMoney(p.baseCents),
      })),
      {
        label: `Apartment complex in zip ${premiumZips}`,
        value: formatMoney(p.premiumZipCents),
        note: 'Replaces the base installation charge',
      },
      {
        label: `Your own mount, TVs up to ${SMALL_OWN_MOUNT_MAX_INCHES} inches`,
        value: formatMoney(p.ownMountSmallCents),
        note: 'Not in an apartment complex',
      },
      {
        label: 'Your own mount, larger TVs',
        value: formatMoney(p.ownMountLargeCents),
        note: 'Not in an apartment complex',
      },
      {
        label: 'Frame TV installation (Frame / Media Box wall)',
        value: `${p.frameMultiplier.toFixed(1)}x`,
        note: 'Multiplies the installation charge',
      },
      {
        label: `Wall multiplier table (${SPEC_WALL_MULTIPLIER_TABLE.join(', ')})`,
        value: 'Not applied',
        note: 'Walls are priced by the surcharges below; only the frame 2.0x applies',
      },
    ],
  };
}

function mountSection(): ReferenceSection {
  return {
    id: 'mounts',
    title: 'Mounts (purchased from us, every size)',
    rows: [
      ...MOUNT_TYPES.map((type) => {
        const info = MOUNT_TYPE_INFO[type];
        const range = info.specRangeInches;
        return {
          label: info.label,
          value: formatMoney(info.priceCents),
          ...(range ? { note: `Rated for ${range.min}-${range.max} inch TVs` } : {}),
        };
      }),
      { label: MOUNT_OPTION_LABELS.own, value: formatMoney(0) },
    ],
  };
}

function wallSection(): ReferenceSection {
  return {
    id: 'walls',
    title: 'Wall surcharges (per TV, not in an apartment complex)',
    rows: WALL_TYPES.map((wall) => ({
      label: WALL_TYPE_INFO[wall].label,
      value: plus(WALL_TYPE_INFO[wall].surchargeCents),
    })),
  };
}

function apartmentSection(): ReferenceSection {
  const highRises = APARTMENT_COMPLEXES.filter((complex) => complex.highRise);
  return {
    id: 'apartments',
    title: 'Apartment complexes',
    description: `In a complex there is no wall surcharge. In the ${highRises.length} high-rises (5+ floors) wood studs are treated as metal studs; the metal-stud surcharge applies outside ${premiumZips}.`,
    rows: [
      {
        label: `High-rise metal-stud surcharge (outside ${premiumZips})`,
        value: plus(INSTALLATION_PRICES.highRiseSurchargeCents),
      },
      ...highRises.map((complex) => ({
        label: `${complex.name} (high-rise)`,
        value: `Zip ${complex.zip}`,
        note: PREMIUM_ZIPS.some((zip) => zip === complex.zip)
          ? `${formatMoney(INSTALLATION_PRICES.premiumZipCents)} installation`
          : `${plus(INSTALLATION_PRICES.highRiseSurchargeCents)} surcharge`,
      })),
    ],
  };
}

function addOnSection(): ReferenceSection {
  const notes: Partial<Record<(typeof PER_TV_ADD_ON_KEYS)[number], string>> = {
    fireplaceOutlet: 'Drywall walls only',
  };
  return {
    id: 'add-ons',
    title: 'Add-ons (per TV)',
    rows: [
      ...PER_TV_ADD_ON_KEYS.map((key) => ({
        label: PER_TV_ADD_ONS[key].label,
        value: formatMoney(PER_TV_ADD_ONS[key].priceCents),
        ...(notes[key] ? { note: notes[key] } : {}),
      })),
      ...Object.values(FRAME_MEDIA_BOX_OPTIONS).map((option) => ({
        label: option.label,
        value: formatMoney(option.priceCents),
        note: 'Frame / Media Box wall only',
      })),
    ],
  };
}

function bookingSection(): ReferenceSection {
  return {
    id: 'per-booking',
    title: 'Per booking',
    description:
      'The discount applies to the TV subtotal; the one-time fees are added after it, and additional services and store products are never discounted.',
    rows: [
      {
        label: `Multi-TV discount (${MULTI_TV_DISCOUNT.minTvs} or more TVs)`,
        value: `${MULTI_TV_DISCOUNT.percent}%`,
        note: 'Rounded to the nearest cent, half up',
      },
      {
        label: ONE_TIME_FEES.sameDayService.label,
        value: formatMoney(ONE_TIME_FEES.sameDayService.priceCents),
        note: 'Within 24 hours, once per booking',
      },
      {
        label: ONE_TIME_FEES.twoTechnicians.label,
        value: formatMoney(ONE_TIME_FEES.twoTechnicians.priceCents),
        note: `Once per booking, TVs of ${LARGE_TV_MIN_INCHES} inches or more`,
      },
    ],
  };
}

function servicesSection(): ReferenceSection {
  return {
    id: 'additional-services',
    title: 'Additional services',
    description: `Option price x quantity (${QUANTITY_MIN} to ${QUANTITY_MAX}), not discounted.`,
    rows: Object.values(ADDITIONAL_SERVICES).flatMap((service) =>
      service.options.map((option) => ({
        label: service.options.length > 1 ? `${service.name}: ${option.label}` : service.name,
        value: formatMoney(option.priceCents),
      })),
    ),
  };
}

// The urgent banner's wall prices are copy only (booking-flow.md section 9), shown as such.
const urgentWallCopy = bannerMessages('urgent', undefined)
  .slice(0, 2)
  .map((message) => `"${message}"`)
  .join(' and ');

function landingSection(): ReferenceSection {
  return {
    id: 'starting-prices',
    title: 'Landing page starting prices',
    description: `Wall mounting covers TVs from ${smallestInches} to ${largestInches} inches. Banner copy: "${bannerMessages('promotional', undefined)[0]}" (promotional); ${urgentWallCopy} (urgent; the wall surcharges above are what the builder charges).`,
    rows: Object.values(LANDING_STARTING_PRICES).map((item) => ({
      label: item.title,
      value: formatMoney(item.priceCents),
    })),
  };
}

function upsellSection(): ReferenceSection {
  return {
    id: 'upsells',
    title: 'Upsell catalogue',
    description: `The booking panel shows ${UPSELL_PANEL_COUNT} recommendations under a 'Save up to' badge: the sum of their prices.`,
    rows: UPSELLS.map((upsell) => ({
      label: upsell.name,
      value: formatMoney(upsell.priceCents),
      note: `${capitalize(upsell.priority)} priority`,
    })),
  };
}

function limitsSection(): ReferenceSection {
  return {
    id: 'limits',
    title: 'Limits',
    rows: [
      { label: 'TVs per booking', value: `Up to ${MAX_TVS_PER_BOOKING}` },
      { label: 'Quantity of a service or product', value: `${QUANTITY_MIN}-${QUANTITY_MAX}` },
      { label: 'Large-TV threshold', value: `${LARGE_TV_MIN_INCHES} inches` },
      { label: 'Bookable dates', value: `${BOOKING_WINDOW_DAYS} days from today` },
      { label: 'Arrival window', value: `${SLOT_DURATION_HOURS} hours` },
      {
        label: 'Room photos',
        value: `Up to ${MAX_ROOM_PHOTOS}, ${MAX_ROOM_PHOTO_BYTES / (1024 * 1024)} MB each`,
      },
      {
        label: 'Afterpay',
        value: `${AFTERPAY_INSTALLMENTS} interest-free installments`,
        note: 'They add up to the total exactly: at most a cent apart',
      },
      { label: 'Printed pricing guide', value: `Prints after ${PRINT_DELAY_MS} ms` },
    ],
  };
}

/** The whole reference, in the order the pricing breakdown page and the printed guide show it. */
export function pricingReference(): readonly ReferenceSection[] {
  return [
    installationSection(),
    mountSection(),
    wallSection(),
    addOnSection(),
    bookingSection(),
    apartmentSection(),
    servicesSection(),
    landingSection(),
    upsellSection(),
    limitsSection(),
    ...settingsReference(),
  ];
}
