// The pricing reference's sections about the whole job: booking rules, services, the landing
// page's prices, upsells and limits (booking-flow.md section 9, store-staff-assistant.md section
// 9), read from the engine's own tables.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ADDITIONAL_SERVICE_TYPES,
  ADDITIONAL_SERVICES,
} from '@/domain/catalog/additional-services';
import {
  MAX_TVS_PER_BOOKING,
  MULTI_TV_DISCOUNT,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from '@/domain/catalog/installation-prices';
import { bannerMessages } from '@/domain/catalog/landing';
import { LANDING_STARTING_PRICES } from '@/domain/catalog/landing-sections';
import { ONE_TIME_FEES } from '@/domain/catalog/tv-add-ons';
import { LARGE_TV_MIN_INCHES, TV_SIZES } from '@/domain/catalog/tv-sizes';
import { UPSELL_PANEL_COUNT, UPSELLS, type UpsellPriority } from '@/domain/catalog/upsells';
import { AFTERPAY_INSTALLMENTS } from '@/domain/pricing/afterpay';
import { MAX_ROOM_PHOTOS, MAX_ROOM_PHOTO_BYTES } from '@/domain/schemas/booking';
import { BOOKING_WINDOW_DAYS, SLOT_DURATION_HOURS } from '@/domain/scheduling/business-time';
import { PRINT_DELAY_MS } from '../print-pricing-guide';
import { both, type ReferenceSection, type ReferenceWords } from './reference-words';

// '24-43' -> 24 and '86-98+' -> 86+: the smallest and largest TVs the size brackets cover.
const smallestInches = TV_SIZES[0].split('-')[0] ?? '';
const largestInches = `${TV_SIZES[TV_SIZES.length - 1]?.split('-')[0]}+`;

export function bookingSection({ say, money, names }: ReferenceWords): ReferenceSection {
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

export function servicesSection({ say, money, names }: ReferenceWords): ReferenceSection {
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

export function landingSection({ say, money, locale }: ReferenceWords): ReferenceSection {
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

export function upsellSection({ say, money, names }: ReferenceWords): ReferenceSection {
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

export function limitsSection({ say }: ReferenceWords): ReferenceSection {
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
