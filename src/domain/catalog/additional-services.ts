// The Additional Services page: eleven service keys and their option keys (decisions.md
// "Additional services: option keys"; booking-flow.md section 9 for the labels).

export const ADDITIONAL_SERVICE_TYPES = [
  'ceilingFan',
  'pictureHanging',
  'tvRemoval',
  'ledLighting',
  'securityCameras',
  'wireCordConcealer',
  'wireInWall',
  'soundbarInstall',
  'videoGameSetup',
  'homeTheaterSetup',
  'floatingShelf',
] as const;
export type AdditionalServiceType = (typeof ADDITIONAL_SERVICE_TYPES)[number];

export interface ServiceOption {
  readonly key: string;
  readonly label: string;
  readonly priceCents: number;
}

export interface AdditionalService {
  readonly type: AdditionalServiceType;
  readonly name: string;
  readonly description: string;
  readonly options: readonly ServiceOption[];
}

/** Each service under its own key: `satisfies` holds every `type` to the key it stands under. */
const SERVICES = {
  ceilingFan: {
    type: 'ceilingFan',
    name: 'Ceiling Fan Installation',
    description:
      'Replace a light fixture or an old fan with a new ceiling fan, balanced and tested.',
    options: [
      { key: 'standard', label: 'Standard fan', priceCents: 14900 },
      { key: 'with_light', label: 'Fan with light kit', priceCents: 17900 },
      { key: 'smart', label: 'Smart fan (app or voice control)', priceCents: 19900 },
    ],
  },
  pictureHanging: {
    type: 'pictureHanging',
    name: 'Picture & Art Hanging',
    description: 'Level, secure hanging for frames, mirrors and art with the right anchors.',
    options: [
      { key: 'single', label: 'Single piece', priceCents: 2500 },
      { key: 'gallery', label: 'Gallery wall (3-6 pieces)', priceCents: 7500 },
      { key: 'large', label: 'Large or heavy piece', priceCents: 4500 },
    ],
  },
  tvRemoval: {
    type: 'tvRemoval',
    name: 'TV Takedown & Removal',
    description: 'Take down a mounted TV safely, haul it away, or patch the wall behind it.',
    options: [
      { key: 'removal_only', label: 'Removal only', priceCents: 7500 },
      { key: 'removal_disposal', label: 'Removal with disposal', priceCents: 9500 },
      { key: 'mount_removal_repair', label: 'Mount removal with wall repair', priceCents: 6500 },
    ],
  },
  ledLighting: {
    type: 'ledLighting',
    name: 'LED Ambient Lighting',
    description: 'Bias lighting behind the TV for less eye strain and a cinema feel.',
    options: [
      { key: 'basic', label: 'Basic white LED', priceCents: 8900 },
      { key: 'premium_rgb', label: 'Premium RGB', priceCents: 12900 },
      { key: 'smart', label: 'Smart LED (app and voice)', priceCents: 15900 },
    ],
  },
  securityCameras: {
    type: 'securityCameras',
    name: 'Security Camera Installation',
    description: 'Mount, aim and connect cameras, and set up viewing on your phone.',
    options: [
      { key: 'cameras_1', label: '1 camera', priceCents: 19900 },
      { key: 'cameras_2', label: '2 cameras', priceCents: 34900 },
      { key: 'cameras_4', label: '4 cameras', priceCents: 59900 },
      { key: 'cameras_6', label: '6 cameras', priceCents: 84900 },
      { key: 'cameras_8', label: '8 cameras', priceCents: 109900 },
    ],
  },
  wireCordConcealer: {
    type: 'wireCordConcealer',
    name: 'Wire Cord Concealer',
    description: 'A paintable on-wall raceway that hides the cords below your TV.',
    options: [{ key: 'standard', label: 'Standard', priceCents: 3500 }],
  },
  wireInWall: {
    type: 'wireInWall',
    name: 'Wire in Wall with Outlet',
    description: 'Cables run inside the wall with a code-compliant power outlet behind the TV.',
    options: [{ key: 'standard', label: 'Standard', priceCents: 7999 }],
  },
  soundbarInstall: {
    type: 'soundbarInstall',
    name: 'Soundbar Installation',
    description: 'Connect and tune your soundbar, on its own, on the wall or under the TV.',
    options: [
      { key: 'no_mount', label: 'No mount (set up only)', priceCents: 8900 },
      { key: 'wall_mount', label: 'Wall mount', priceCents: 9900 },
      { key: 'under_tv_mount', label: 'Under-TV mount', priceCents: 9900 },
    ],
  },
  videoGameSetup: {
    type: 'videoGameSetup',
    name: 'Video Game Setup',
    description: 'Consoles connected, updated and tuned for low-latency gaming.',
    options: [
      { key: 'basic', label: 'Basic (one console)', priceCents: 7900 },
      { key: 'premium', label: 'Premium (console and accessories)', priceCents: 9900 },
      { key: 'complete', label: 'Complete (multiple consoles and audio)', priceCents: 12900 },
    ],
  },
  homeTheaterSetup: {
    type: 'homeTheaterSetup',
    name: 'Home Theater Setup & Calibration',
    description: 'Receiver, speakers and sources wired, calibrated and ready for movie night.',
    options: [{ key: 'standard', label: 'Standard', priceCents: 22500 }],
  },
  floatingShelf: {
    type: 'floatingShelf',
    name: 'Floating Shelf Installation',
    description: 'A level floating shelf for your devices, anchored to hold their weight.',
    options: [{ key: 'standard', label: 'Standard', priceCents: 4000 }],
  },
} as const satisfies { readonly [T in AdditionalServiceType]: AdditionalService & { type: T } };

export const ADDITIONAL_SERVICES: Readonly<Record<AdditionalServiceType, AdditionalService>> =
  SERVICES;

/** The option keys of one service, as written above: the Spanish table must name each one. */
export type ServiceOptionKey<T extends AdditionalServiceType> =
  (typeof SERVICES)[T]['options'][number]['key'];

export function isAdditionalServiceType(value: unknown): value is AdditionalServiceType {
  return (
    typeof value === 'string' && (ADDITIONAL_SERVICE_TYPES as readonly string[]).includes(value)
  );
}

export function findServiceOption(
  type: AdditionalServiceType,
  option: string,
): ServiceOption | undefined {
  return ADDITIONAL_SERVICES[type].options.find((candidate) => candidate.key === option);
}
