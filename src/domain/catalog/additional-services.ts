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

/** A service's name, description and options ([key, label, price in cents]), in page order. */
type ServiceRow = readonly [
  name: string,
  description: string,
  options: readonly (readonly [key: string, label: string, priceCents: number])[],
];

const SERVICE_ROWS: Readonly<Record<AdditionalServiceType, ServiceRow>> = {
  ceilingFan: [
    'Ceiling Fan Installation',
    'Replace a light fixture or an old fan with a new ceiling fan, balanced and tested.',
    [
      ['standard', 'Standard fan', 14900],
      ['with_light', 'Fan with light kit', 17900],
      ['smart', 'Smart fan (app or voice control)', 19900],
    ],
  ],
  pictureHanging: [
    'Picture & Art Hanging',
    'Level, secure hanging for frames, mirrors and art with the right anchors.',
    [
      ['single', 'Single piece', 2500],
      ['gallery', 'Gallery wall (3-6 pieces)', 7500],
      ['large', 'Large or heavy piece', 4500],
    ],
  ],
  tvRemoval: [
    'TV Takedown & Removal',
    'Take down a mounted TV safely, haul it away, or patch the wall behind it.',
    [
      ['removal_only', 'Removal only', 7500],
      ['removal_disposal', 'Removal with disposal', 9500],
      ['mount_removal_repair', 'Mount removal with wall repair', 6500],
    ],
  ],
  ledLighting: [
    'LED Ambient Lighting',
    'Bias lighting behind the TV for less eye strain and a cinema feel.',
    [
      ['basic', 'Basic white LED', 8900],
      ['premium_rgb', 'Premium RGB', 12900],
      ['smart', 'Smart LED (app and voice)', 15900],
    ],
  ],
  securityCameras: [
    'Security Camera Installation',
    'Mount, aim and connect cameras, and set up viewing on your phone.',
    [
      ['cameras_1', '1 camera', 19900],
      ['cameras_2', '2 cameras', 34900],
      ['cameras_4', '4 cameras', 59900],
      ['cameras_6', '6 cameras', 84900],
      ['cameras_8', '8 cameras', 109900],
    ],
  ],
  wireCordConcealer: [
    'Wire Cord Concealer',
    'A paintable on-wall raceway that hides the cords below your TV.',
    [['standard', 'Standard', 3500]],
  ],
  wireInWall: [
    'Wire in Wall with Outlet',
    'Cables run inside the wall with a code-compliant power outlet behind the TV.',
    [['standard', 'Standard', 7999]],
  ],
  soundbarInstall: [
    'Soundbar Installation',
    'Connect and tune your soundbar, on its own, on the wall or under the TV.',
    [
      ['no_mount', 'No mount (set up only)', 8900],
      ['wall_mount', 'Wall mount', 9900],
      ['under_tv_mount', 'Under-TV mount', 9900],
    ],
  ],
  videoGameSetup: [
    'Video Game Setup',
    'Consoles connected, updated and tuned for low-latency gaming.',
    [
      ['basic', 'Basic (one console)', 7900],
      ['premium', 'Premium (console and accessories)', 9900],
      ['complete', 'Complete (multiple consoles and audio)', 12900],
    ],
  ],
  homeTheaterSetup: [
    'Home Theater Setup & Calibration',
    'Receiver, speakers and sources wired, calibrated and ready for movie night.',
    [['standard', 'Standard', 22500]],
  ],
  floatingShelf: [
    'Floating Shelf Installation',
    'A level floating shelf for your devices, anchored to hold their weight.',
    [['standard', 'Standard', 4000]],
  ],
};

export const ADDITIONAL_SERVICES = Object.fromEntries(
  ADDITIONAL_SERVICE_TYPES.map((type): [AdditionalServiceType, AdditionalService] => {
    const [name, description, options] = SERVICE_ROWS[type];
    return [
      type,
      {
        type,
        name,
        description,
        options: options.map(([key, label, priceCents]) => ({ key, label, priceCents })),
      },
    ];
  }),
) as Readonly<Record<AdditionalServiceType, AdditionalService>>;

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
