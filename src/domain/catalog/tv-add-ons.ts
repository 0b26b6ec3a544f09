// Per-TV options and their prices (decisions.md "Price rules" steps 4 and 6). A fireplace outlet
// needs a drywall wall: see isDrywall in wall-types.ts.

export interface PricedItem {
  readonly label: string;
  readonly priceCents: number;
}

export const LARGE_TV_ASSISTANCE_OPTIONS = ['customer_help', 'two_techs'] as const;
export type LargeTvAssistance = (typeof LARGE_TV_ASSISTANCE_OPTIONS)[number];

export const LARGE_TV_ASSISTANCE_LABELS: Readonly<Record<LargeTvAssistance, string>> = {
  customer_help: 'I will help lift the TV',
  two_techs: 'Send two technicians',
};

export const FRAME_MEDIA_BOX_TYPES = ['none', 'premium', 'furniture'] as const;
export type FrameMediaBoxType = (typeof FRAME_MEDIA_BOX_TYPES)[number];

/** Only with the frame_media_box wall type; the builder preselects furniture for that wall. */
export const FRAME_MEDIA_BOX_OPTIONS: Readonly<
  Record<Exclude<FrameMediaBoxType, 'none'>, PricedItem>
> = {
  premium: { label: 'Premium frame box', priceCents: 35000 },
  furniture: { label: 'Furniture media box', priceCents: 19900 },
};

/** '' means no shelf; the select widget cannot hold an empty value, so screens map it to 'none'. */
export const FLOATING_SHELF_OPTIONS = ['single', ''] as const;

export const PER_TV_ADD_ON_KEYS = [
  'wireInWall',
  'deviceSetup',
  'wireCordHiders',
  'fireplaceOutlet',
  'homeTheaterSetup',
  'floatingShelf',
] as const;
export type PerTvAddOn = (typeof PER_TV_ADD_ON_KEYS)[number];

/** Add-ons charged on every TV that asks for them. */
export const PER_TV_ADD_ONS: Readonly<Record<PerTvAddOn, PricedItem>> = {
  wireInWall: { label: 'Wire in Wall with Outlet', priceCents: 7999 },
  deviceSetup: { label: 'Device Setup', priceCents: 7500 },
  wireCordHiders: { label: 'Wire Cord Hiders', priceCents: 2000 },
  fireplaceOutlet: { label: 'Fireplace Outlet', priceCents: 25000 },
  homeTheaterSetup: { label: 'Home Theater Setup', priceCents: 22500 },
  floatingShelf: { label: 'Floating Shelf (single)', priceCents: 4000 },
};

export const ONE_TIME_FEE_KEYS = ['sameDayService', 'twoTechnicians'] as const;
export type OneTimeFee = (typeof ONE_TIME_FEE_KEYS)[number];

/** Charged once per booking however many TVs ask for them. */
export const ONE_TIME_FEES: Readonly<Record<OneTimeFee, PricedItem>> = {
  sameDayService: { label: 'Same-Day Service', priceCents: 7500 },
  twoTechnicians: { label: 'Large TV: Two Technicians', priceCents: 4500 },
};
