// The booking options and their figures, against decisions.md and booking-flow.md sections 3, 9.
import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_SERVICE_TYPES,
  ADDITIONAL_SERVICES,
  findServiceOption,
} from './additional-services';
import {
  INSTALLATION_PRICES,
  MULTI_TV_DISCOUNT,
  SPEC_WALL_MULTIPLIER_TABLE,
} from './installation-prices';
import { MOUNT_TYPE_INFO, MOUNT_TYPES } from './mount-types';
import { GENERAL_ROOMS } from './rooms';
import { FRAME_MEDIA_BOX_OPTIONS, ONE_TIME_FEES, PER_TV_ADD_ONS } from './tv-add-ons';
import {
  isLargeTv,
  isSmallOwnMountSize,
  TV_SIZE_LABELS,
  TV_SIZES,
  tvSizeUpperInches,
} from './tv-sizes';
import { isDrywall, offeredWallTypes, WALL_TYPE_INFO, WALL_TYPES } from './wall-types';

describe('TV sizes', () => {
  it.each([
    ['24-43', '24"-43"', 43, false, true],
    ['44-55', '44"-55"', 55, false, false],
    ['56-65', '56"-65"', 65, true, false],
    ['66-75', '66"-75"', 75, true, false],
    ['76-85', '76"-85"', 85, true, false],
    ['86-98+', '86"-98"+', 98, true, false],
  ] as const)(
    '%s: label %s, %i inches, large %s, small own-mount %s',
    (size, label, inches, large, small) => {
      expect(TV_SIZE_LABELS[size]).toBe(label);
      expect(tvSizeUpperInches(size)).toBe(inches);
      expect(isLargeTv(size)).toBe(large);
      expect(isSmallOwnMountSize(size)).toBe(small);
    },
  );

  it('lists the six brackets in order', () => {
    expect(TV_SIZES).toEqual(['24-43', '44-55', '56-65', '66-75', '76-85', '86-98+']);
  });
});

describe('wall types', () => {
  it.each([
    ['drywall_studs', 'Drywall (wood studs)', true, 0],
    ['drywall_metal_studs', 'Drywall (metal studs)', true, 0],
    ['drywall_toggle', 'Drywall (hollow, toggle anchors)', true, 0],
    ['above_fireplace', 'Above Fireplace', false, 0],
    ['brick', 'Brick', false, 9500],
    ['concrete', 'Concrete', false, 12900],
    ['stone', 'Stone', false, 15000],
    ['tile', 'Tile', false, 20000],
    ['frame_media_box', 'Frame / Media Box', false, 0],
  ] as const)('%s: %s, drywall %s, surcharge %i', (wall, label, drywall, cents) => {
    expect(WALL_TYPE_INFO[wall].label).toBe(label);
    expect(isDrywall(wall)).toBe(drywall);
    expect(WALL_TYPE_INFO[wall].surchargeCents).toBe(cents);
  });

  it('has nine types, and hides wood studs in a high-rise', () => {
    expect(WALL_TYPES).toHaveLength(9);
    expect(offeredWallTypes(false)).toEqual(WALL_TYPES);
    expect(offeredWallTypes(true)).toHaveLength(8);
    expect(offeredWallTypes(true)).not.toContain('drywall_studs');
  });
});

describe('mount types', () => {
  it('have the spec labels, prices and ranges', () => {
    expect(MOUNT_TYPES).toEqual(['fixed', 'tilt', 'full_motion']);
    expect(MOUNT_TYPE_INFO).toEqual({
      fixed: { label: 'Flat Mount', priceCents: 2999, specRangeInches: { min: 32, max: 90 } },
      tilt: { label: 'Tilt Mount', priceCents: 3999, specRangeInches: { min: 32, max: 86 } },
      full_motion: { label: 'Full Motion Mount', priceCents: 7499, specRangeInches: null },
    });
  });
});

describe('rooms', () => {
  it('are the 15 general rooms with Other last', () => {
    expect(GENERAL_ROOMS).toHaveLength(15);
    expect(GENERAL_ROOMS[0]).toBe('Living Room');
    expect(GENERAL_ROOMS.at(-1)).toBe('Other');
    expect(new Set(GENERAL_ROOMS).size).toBe(15);
  });
});

describe('per-TV prices', () => {
  it('match decisions.md', () => {
    expect(INSTALLATION_PRICES).toEqual({
      baseCents: 9900,
      premiumZipCents: 14999,
      ownMountSmallCents: 8000,
      ownMountLargeCents: 10000,
      frameMultiplier: 2,
      highRiseSurchargeCents: 5000,
    });
    expect(MULTI_TV_DISCOUNT).toEqual({ minTvs: 2, percent: 10 });
    const cents = (items: Record<string, { priceCents: number }>) =>
      Object.fromEntries(Object.entries(items).map(([key, item]) => [key, item.priceCents]));
    expect(cents(PER_TV_ADD_ONS)).toEqual({
      wireInWall: 7999,
      deviceSetup: 7500,
      wireCordHiders: 2000,
      fireplaceOutlet: 25000,
      homeTheaterSetup: 22500,
      floatingShelf: 4000,
    });
    expect(cents(FRAME_MEDIA_BOX_OPTIONS)).toEqual({ premium: 35000, furniture: 19900 });
    expect(cents(ONE_TIME_FEES)).toEqual({ sameDayService: 7500, twoTechnicians: 4500 });
  });

  it("use of the spec's wall-multiplier table only its last value, the frame's 2.0x", () => {
    expect(SPEC_WALL_MULTIPLIER_TABLE).toEqual([1, 1.15, 1.2, 1.35, 1.3, 1.4, 1.3, 2]);
    expect(SPEC_WALL_MULTIPLIER_TABLE.at(-1)).toBe(INSTALLATION_PRICES.frameMultiplier);
  });
});

describe('additional services', () => {
  it('are the eleven keys, each with named options of unique keys', () => {
    expect(ADDITIONAL_SERVICE_TYPES).toHaveLength(11);
    for (const type of ADDITIONAL_SERVICE_TYPES) {
      const service = ADDITIONAL_SERVICES[type];
      expect(service.type).toBe(type);
      expect(service.name).not.toBe('');
      expect(service.description).not.toBe('');
      const keys = service.options.map((option) => option.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const option of service.options) expect(Number.isInteger(option.priceCents)).toBe(true);
    }
  });

  it('finds an option only under its own service', () => {
    expect(findServiceOption('ceilingFan', 'with_light')?.priceCents).toBe(17900);
    expect(findServiceOption('ceilingFan', 'cameras_2')).toBeUndefined();
  });
});
