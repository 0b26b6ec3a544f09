// The 15 captioned images of the gallery section (booking-flow.md sections 2 and 9).
// The first ten are the ones the spec names; the last five are ours.

export interface GalleryItem {
  readonly id: string;
  readonly title: string;
  readonly caption: string;
  readonly image: string;
  readonly alt: string;
}

function item(id: string, title: string, caption: string, alt: string): GalleryItem {
  return { id, title, caption, image: `/assets/gallery/${id}.svg`, alt };
}

export const GALLERY_ITEMS: readonly GalleryItem[] = [
  item(
    'professional-tv-installation',
    'Professional TV Installation',
    'A 65-inch TV mounted level at eye height in a South End living room.',
    'A large TV mounted on a living room wall above a low media console',
  ),
  item(
    'full-motion-mount',
    'Full Motion Mount',
    'An articulating mount lets the TV swing toward the kitchen or the sofa.',
    'A TV on an extended full motion arm angled toward the room',
  ),
  item(
    'cable-concealment',
    'Cable Concealment',
    'Every cable runs inside the wall: nothing hangs below the screen.',
    'A wall-mounted TV with no visible cables beneath it',
  ),
  item(
    'drywall-standard-installation',
    'Drywall Standard Installation',
    'Lagged into wood studs for a mount that holds for the life of the TV.',
    'A flat mount fastened to drywall before the TV is hung',
  ),
  item(
    'tv-takedown-removal',
    'TV Takedown and Removal',
    'An old plasma taken down and hauled away, the wall patched and ready.',
    'A technician lifting an old TV off its wall bracket',
  ),
  item(
    'led-ambient-lighting',
    'LED Ambient Lighting',
    'Soft bias lighting behind the screen cuts glare and eye strain.',
    'A TV glowing with blue LED light around its back edge in a dark room',
  ),
  item(
    'frame-tv-installation',
    'Frame TV Installation',
    'A frame TV hung flush like artwork in a dining room.',
    'A picture-frame style TV showing a painting, mounted flush to the wall',
  ),
  item(
    'security-camera-installation',
    'Security Camera Installation',
    'A weatherproof camera covering the front porch and the driveway.',
    'A white security camera mounted under the eave of a house',
  ),
  item(
    'soundbar-installation',
    'Soundbar Installation',
    'A soundbar mounted just under the TV, wires hidden in the wall.',
    'A soundbar mounted directly below a wall-mounted TV',
  ),
  item(
    'video-game-setup',
    'Video Game Console Setup',
    'Consoles connected, updated and set to game mode for low latency.',
    'Two game consoles on a floating shelf below a mounted TV',
  ),
  item(
    'above-fireplace-mount',
    'Above Fireplace Mount',
    'A pull-down mount brings the screen to eye level above the mantel.',
    'A TV mounted above a stone fireplace mantel',
  ),
  item(
    'brick-wall-mount',
    'Brick Wall Installation',
    'Masonry anchors set into solid brick for a loft in Camp North End.',
    'A TV mounted on an exposed red brick wall',
  ),
  item(
    'floating-shelf-installation',
    'Floating Shelf Installation',
    'A floating shelf under the TV for the cable box and the streaming stick.',
    'A wooden floating shelf holding devices beneath a mounted TV',
  ),
  item(
    'outdoor-patio-tv',
    'Outdoor Patio TV',
    'A weather-rated TV on a covered patio, ready for game day.',
    'A TV mounted on a covered outdoor patio wall beside string lights',
  ),
  item(
    'home-theater-setup',
    'Home Theater Setup',
    'Receiver, surround speakers and a projector-size screen, calibrated for the room.',
    'A media room with a wall-mounted TV flanked by tower speakers',
  ),
];
