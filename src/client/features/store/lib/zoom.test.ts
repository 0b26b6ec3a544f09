// The zoom viewer's pan limit (issue 26 item 16): the drawn image, not its frame, decides how far
// it may move, so zoomed on a phone it can never be dragged off screen.
import { describe, expect, it } from 'vitest';
import { clampPan, containedSize, ZOOM, type Offset, type Size } from './zoom';

/** The drawn image's edges in frame pixels, its centre moved by `offset`, zoomed by `scale`. */
function edges(frame: Size, image: Size, scale: number, offset: Offset) {
  const w = image.width * scale;
  const h = image.height * scale;
  const left = (frame.width - w) / 2 + offset.x;
  const top = (frame.height - h) / 2 + offset.y;
  return { left, top, right: left + w, bottom: top + h, w, h };
}

/**
 * Along one axis, the drawn image (`drawn` long, from `start` to `end`) covers the frame's
 * `length` when it is at least as long, else it stays inside it.
 */
function expectCoversOrInside(drawn: number, start: number, end: number, length: number) {
  const tolerance = 1e-6;
  if (drawn >= length) {
    expect(start).toBeLessThanOrEqual(tolerance);
    expect(end).toBeGreaterThanOrEqual(length - tolerance);
  } else {
    expect(start).toBeGreaterThanOrEqual(-tolerance);
    expect(end).toBeLessThanOrEqual(length + tolerance);
  }
}

describe('containedSize', () => {
  it('fits the whole image in the frame like object-fit: contain', () => {
    expect(containedSize({ width: 800, height: 800 }, { width: 390, height: 700 })).toEqual({
      width: 390,
      height: 390,
    });
    const wide = containedSize({ width: 1600, height: 900 }, { width: 1280, height: 600 });
    expect(wide.width).toBeCloseTo(1066.667, 3);
    expect(wide.height).toBe(600);
    expect(containedSize({ width: 0, height: 0 }, { width: 390, height: 700 })).toEqual({
      width: 390,
      height: 700,
    });
  });
});

describe('clampPan', () => {
  it('limits a square photo on a tall phone frame by the photo, not the frame', () => {
    const frame = { width: 390, height: 700 };
    const image = containedSize({ width: 800, height: 800 }, frame);
    // At 2x the photo is 780 px square: 195 px to spare sideways, 40 px up and down (not 350).
    expect(clampPan({ x: 1000, y: 1000 }, 2, frame, image)).toEqual({ x: 195, y: 40 });
    expect(clampPan({ x: -1000, y: -1000 }, 2, frame, image)).toEqual({ x: -195, y: -40 });
    // At 1.5x it is 585 px high inside 700: it stays centred vertically.
    expect(clampPan({ x: 0, y: 300 }, 1.5, frame, image)).toEqual({ x: 0, y: 0 });
  });

  it('keeps every zoom and drag covering the frame, or inside it where the image is smaller', () => {
    const frames: Size[] = [
      { width: 390, height: 700 },
      { width: 1280, height: 640 },
    ];
    const naturals: Size[] = [
      { width: 800, height: 800 },
      { width: 400, height: 300 },
      { width: 300, height: 900 },
    ];
    for (const frame of frames) {
      for (const natural of naturals) {
        const image = containedSize(natural, frame);
        for (let scale = ZOOM.min; scale <= ZOOM.max; scale += 0.25) {
          for (const drag of [-5000, -120, 0, 77, 5000]) {
            const offset = clampPan({ x: drag, y: -drag }, scale, frame, image);
            const e = edges(frame, image, scale, offset);
            expectCoversOrInside(e.w, e.left, e.right, frame.width);
            expectCoversOrInside(e.h, e.top, e.bottom, frame.height);
          }
        }
      }
    }
  });
});
