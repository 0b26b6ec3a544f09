// The upsell catalogue (store-staff-assistant.md sections 3 and 9). The rule that picks from it is
// src/domain/upsell/suggest-upsells.ts. Triggers are kept narrow on purpose: a suggestion shows when
// at least half of its trigger groups match, so a wide extra group would show it out of place
// (a mount upgrade has only the mount group, so it never shows to someone who already has it).
import type { AdditionalServiceType } from './additional-services';
import type { MountType } from './mount-types';
import type { PerTvAddOn } from './tv-add-ons';
import { TV_SIZES, type TvSize } from './tv-sizes';
import type { WallType } from './wall-types';

export const UPSELL_CATEGORIES = [
  'mount',
  'lighting',
  'cable_management',
  'audio',
  'home_decor',
  'protection',
] as const;
export type UpsellCategory = (typeof UPSELL_CATEGORIES)[number];

/** In sort order: high first. */
export const UPSELL_PRIORITIES = ['high', 'medium', 'low'] as const;
export type UpsellPriority = (typeof UPSELL_PRIORITIES)[number];

/** What a customer can have selected: an additional service or a per-TV add-on. */
export type UpsellServiceKey = AdditionalServiceType | PerTvAddOn;

export interface UpsellTriggers {
  readonly tvSize?: readonly TvSize[];
  readonly mountType?: readonly MountType[];
  readonly wallType?: readonly WallType[];
  readonly services?: readonly UpsellServiceKey[];
  readonly room?: readonly string[];
}

export interface UpsellSuggestion {
  readonly id: string;
  readonly name: string;
  readonly priceCents: number;
  readonly description: string;
  /** A lucide-react icon name. */
  readonly icon: string;
  readonly category: UpsellCategory;
  readonly priority: UpsellPriority;
  readonly triggers: UpsellTriggers;
  /** Not suggested when any of these services is already selected. */
  readonly incompatibleWith?: readonly UpsellServiceKey[];
}

const LARGE_SIZES: readonly TvSize[] = ['56-65', '66-75', '76-85', '86-98+'];
const MASONRY_WALLS: readonly WallType[] = ['brick', 'concrete', 'stone', 'tile'];
const ENTERTAINMENT_ROOMS = ['Living Room', 'Family Room', 'Man Cave', 'Game Room', 'Basement'];
const BEDROOMS = ['Master Bedroom', 'Guest Bedroom', 'Kids Bedroom', 'Bedroom', 'Second Bedroom'];
const CONNECTED_SERVICES: readonly UpsellServiceKey[] = [
  'deviceSetup',
  'soundbarInstall',
  'videoGameSetup',
  'homeTheaterSetup',
];

/** Recommendations on the builder's panel, under a 'Save up to' badge of their summed prices. */
export const UPSELL_PANEL_COUNT = 4;

const UPSELL_LIST = [
  {
    id: 'tilt-upgrade',
    name: 'Tilt Mount Upgrade',
    priceCents: 1000,
    description: 'Angle the screen down to cut glare when it hangs above eye level.',
    icon: 'MonitorDown',
    category: 'mount',
    priority: 'high',
    triggers: { mountType: ['fixed'] },
  },
  {
    id: 'full-motion-upgrade',
    name: 'Full Motion Mount Upgrade',
    priceCents: 3500,
    description: 'Swing and extend the TV toward any seat in the room.',
    icon: 'Move',
    category: 'mount',
    priority: 'high',
    // From tilt only: the $35 is the step from a tilt mount (39.99) to full motion (74.99); from a
    // fixed mount the step is $45, and the tilt upgrade is offered there instead.
    triggers: { mountType: ['tilt'] },
  },
  {
    id: 'led-accent-lighting',
    name: 'LED Accent Lighting',
    priceCents: 8900,
    description: 'Soft bias lighting behind the TV for less eye strain.',
    icon: 'Lightbulb',
    category: 'lighting',
    priority: 'high',
    triggers: { tvSize: LARGE_SIZES, room: [...ENTERTAINMENT_ROOMS, 'Master Bedroom'] },
    incompatibleWith: ['ledLighting'],
  },
  {
    id: 'smart-rgb-led-strip',
    name: 'Smart RGB LED Strip',
    priceCents: 12900,
    description: 'App and voice controlled colour lighting that can follow the picture.',
    icon: 'Sparkles',
    category: 'lighting',
    priority: 'medium',
    triggers: {
      room: ['Game Room', 'Man Cave', 'Basement', 'Family Room'],
      services: ['videoGameSetup', 'homeTheaterSetup'],
    },
    incompatibleWith: ['ledLighting'],
  },
  {
    id: 'premium-cable-kit',
    name: 'Premium Cable Kit',
    priceCents: 4500,
    description: 'High-speed HDMI and power cables sized for your setup.',
    icon: 'Cable',
    category: 'cable_management',
    priority: 'medium',
    triggers: { tvSize: LARGE_SIZES, services: CONNECTED_SERVICES },
  },
  {
    id: 'paintable-cord-concealer',
    name: 'Paintable Cord Concealer',
    priceCents: 3500,
    description: 'An on-wall raceway for walls where cables cannot run inside.',
    icon: 'PaintRoller',
    category: 'cable_management',
    priority: 'low',
    triggers: { wallType: MASONRY_WALLS },
    incompatibleWith: ['wireInWall', 'wireCordConcealer', 'wireCordHiders'],
  },
  {
    id: 'soundbar-mount',
    name: 'Soundbar Mount',
    priceCents: 9900,
    description: 'A bracket that holds your soundbar right under the screen.',
    icon: 'Speaker',
    category: 'audio',
    priority: 'high',
    triggers: { tvSize: LARGE_SIZES, room: ENTERTAINMENT_ROOMS },
    incompatibleWith: ['soundbarInstall'],
  },
  {
    id: 'receiver-setup',
    name: 'Receiver Setup',
    priceCents: 22500,
    description: 'An AV receiver wired to your speakers and sources and calibrated.',
    icon: 'Radio',
    category: 'audio',
    priority: 'medium',
    triggers: {
      tvSize: ['76-85', '86-98+'],
      services: ['soundbarInstall'],
      room: ['Living Room', 'Family Room', 'Basement', 'Man Cave'],
    },
    incompatibleWith: ['homeTheaterSetup'],
  },
  {
    id: 'small-shelf-20',
    name: 'Small Floating Shelf (20")',
    priceCents: 5000,
    description: 'Room for a streaming box or a small speaker under a smaller TV.',
    icon: 'RectangleHorizontal',
    category: 'home_decor',
    priority: 'medium',
    triggers: { tvSize: ['24-43', '44-55'], room: [...BEDROOMS, 'Kitchen', 'Home Office'] },
    incompatibleWith: ['floatingShelf'],
  },
  {
    id: 'medium-shelf-32',
    name: 'Medium Floating Shelf (32")',
    priceCents: 7000,
    description: 'Holds a console and a cable box under a mid-size TV.',
    icon: 'PanelTop',
    category: 'home_decor',
    priority: 'medium',
    triggers: {
      tvSize: ['44-55', '56-65'],
      room: ['Living Room', 'Family Room', 'Master Bedroom', 'Game Room'],
    },
    incompatibleWith: ['floatingShelf'],
  },
  {
    id: 'large-shelf-60',
    name: 'Large Floating Shelf (60")',
    priceCents: 9000,
    description: 'A full-width shelf for every device under a big screen.',
    icon: 'Columns3',
    category: 'home_decor',
    priority: 'high',
    triggers: { tvSize: ['66-75', '76-85', '86-98+'], room: ENTERTAINMENT_ROOMS },
    incompatibleWith: ['floatingShelf'],
  },
  {
    id: 'surge-protector',
    name: 'Surge Protector',
    priceCents: 6500,
    description: 'Guards the TV and its devices against power spikes.',
    icon: 'Zap',
    category: 'protection',
    priority: 'medium',
    triggers: { tvSize: LARGE_SIZES, services: CONNECTED_SERVICES },
  },
  {
    id: 'anti-tip-stabilizer',
    name: 'Anti-Tip Stabilizer',
    priceCents: 5500,
    description: 'Anchors media furniture to the wall so it cannot tip over.',
    icon: 'Anchor',
    category: 'protection',
    priority: 'high',
    triggers: {
      room: ['Kids Bedroom', 'Game Room', 'Family Room'],
      wallType: ['frame_media_box', 'drywall_toggle'],
    },
  },
  {
    id: 'cleaning-kit',
    name: 'Screen Cleaning Kit',
    priceCents: 2500,
    description: 'A safe spray and microfibre cloth for streak-free screens.',
    icon: 'SprayCan',
    category: 'protection',
    priority: 'low',
    triggers: { tvSize: TV_SIZES },
  },
] as const satisfies readonly UpsellSuggestion[];

export const UPSELLS: readonly UpsellSuggestion[] = UPSELL_LIST;

/** The catalogue's ids as written above: upsells-es.ts names each one in Spanish. */
export type UpsellId = (typeof UPSELL_LIST)[number]['id'];
