// Every price constant of booking-flow.md section 9 and store-staff-assistant.md section 9, read
// from the engine's own tables (src/domain/catalog): nothing here is retyped, so the pages and the
// printed guide always show what the engine charges. The words around them are in the page's
// language (issue 28): every section takes the page's Lingui instance.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ADDITIONAL_SERVICE_TYPES,
  ADDITIONAL_SERVICES,
} from '@/domain/catalog/additional-services';
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
import type { CatalogNames } from '@/domain/catalog/catalog-names';
import { MOUNT_TYPES, MOUNT_TYPE_INFO } from '@/domain/catalog/mount-types';
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
import { UPSELL_PANEL_COUNT, UPSELLS, type UpsellPriority } from '@/domain/catalog/upsells';
import { WALL_TYPES, WALL_TYPE_INFO } from '@/domain/catalog/wall-types';
import type { FrameMediaBoxType } from '@/domain/catalog/tv-add-ons';
import { AFTERPAY_INSTALLMENTS } from '@/domain/pricing/afterpay';
import { formatMoney } from '@/domain/pricing/format-money';
import { LOCALE_TAGS, type Locale } from '@/domain/site/locales';
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

/**
 * How a section writes its words and its money: the page's Lingui instance and language, and the
 * catalogue's names in it (useCustomerWords().names).
 */
export interface ReferenceWords {
  readonly say: (descriptor: MessageDescriptor) => string;
  readonly money: (cents: number) => string;
  readonly locale: Locale;
  readonly names: CatalogNames;
}

function referenceWords(i18n: I18n, names: CatalogNames): ReferenceWords {
  const locale = i18n.locale as Locale;
  return {
    say: (descriptor) => i18n._(descriptor),
    money: (cents) => formatMoney(cents, locale),
    locale,
    names,
  };
}

/** '+$99.00' for a surcharge, '$0.00' for none. */
const signed = (money: ReferenceWords['money'], cents: number) =>
  cents > 0 ? `+${money(cents)}` : money(cents);

/** '28202 and 28203' / '28202 y 28203'. */
const both = (items: readonly string[], locale: Locale) =>
  new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(items);
// '24-43' -> 24 and '86-98+' -> 86+: the smallest and largest TVs the size brackets cover.
const smallestInches = TV_SIZES[0].split('-')[0] ?? '';
const largestInches = `${TV_SIZES[TV_SIZES.length - 1]?.split('-')[0]}+`;

function installationSection({ say, money, locale }: ReferenceWords): ReferenceSection {
  const p = INSTALLATION_PRICES;
  const premiumZips = both(PREMIUM_ZIPS, locale);
  const smallMax = SMALL_OWN_MOUNT_MAX_INCHES;
  const frame = p.frameMultiplier.toFixed(1);
  const table = SPEC_WALL_MULTIPLIER_TABLE.join(', ');
  const notInComplex = say(msg`Not in an apartment complex`);
  return {
    id: 'installation',
    title: say(msg`Installation (per TV)`),
    description: say(msg`The base price table is the same for all six size brackets.`),
    rows: [
      ...TV_SIZES.map((tvSize) => {
        const size = TV_SIZE_LABELS[tvSize];
        return { label: say(msg`Base installation, ${size} TV`), value: money(p.baseCents) };
      }),
      {
        label: say(msg`Apartment complex in zip ${premiumZips}`),
        value: money(p.premiumZipCents),
        note: say(msg`Replaces the base installation charge`),
      },
      {
        label: say(msg`Your own mount, TVs up to ${smallMax} inches`),
        value: money(p.ownMountSmallCents),
        note: notInComplex,
      },
      {
        label: say(msg`Your own mount, larger TVs`),
        value: money(p.ownMountLargeCents),
        note: notInComplex,
      },
      {
        label: say(msg`Frame TV installation (Frame / Media Box wall)`),
        value: `${frame}x`,
        note: say(msg`Multiplies the installation charge`),
      },
      {
        label: say(msg`Wall multiplier table (${table})`),
        value: say(msg`Not applied`),
        note: say(msg`Walls are priced by the surcharges below; only the frame 2.0x applies`),
      },
    ],
  };
}

function mountSection({ say, money, names }: ReferenceWords): ReferenceSection {
  return {
    id: 'mounts',
    title: say(msg`Mounts (purchased from us, every size)`),
    rows: [
      ...MOUNT_TYPES.map((type) => {
        const info = MOUNT_TYPE_INFO[type];
        const row = { label: names.mountTypes[type], value: money(info.priceCents) };
        if (!info.specRangeInches) return row;
        const { min, max } = info.specRangeInches;
        return { ...row, note: say(msg`Rated for ${min}-${max} inch TVs`) };
      }),
      { label: names.mountOptions.own, value: money(0) },
    ],
  };
}

function wallSection({ say, money, names }: ReferenceWords): ReferenceSection {
  return {
    id: 'walls',
    title: say(msg`Wall surcharges (per TV, not in an apartment complex)`),
    rows: WALL_TYPES.map((wall) => ({
      label: names.wallTypes[wall],
      value: signed(money, WALL_TYPE_INFO[wall].surchargeCents),
    })),
  };
}

function apartmentSection({ say, money, locale }: ReferenceWords): ReferenceSection {
  const highRises = APARTMENT_COMPLEXES.filter((complex) => complex.highRise);
  const count = highRises.length;
  const premiumZips = both(PREMIUM_ZIPS, locale);
  const surcharge = signed(money, INSTALLATION_PRICES.highRiseSurchargeCents);
  const installation = money(INSTALLATION_PRICES.premiumZipCents);
  return {
    id: 'apartments',
    title: say(msg`Apartment complexes`),
    description: say(
      msg`In a complex there is no wall surcharge. In the ${count} high-rises (5+ floors) wood studs are treated as metal studs; the metal-stud surcharge applies outside ${premiumZips}.`,
    ),
    rows: [
      {
        label: say(msg`High-rise metal-stud surcharge (outside ${premiumZips})`),
        value: surcharge,
      },
      ...highRises.map(({ name, zip }) => ({
        label: say(msg`${name} (high-rise)`),
        value: say(msg`Zip ${zip}`),
        note: PREMIUM_ZIPS.some((premium) => premium === zip)
          ? say(msg`${installation} installation`)
          : say(msg`${surcharge} surcharge`),
      })),
    ],
  };
}

function addOnSection({ say, money, names }: ReferenceWords): ReferenceSection {
  const boxes = Object.keys(FRAME_MEDIA_BOX_OPTIONS) as Exclude<FrameMediaBoxType, 'none'>[];
  const notes: Partial<Record<(typeof PER_TV_ADD_ON_KEYS)[number], string>> = {
    fireplaceOutlet: say(msg`Drywall walls only`),
  };
  return {
    id: 'add-ons',
    title: say(msg`Add-ons (per TV)`),
    rows: [
      ...PER_TV_ADD_ON_KEYS.map((key) => ({
        label: names.addOns[key],
        value: money(PER_TV_ADD_ONS[key].priceCents),
        ...(notes[key] ? { note: notes[key] } : {}),
      })),
      ...boxes.map((box) => ({
        label: names.frameMediaBox[box],
        value: money(FRAME_MEDIA_BOX_OPTIONS[box].priceCents),
        note: say(msg`Frame / Media Box wall only`),
      })),
    ],
  };
}

function bookingSection({ say, money, names }: ReferenceWords): ReferenceSection {
  const minTvs = MULTI_TV_DISCOUNT.minTvs;
  const largeInches = LARGE_TV_MIN_INCHES;
  return {
    id: 'per-booking',
    title: say(msg`Per booking`),
    description: say(
      msg`The discount applies to the TV subtotal; the one-time fees are added after it, and additional services and store products are never discounted.`,
    ),
    rows: [
      {
        label: say(msg`Multi-TV discount (${minTvs} or more TVs)`),
        value: `${MULTI_TV_DISCOUNT.percent}%`,
        note: say(msg`Rounded to the nearest cent, half up`),
      },
      {
        label: names.oneTimeFees.sameDayService,
        value: money(ONE_TIME_FEES.sameDayService.priceCents),
        note: say(msg`Within 24 hours, once per booking`),
      },
      {
        label: names.oneTimeFees.twoTechnicians,
        value: money(ONE_TIME_FEES.twoTechnicians.priceCents),
        note: say(msg`Once per booking, TVs of ${largeInches} inches or more`),
      },
    ],
  };
}

function servicesSection({ say, money, names }: ReferenceWords): ReferenceSection {
  const min = QUANTITY_MIN;
  const max = QUANTITY_MAX;
  return {
    id: 'additional-services',
    title: say(msg`Additional services`),
    description: say(msg`Option price x quantity (${min} to ${max}), not discounted.`),
    rows: ADDITIONAL_SERVICE_TYPES.flatMap((type) => {
      const { options } = ADDITIONAL_SERVICES[type];
      const named = names.services[type];
      const optionNames: Readonly<Record<string, string>> = named.options;
      return options.map((option) => ({
        label:
          options.length > 1
            ? `${named.name}: ${optionNames[option.key] ?? option.label}`
            : named.name,
        value: money(option.priceCents),
      }));
    }),
  };
}

function landingSection({ say, money, locale }: ReferenceWords): ReferenceSection {
  // The urgent banner's wall prices are copy only (booking-flow.md section 9), shown as such.
  const urgent = both(
    bannerMessages('urgent', undefined)
      .slice(0, 2)
      .map((message) => `"${message}"`),
    locale,
  );
  const promotional = bannerMessages('promotional', undefined)[0] ?? '';
  return {
    id: 'starting-prices',
    title: say(msg`Landing page starting prices`),
    description: say(
      msg`Wall mounting covers TVs from ${smallestInches} to ${largestInches} inches. Banner copy: "${promotional}" (promotional); ${urgent} (urgent; the wall surcharges above are what the builder charges).`,
    ),
    rows: Object.values(LANDING_STARTING_PRICES).map((item) => ({
      label: item.title,
      value: money(item.priceCents),
    })),
  };
}

const PRIORITY_NOTES: Record<UpsellPriority, MessageDescriptor> = {
  high: msg`High priority`,
  medium: msg`Medium priority`,
  low: msg`Low priority`,
};

function upsellSection({ say, money, names }: ReferenceWords): ReferenceSection {
  // Every id has its words (upsells-es.ts is typed by the ids); UPSELLS types them as strings.
  const upsellNames: Readonly<Record<string, { name: string } | undefined>> = names.upsells;
  const count = UPSELL_PANEL_COUNT;
  return {
    id: 'upsells',
    title: say(msg`Upsell catalogue`),
    description: say(
      msg`The booking panel shows ${count} recommendations under a 'Save up to' badge: the sum of their prices.`,
    ),
    rows: UPSELLS.map((upsell) => ({
      label: upsellNames[upsell.id]?.name ?? upsell.name,
      value: money(upsell.priceCents),
      note: say(PRIORITY_NOTES[upsell.priority]),
    })),
  };
}

function limitsSection({ say }: ReferenceWords): ReferenceSection {
  const min = QUANTITY_MIN;
  const max = QUANTITY_MAX;
  const tvs = MAX_TVS_PER_BOOKING;
  const inches = LARGE_TV_MIN_INCHES;
  const days = BOOKING_WINDOW_DAYS;
  const hours = SLOT_DURATION_HOURS;
  const photos = MAX_ROOM_PHOTOS;
  const megabytes = MAX_ROOM_PHOTO_BYTES / (1024 * 1024);
  const installments = AFTERPAY_INSTALLMENTS;
  const delay = PRINT_DELAY_MS;
  return {
    id: 'limits',
    title: say(msg`Limits`),
    rows: [
      { label: say(msg`TVs per booking`), value: say(msg`Up to ${tvs}`) },
      { label: say(msg`Quantity of a service or product`), value: `${min}-${max}` },
      { label: say(msg`Large-TV threshold`), value: say(msg`${inches} inches`) },
      { label: say(msg`Bookable dates`), value: say(msg`${days} days from today`) },
      { label: say(msg`Arrival window`), value: say(msg`${hours} hours`) },
      {
        label: say(msg`Room photos`),
        value: say(msg`Up to ${photos}, ${megabytes} MB each`),
      },
      {
        label: 'Afterpay',
        value: say(msg`${installments} interest-free installments`),
        note: say(msg`They add up to the total exactly: at most a cent apart`),
      },
      { label: say(msg`Printed pricing guide`), value: say(msg`Prints after ${delay} ms`) },
    ],
  };
}

/** The whole reference, in the order the pricing breakdown page and the printed guide show it. */
export function pricingReference(i18n: I18n, names: CatalogNames): readonly ReferenceSection[] {
  const words = referenceWords(i18n, names);
  return [
    installationSection(words),
    mountSection(words),
    wallSection(words),
    addOnSection(words),
    bookingSection(words),
    apartmentSection(words),
    servicesSection(words),
    landingSection(words),
    upsellSection(words),
    limitsSection(words),
    ...settingsReference(words),
  ];
}
