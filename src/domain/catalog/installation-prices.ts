// Installation charge and per-booking rules (decisions.md "Price rules" steps 1, 3 and 5).

export const INSTALLATION_PRICES = {
  /** Standard installation charge per TV. */
  baseCents: 9900,
  /** A TV in a complex whose zip is 28202 or 28203 (replaces the base). */
  premiumZipCents: 14999,
  /** Own mount, no complex, 24-43 ("up to 50 inches"). */
  ownMountSmallCents: 8000,
  /** Own mount, no complex, 44-55 and larger. */
  ownMountLargeCents: 10000,
  /** The frame_media_box wall doubles the installation charge. */
  frameMultiplier: 2,
  /** High-rise outside 28202/28203 (Solis LoSo, Artizia): the metal-stud surcharge. */
  highRiseSurchargeCents: 5000,
} as const;

/**
 * The wall-multiplier table of booking-flow.md section 9, which does not say which value belongs to
 * which wall. Listed on /pricing-breakdown only: decisions.md prices walls by additive surcharges
 * and keeps just the frame's 2.0x (`frameMultiplier`), the table's last value.
 */
export const SPEC_WALL_MULTIPLIER_TABLE = [1, 1.15, 1.2, 1.35, 1.3, 1.4, 1.3, 2] as const;

export const MULTI_TV_DISCOUNT = {
  minTvs: 2,
  percent: 10,
} as const;

/** Limits on a quote request (decisions.md "Price rules" step 7). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 20;
export const MAX_TVS_PER_BOOKING = 20;
