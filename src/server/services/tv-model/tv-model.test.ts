// The generated TV model read back as a viewer would, with glTF-Transform's NodeIO: its world-space
// bounds are the real TV's (decisions.md "See it on your wall (true-scale 3D and AR)").
import { getBounds, NodeIO, type Document, type Node } from '@gltf-transform/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MountType } from '../../../domain/catalog/mount-types';
import { tvModelGlb } from './tv-model';

type Bounds = { min: number[]; max: number[] };

async function readBack(inches: number, mount: MountType): Promise<Document> {
  return new NodeIO().readBinary(await tvModelGlb(inches, mount));
}

const node = (document: Document, name: string): Node => {
  const found = document
    .getRoot()
    .listNodes()
    .find((each) => each.getName() === name);
  if (!found) throw new Error(`no node ${name}`);
  return found;
};
const scene = (document: Document) => document.getRoot().getDefaultScene()!;
const size = ({ min, max }: Bounds) => max.map((value, axis) => value - min[axis]!);
/** The world-space corners of a node's box (the unit cube scaled by the node). */
function corners(box: Node): number[][] {
  const matrix = box.getWorldMatrix();
  const points: number[][] = [];
  for (const x of [-0.5, 0.5])
    for (const y of [-0.5, 0.5])
      for (const z of [-0.5, 0.5]) {
        points.push(
          [0, 1, 2].map(
            (row) =>
              matrix[row]! * x + matrix[row + 4]! * y + matrix[row + 8]! * z + matrix[row + 12]!,
          ),
        );
      }
  return points;
}

const screenWidth = (inches: number) => (inches * 0.8716 * 2.54) / 100;
const screenHeight = (inches: number) => (inches * 0.4903 * 2.54) / 100;

describe('the TV model (glb read back)', () => {
  it('65" fixed: a 1.439 x 0.809 m screen, at most 2 cm more overall, 3 cm off the wall', async () => {
    const document = await readBack(65, 'fixed');
    const [screenW, screenH] = size(getBounds(node(document, 'Screen')));
    expect(screenW).toBeCloseTo(1.439, 3);
    expect(screenH).toBeCloseTo(0.809, 3);
    const [tvW, tvH] = size(getBounds(node(document, 'TV')));
    expect(tvW).toBeGreaterThanOrEqual(screenW!);
    expect(tvW).toBeLessThanOrEqual(1.439 + 0.02);
    expect(tvH).toBeLessThanOrEqual(0.809 + 0.02);
    // The TV's back sits on the mount, 3 cm out; the whole model's back is the wall, z = 0.
    expect(getBounds(node(document, 'TV')).min[2]).toBeCloseTo(0.03, 5);
    const all = getBounds(scene(document));
    expect(all.min[2]).toBeCloseTo(0, 6);
    // Facing +Z: the screen is the front-most part.
    expect(getBounds(node(document, 'Screen')).max[2]).toBeCloseTo(all.max[2]!, 6);
    expect(size(all)[0]).toBeCloseTo(tvW!, 6);
  });

  it('43" tilt: 5 cm off the wall at the bottom, the top further out (screen facing down 10°)', async () => {
    const document = await readBack(43, 'tilt');
    const body = corners(node(document, 'TV body'));
    const back = body.filter((_, index) => index % 2 === 0); // z = -0.5 corners: the TV's back
    const lowest = back.reduce((a, b) => (a[1]! < b[1]! ? a : b));
    const highest = back.reduce((a, b) => (a[1]! > b[1]! ? a : b));
    expect(lowest[2]).toBeCloseTo(0.05, 5);
    expect(highest[2]!).toBeGreaterThan(lowest[2]! + 0.05);
    const tilt = Math.atan2(highest[2]! - lowest[2]!, highest[1]! - lowest[1]!);
    expect((tilt * 180) / Math.PI).toBeCloseTo(10, 4);
    // The screen's width is untouched by the tilt; its height is its slanted length.
    const screen = corners(node(document, 'Screen'));
    const [x0, y0, z0] = screen[0]!;
    const [, y1, z1] = screen[2]!; // same x and z side, other y
    expect(Math.hypot(y1! - y0!, z1! - z0!)).toBeCloseTo(screenHeight(43), 5);
    expect(Math.abs(screen[4]![0]! - x0!)).toBeCloseTo(screenWidth(43), 5);
    expect(getBounds(scene(document)).min[2]).toBeCloseTo(0, 6);
  });

  it('85" full motion: the TV back about 0.40 m out on an arm from a wall plate at z = 0', async () => {
    const document = await readBack(85, 'full_motion');
    expect(getBounds(node(document, 'TV')).min[2]).toBeCloseTo(0.4, 5);
    expect(getBounds(node(document, 'Wall plate')).min[2]).toBeCloseTo(0, 6);
    const arm = getBounds(node(document, 'Arm'));
    expect(arm.max[2]! - arm.min[2]!).toBeGreaterThan(0.3);
    const [screenW, screenH] = size(getBounds(node(document, 'Screen')));
    expect(screenW).toBeCloseTo(screenWidth(85), 5);
    expect(screenH).toBeCloseTo(screenHeight(85), 5);
    expect(getBounds(scene(document)).min[2]).toBeCloseTo(0, 6);
  });

  it('a typed 70": 1.550 x 0.872 m screen on a fixed mount', async () => {
    const document = await readBack(70, 'fixed');
    const [screenW, screenH] = size(getBounds(node(document, 'Screen')));
    expect(screenW).toBeCloseTo(1.55, 3);
    expect(screenH).toBeCloseTo(0.872, 3);
    expect(getBounds(node(document, 'TV')).min[2]).toBeCloseTo(0.03, 5);
  });

  it('any whole size 24-110, fixed or full motion: the screen matches the formulas, the bezel under 1 cm a side', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 24, max: 110 }),
        fc.constantFrom<MountType>('fixed', 'full_motion'),
        async (inches, mount) => {
          const document = await readBack(inches, mount);
          const [screenW, screenH] = size(getBounds(node(document, 'Screen')));
          expect(screenW).toBeCloseTo(screenWidth(inches), 5);
          expect(screenH).toBeCloseTo(screenHeight(inches), 5);
          const [tvW, tvH] = size(getBounds(node(document, 'TV')));
          expect(tvW! - screenW!).toBeGreaterThan(0);
          expect(tvW! - screenW!).toBeLessThanOrEqual(0.02);
          expect(tvH! - screenH!).toBeLessThanOrEqual(0.02);
          expect(getBounds(scene(document)).min[2]).toBeCloseTo(0, 6);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('uses physically based materials: a glossy dark screen, a dark bezel, a grey mount', async () => {
    const document = await readBack(55, 'fixed');
    const byName = Object.fromEntries(
      document
        .getRoot()
        .listMaterials()
        .map((material) => [material.getName(), material]),
    );
    expect(byName.Screen!.getRoughnessFactor()).toBeLessThan(0.2);
    expect(byName.Screen!.getMetallicFactor()).toBeGreaterThan(0);
    expect(
      byName
        .Screen!.getBaseColorFactor()
        .slice(0, 3)
        .every((c) => c < 0.05),
    ).toBe(true);
    expect(byName.Bezel!.getBaseColorFactor()[0]).toBeLessThan(0.1);
    expect(byName.Mount!.getBaseColorFactor()[0]).toBeGreaterThan(
      byName.Bezel!.getBaseColorFactor()[0]!,
    );
    expect(document.getRoot().listTextures()).toHaveLength(0);
  });
});
