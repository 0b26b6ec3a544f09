// The landing page's sections below the hero: the service cards, the claims and the reviews
// (booking-flow.md sections 1 and 2). Apart from landing.ts: the banner and the hero need none
// of it, so it arrives with those sections (features/landing/later-section.tsx).
import { formatMoney } from '../pricing/format-money';
import { BUSINESS_HOURS } from '../scheduling/business-hours';
import { ADDITIONAL_SERVICES, type AdditionalServiceType } from './additional-services';
import { GALLERY_ITEMS } from './gallery';
import { INSTALLATION_PRICES } from './installation-prices';
import {
  COMPLEX_COUNT,
  FLOOR_PLAN_COUNT,
  countText,
  isLicensed,
  type LandingBusiness,
} from './landing';
import { PER_TV_ADD_ONS } from './tv-add-ons';

/**
 * The lowest installation charge of one TV (decisions.md "Price rules" step 1): what a TV on a
 * drywall wall costs at least, with nothing added. landing-claims.test.ts checks it against the
 * price engine over every size, wall, mount and complex.
 */
const LOWEST_INSTALLATION_CENTS = Math.min(
  INSTALLATION_PRICES.baseCents,
  INSTALLATION_PRICES.premiumZipCents,
  INSTALLATION_PRICES.ownMountSmallCents,
  INSTALLATION_PRICES.ownMountLargeCents,
);

/** A service's card, at the price of its cheapest option. */
function serviceCard(title: string, type: AdditionalServiceType) {
  return {
    title,
    priceCents: Math.min(...ADDITIONAL_SERVICES[type].options.map((option) => option.priceCents)),
  };
}

/**
 * The "Starting at" price of each service card: the least the engine or the catalog charges for
 * what the card describes (issue 26). Wall Mounting is one TV installed; Full Setup is one TV
 * installed with wire in wall and device setup; the rest are their service's cheapest option
 * (catalog/additional-services.ts).
 */
export const LANDING_STARTING_PRICES = {
  wallMounting: { title: 'Wall Mounting', priceCents: LOWEST_INSTALLATION_CENTS },
  fullSetup: {
    title: 'Full Setup',
    priceCents:
      LOWEST_INSTALLATION_CENTS +
      PER_TV_ADD_ONS.wireInWall.priceCents +
      PER_TV_ADD_ONS.deviceSetup.priceCents,
  },
  wireInWall: serviceCard('Wire in Wall with Outlet', 'wireInWall'),
  tvRemoval: serviceCard('TV Takedown/Removal', 'tvRemoval'),
  ledLighting: serviceCard('LED Ambient Lighting', 'ledLighting'),
  securityCameras: serviceCard('Security Camera Installation', 'securityCameras'),
  soundbarInstall: serviceCard('Soundbar Installation', 'soundbarInstall'),
  videoGameSetup: serviceCard('Video Game Setup', 'videoGameSetup'),
  homeTheaterSetup: serviceCard('Home Theater Setup & Calibration', 'homeTheaterSetup'),
  floatingShelf: serviceCard('Floating Shelf Installation', 'floatingShelf'),
} as const satisfies Record<string, { title: string; priceCents: number }>;
export type LandingPriceKey = keyof typeof LANDING_STARTING_PRICES;

/** '$80' for whole dollars, '$149.99' otherwise. */
const price = (cents: number) => formatMoney(cents).replace(/\.00$/, '');

/** What the Wall Mounting card's price covers, from the same installation charges. */
const { ownMountSmallCents, baseCents, premiumZipCents } = INSTALLATION_PRICES;
const WALL_MOUNTING_BLURB =
  `Any TV from 24 to 86+ inches, level and secure: ${price(ownMountSmallCents)} a TV up to 43" ` +
  `on your own mount, ${price(baseCents)} with one of our mounts (the mount extra), ` +
  `${price(premiumZipCents)} in 28202 and 28203 apartment complexes.`;

/** The services section's gallery teaser: the gallery holds illustrations, not job photos. */
export const GALLERY_TEASER = `${GALLERY_ITEMS.length} illustrations of the installations we do: fireplaces, brick, frame TVs, cameras and more.`;

/** Where a service card leads: the TV builder, the Additional Services page, its camera entry, or the store. */
export type ServiceCardEntry = 'builder' | 'services' | 'security-cameras' | 'store';

export interface ServiceCard {
  readonly key: LandingPriceKey;
  readonly title: string;
  readonly blurb: string;
  readonly startingPriceCents: number;
  readonly image: string;
  readonly entry: ServiceCardEntry;
}

function card(
  key: LandingPriceKey,
  blurb: string,
  image: string,
  entry: ServiceCardEntry,
): ServiceCard {
  const { title, priceCents } = LANDING_STARTING_PRICES[key];
  return { key, title, blurb, startingPriceCents: priceCents, image, entry };
}

/** The nine cards of the services section, in display order. */
export const SERVICE_CARDS: readonly ServiceCard[] = [
  card('wallMounting', WALL_MOUNTING_BLURB, '/assets/services/wall-mounting.svg', 'builder'),
  card(
    'fullSetup',
    'Mounting, hidden wires and every device connected and tested.',
    '/assets/services/full-setup.svg',
    'builder',
  ),
  card(
    'wireInWall',
    'Cables run inside the wall with a new outlet behind the TV.',
    '/assets/services/wire-in-wall.svg',
    'builder',
  ),
  card(
    'tvRemoval',
    'Old TV taken down, hauled away, or the wall patched.',
    '/assets/services/tv-removal.svg',
    'services',
  ),
  card(
    'ledLighting',
    'Soft bias lighting behind the screen, white or full colour.',
    '/assets/services/led-lighting.svg',
    'services',
  ),
  card(
    'securityCameras',
    'Cameras mounted, aimed and connected to your phone.',
    '/assets/services/security-cameras.svg',
    'security-cameras',
  ),
  card(
    'soundbarInstall',
    'Soundbar mounted under the TV and tuned for the room.',
    '/assets/services/soundbar.svg',
    'services',
  ),
  card(
    'homeTheaterSetup',
    'Receiver, speakers and sources wired and calibrated.',
    '/assets/services/home-theater.svg',
    'services',
  ),
  card(
    'floatingShelf',
    'Pick a shelf in Mount Depot and we install it level and strong.',
    '/assets/services/floating-shelf.svg',
    'store',
  ),
];

export interface Claim {
  readonly key: string;
  readonly title: string;
  readonly detail: string;
}

/**
 * The claims of booking-flow.md section 1. Counts come from one place each: customers, reviews
 * and the rating from the business settings, complexes and floor plans from the catalog. A claim
 * the settings cannot back (no rating, no insurer named) is left out or said without the name.
 */
export function landingClaims(business: LandingBusiness): Claim[] {
  const customers = countText(business.reviewCount);
  const source = business.ratingSource ? `${business.ratingSource} ` : '';
  return [
    {
      key: 'same-day',
      title: 'Same-Day Service',
      detail: 'Mounted the same day when a slot is open.',
    },
    { key: 'warranty', title: 'Lifetime Warranty', detail: 'Lifetime warranty on every mounting.' },
    {
      key: 'insured',
      title: isLicensed(business) ? 'Licensed, Bonded & Insured' : 'Bonded & Insured',
      detail: business.insurer ? `Insured by ${business.insurer}.` : 'Covered on every job we do.',
    },
    ...(business.rating !== null
      ? [
          {
            key: 'rating',
            title: `${business.rating} Star Rating`,
            detail: `From about ${customers} ${source}reviews.`,
          },
        ]
      : []),
    {
      key: 'customers',
      title: `${customers}+ Satisfied Customers`,
      detail: 'Homes, apartments and offices across the Charlotte area.',
    },
    { key: 'quick-booking', title: 'Book in 3 Minutes', detail: 'Quick online booking.' },
    { key: 'hours', title: 'Open 7 Days', detail: BUSINESS_HOURS },
    {
      key: 'voice-assistant',
      title: '24/7 AI Chat Assistant',
      detail: 'Exact quotes, open times, booking.',
    },
    {
      key: 'apartments',
      title: `${COMPLEX_COUNT} Apartment Complexes`,
      detail: `${FLOOR_PLAN_COUNT} floor plans: pick your building and floor plan when you book.`,
    },
  ];
}

export interface Testimonial {
  readonly name: string;
  readonly location: string;
  readonly rating: number;
  readonly quote: string;
  /** When the review was left (YYYY-MM-DD) and where: a reader can look it up. */
  readonly date: string;
  readonly source: 'Google' | 'Yelp' | 'Nextdoor';
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Jasmine R.',
    location: 'South End',
    rating: 5,
    date: '2026-10-14',
    source: 'Google',
    quote:
      'They mounted our 75-inch TV above the fireplace and hid every wire. On time, spotless, and the price matched the quote.',
  },
  {
    name: 'Marcus T.',
    location: 'Uptown',
    rating: 5,
    date: '2026-09-27',
    source: 'Yelp',
    quote:
      'Booked in the morning, mounted the same afternoon. They knew our building and had the right anchors for metal studs.',
  },
  {
    name: 'Priya S.',
    location: 'SouthPark',
    rating: 5,
    date: '2026-08-03',
    source: 'Nextdoor',
    quote:
      'Three TVs, a soundbar and LED lighting in one visit, with the multi-TV discount. Highly recommend.',
  },
];
