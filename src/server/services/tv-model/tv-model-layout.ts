// Where each box of the TV model goes, in metres (decisions.md "See it on your wall"): the wall
// is the plane z = 0, +Z faces the room, +Y is up. Pure numbers; tv-model.ts turns them into glTF.
import { screenSize } from '../../../domain/catalog/tv-dimensions';
import type { MountType } from '../../../domain/catalog/mount-types';

/** A bezel of 6 mm a side: thin like a current TV, inside the spec's 1 cm. */
export const BEZEL_M = 0.006;
/** The TV's own depth behind the glass. */
export const TV_DEPTH_M = 0.03;
const GLASS_M = 0.001;
const PLATE_M = 0.012;

/** How far each mount holds the TV's back off the wall, and its tilt. */
export const MOUNT_OFFSET_M: Readonly<Record<MountType, number>> = {
  fixed: 0.03,
  tilt: 0.05,
  full_motion: 0.4,
};
export const TILT_DEGREES = 10;

export type Part = 'screen' | 'body' | 'mount';
export interface Box {
  readonly name: string;
  readonly part: Part;
  /** Centre and full size. */
  readonly center: readonly [number, number, number];
  readonly size: readonly [number, number, number];
}

export interface TvLayout {
  /** The TV itself, drawn with its back at z = 0 and its centre on the z axis. */
  readonly tv: readonly Box[];
  /** Where the TV's back goes: its bottom edge's middle, and the tilt about that edge. */
  readonly tvBackBottom: readonly [number, number, number];
  readonly tiltDegrees: number;
  /** The mount, in world space. */
  readonly mount: readonly Box[];
  readonly outerWidth: number;
  readonly outerHeight: number;
}

const box = (
  name: string,
  part: Part,
  [x0, y0, z0]: readonly [number, number, number],
  [x1, y1, z1]: readonly [number, number, number],
): Box => ({
  name,
  part,
  center: [(x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2],
  size: [x1 - x0, y1 - y0, z1 - z0],
});

function mountBoxes(mount: MountType, outerWidth: number, outerHeight: number): Box[] {
  const offset = MOUNT_OFFSET_M[mount];
  if (mount === 'full_motion') {
    // A wall plate, one arm straight out and the plate the TV hangs on: the arm folded out.
    const plate = Math.min(0.35, outerHeight * 0.7) / 2;
    const arm = 0.03;
    return [
      box('Wall plate', 'mount', [-plate * 0.7, -plate, 0], [plate * 0.7, plate, PLATE_M]),
      box('Arm', 'mount', [-arm, -arm, PLATE_M], [arm, arm, offset - PLATE_M]),
      box('TV plate', 'mount', [-plate, -plate, offset - PLATE_M], [plate, plate, offset]),
    ];
  }
  // Fixed and tilt: a wall rail across and two upright arms the TV hangs on.
  const half = Math.min(0.4, outerWidth * 0.3);
  const rail = Math.min(0.2, outerHeight * 0.3) / 2;
  const armHeight = Math.min(0.5, outerHeight * 0.7) / 2;
  const armWidth = 0.025;
  const armX = half * 0.6;
  return [
    box('Wall rail', 'mount', [-half, -rail, 0], [half, rail, PLATE_M]),
    box('Left arm', 'mount', [-armX - armWidth, -armHeight, PLATE_M], [-armX, armHeight, offset]),
    box('Right arm', 'mount', [armX, -armHeight, PLATE_M], [armX + armWidth, armHeight, offset]),
  ];
}

export function tvLayout(inches: number, mount: MountType): TvLayout {
  const { widthCm, heightCm } = screenSize(inches);
  const width = widthCm / 100;
  const height = heightCm / 100;
  const outerWidth = width + 2 * BEZEL_M;
  const outerHeight = height + 2 * BEZEL_M;
  const tv = [
    box(
      'TV body',
      'body',
      [-outerWidth / 2, -outerHeight / 2, 0],
      [outerWidth / 2, outerHeight / 2, TV_DEPTH_M],
    ),
    box(
      'Screen',
      'screen',
      [-width / 2, -height / 2, TV_DEPTH_M],
      [width / 2, height / 2, TV_DEPTH_M + GLASS_M],
    ),
  ];
  return {
    tv,
    tvBackBottom: [0, -outerHeight / 2, MOUNT_OFFSET_M[mount]],
    tiltDegrees: mount === 'tilt' ? TILT_DEGREES : 0,
    mount: mountBoxes(mount, outerWidth, outerHeight),
    outerWidth,
    outerHeight,
  };
}
