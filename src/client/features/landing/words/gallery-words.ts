// The gallery's words in the page's language, by picture id. The pictures and their English are
// the domain's (GALLERY_ITEMS, src/domain/catalog/gallery.ts); landing-words.test.ts holds every
// English message here equal to it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GalleryItem } from '@/domain/catalog/gallery';

type Words = { title: MessageDescriptor; caption: MessageDescriptor; alt: MessageDescriptor };

export const GALLERY_WORDS: Readonly<Record<string, Words>> = {
  'professional-tv-installation': {
    title: msg`Professional TV Installation`,
    caption: msg`A 65-inch TV mounted level at eye height in a South End living room.`,
    alt: msg`A large TV mounted on a living room wall above a low media console`,
  },
  'full-motion-mount': {
    title: msg`Full Motion Mount`,
    caption: msg`An articulating mount lets the TV swing toward the kitchen or the sofa.`,
    alt: msg`A TV on an extended full motion arm angled toward the room`,
  },
  'cable-concealment': {
    title: msg`Cable Concealment`,
    caption: msg`Every cable runs inside the wall: nothing hangs below the screen.`,
    alt: msg`A wall-mounted TV with no visible cables beneath it`,
  },
  'drywall-standard-installation': {
    title: msg`Drywall Standard Installation`,
    caption: msg`Lagged into wood studs for a mount that holds for the life of the TV.`,
    alt: msg`A flat mount fastened to drywall before the TV is hung`,
  },
  'tv-takedown-removal': {
    title: msg`TV Takedown and Removal`,
    caption: msg`An old plasma taken down and hauled away, the wall patched and ready.`,
    alt: msg`A technician lifting an old TV off its wall bracket`,
  },
  'led-ambient-lighting': {
    title: msg`LED Ambient Lighting`,
    caption: msg`Soft bias lighting behind the screen cuts glare and eye strain.`,
    alt: msg`A TV glowing with blue LED light around its back edge in a dark room`,
  },
  'frame-tv-installation': {
    title: msg`Frame TV Installation`,
    caption: msg`A frame TV hung flush like artwork in a dining room.`,
    alt: msg`A picture-frame style TV showing a painting, mounted flush to the wall`,
  },
  'security-camera-installation': {
    title: msg`Security Camera Installation`,
    caption: msg`A weatherproof camera covering the front porch and the driveway.`,
    alt: msg`A white security camera mounted under the eave of a house`,
  },
  'soundbar-installation': {
    title: msg`Soundbar Installation`,
    caption: msg`A soundbar mounted just under the TV, wires hidden in the wall.`,
    alt: msg`A soundbar mounted directly below a wall-mounted TV`,
  },
  'video-game-setup': {
    title: msg`Video Game Console Setup`,
    caption: msg`Consoles connected, updated and set to game mode for low latency.`,
    alt: msg`Two game consoles on a floating shelf below a mounted TV`,
  },
  'above-fireplace-mount': {
    title: msg`Above Fireplace Mount`,
    caption: msg`A pull-down mount brings the screen to eye level above the mantel.`,
    alt: msg`A TV mounted above a stone fireplace mantel`,
  },
  'brick-wall-mount': {
    title: msg`Brick Wall Installation`,
    caption: msg`Masonry anchors set into solid brick for a loft in Camp North End.`,
    alt: msg`A TV mounted on an exposed red brick wall`,
  },
  'floating-shelf-installation': {
    title: msg`Floating Shelf Installation`,
    caption: msg`A floating shelf under the TV for the cable box and the streaming stick.`,
    alt: msg`A wooden floating shelf holding devices beneath a mounted TV`,
  },
  'outdoor-patio-tv': {
    title: msg`Outdoor Patio TV`,
    caption: msg`A weather-rated TV on a covered patio, ready for game day.`,
    alt: msg`A TV mounted on a covered outdoor patio wall beside string lights`,
  },
  'home-theater-setup': {
    title: msg`Home Theater Setup`,
    caption: msg`Receiver, surround speakers and a projector-size screen, calibrated for the room.`,
    alt: msg`A media room with a wall-mounted TV flanked by tower speakers`,
  },
};

/** A picture with its words in the page's language (`translate` is useLingui's t or i18n._). */
export function galleryItemIn(
  item: GalleryItem,
  translate: (descriptor: MessageDescriptor) => string,
): GalleryItem {
  const words = GALLERY_WORDS[item.id];
  if (!words) return item;
  return {
    ...item,
    title: translate(words.title),
    caption: translate(words.caption),
    alt: translate(words.alt),
  };
}
