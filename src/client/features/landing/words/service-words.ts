// The service cards' words in the page's language. The cards themselves (prices, pictures, where
// they lead) and their English are the domain's (SERVICE_CARDS, src/domain/catalog/
// landing-sections.ts), which the server's JSON-LD and the pricing reference also read;
// landing-words.test.ts holds every English message here equal to it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { GALLERY_ITEMS } from '@/domain/catalog/gallery';
import { INSTALLATION_PRICES } from '@/domain/catalog/installation-prices';
import type { LandingPriceKey } from '@/domain/catalog/landing-sections';
import { formatMoney } from '@/domain/pricing/format-money';

/** '$80' for whole dollars, as the domain's blurb writes them (the same in es-US). */
const dollars = (cents: number) => formatMoney(cents).replace(/\.00$/, '');
const ownMount = dollars(INSTALLATION_PRICES.ownMountSmallCents);
const ourMount = dollars(INSTALLATION_PRICES.baseCents);
const premium = dollars(INSTALLATION_PRICES.premiumZipCents);

export const SERVICE_WORDS: Readonly<
  Record<LandingPriceKey, { title: MessageDescriptor; blurb?: MessageDescriptor }>
> = {
  wallMounting: {
    title: msg`Wall Mounting`,
    blurb: msg`Any TV from 24 to 86+ inches, level and secure: ${ownMount} a TV up to 43" on your own mount, ${ourMount} with one of our mounts (the mount extra), ${premium} in 28202 and 28203 apartment complexes.`,
  },
  fullSetup: {
    title: msg`Full Setup`,
    blurb: msg`Mounting, hidden wires and every device connected and tested.`,
  },
  wireInWall: {
    title: msg`Wire in Wall with Outlet`,
    blurb: msg`Cables run inside the wall with a new outlet behind the TV.`,
  },
  tvRemoval: {
    title: msg`TV Takedown/Removal`,
    blurb: msg`Old TV taken down, hauled away, or the wall patched.`,
  },
  ledLighting: {
    title: msg`LED Ambient Lighting`,
    blurb: msg`Soft bias lighting behind the screen, white or full colour.`,
  },
  securityCameras: {
    title: msg`Security Camera Installation`,
    blurb: msg`Cameras mounted, aimed and connected to your phone.`,
  },
  soundbarInstall: {
    title: msg`Soundbar Installation`,
    blurb: msg`Soundbar mounted under the TV and tuned for the room.`,
  },
  // Not one of the nine cards: its starting price is listed in the pricing reference only.
  videoGameSetup: { title: msg`Video Game Setup` },
  homeTheaterSetup: {
    title: msg`Home Theater Setup & Calibration`,
    blurb: msg`Receiver, speakers and sources wired and calibrated.`,
  },
  floatingShelf: {
    title: msg`Floating Shelf Installation`,
    blurb: msg`Pick a shelf in Mount Depot and we install it level and strong.`,
  },
};

const illustrations = GALLERY_ITEMS.length;

/** GALLERY_TEASER's words. */
export const GALLERY_TEASER_TEXT = msg`${illustrations} illustrations of the installations we do: fireplaces, brick, frame TVs, cameras and more.`;
