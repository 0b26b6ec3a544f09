// The pricing reference's sections about one TV: installation, mounts, walls, add-ons and the
// apartment rates (booking-flow.md section 9), read from the engine's own tables.
import { msg } from '@lingui/core/macro';
import { APARTMENT_COMPLEXES, PREMIUM_ZIPS } from '@/domain/catalog/apartment-complexes/complexes';
import {
  INSTALLATION_PRICES,
  SPEC_WALL_MULTIPLIER_TABLE,
} from '@/domain/catalog/installation-prices';
import { MOUNT_TYPES, MOUNT_TYPE_INFO } from '@/domain/catalog/mount-types';
import {
  FRAME_MEDIA_BOX_OPTIONS,
  PER_TV_ADD_ONS,
  PER_TV_ADD_ON_KEYS,
} from '@/domain/catalog/tv-add-ons';
import { SMALL_OWN_MOUNT_MAX_INCHES, TV_SIZES, TV_SIZE_LABELS } from '@/domain/catalog/tv-sizes';
import { WALL_TYPES, WALL_TYPE_INFO } from '@/domain/catalog/wall-types';
import type { FrameMediaBoxType } from '@/domain/catalog/tv-add-ons';
import { both, signed, type ReferenceSection, type ReferenceWords } from './reference-words';

export function installationSection({ say, money, locale }: ReferenceWords): ReferenceSection {
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

export function mountSection({ say, money, names }: ReferenceWords): ReferenceSection {
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

export function wallSection({ say, money, names }: ReferenceWords): ReferenceSection {
  return {
    id: 'walls',
    title: say(msg`Wall surcharges (per TV, not in an apartment complex)`),
    rows: WALL_TYPES.map((wall) => ({
      label: names.wallTypes[wall],
      value: signed(money, WALL_TYPE_INFO[wall].surchargeCents),
    })),
  };
}

export function apartmentSection({ say, money, locale }: ReferenceWords): ReferenceSection {
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

export function addOnSection({ say, money, names }: ReferenceWords): ReferenceSection {
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
