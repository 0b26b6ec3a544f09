// The AR preview's saved photo is composed as the screen shows it (issue 26 item 16): on a phone
// the landscape camera picture is cropped to the tall frame, and the product keeps its on-screen
// share, place and turn in the photo.
import { describe, expect, it } from 'vitest';
import { AR_BASE_WIDTH, AR_START, arSnapshotLayout } from './ar';

type Size = { width: number; height: number };

/** The layout with the product where the preview first puts it. */
const layoutAtStart = (frame: Size, video: Size, productRatio: number) =>
  arSnapshotLayout({ frame, video, productRatio, placement: AR_START });

describe('arSnapshotLayout', () => {
  it('on a 390 px phone with a 1280x720 camera, the product is 15% of the photo as on screen', () => {
    const frame = { width: 390, height: 600 };
    const layout = layoutAtStart(frame, { width: 1280, height: 720 }, 0.75);
    // The screen shows a 468x720 slice from the middle of the camera picture.
    expect(layout.canvas).toEqual({ width: 468, height: 720 });
    expect(layout.source).toEqual({ x: 406, y: 0, width: 468, height: 720 });
    // On screen the product is 40% of the frame: 156 px, so 40% of the photo's width.
    expect(layout.product.width / layout.canvas.width).toBeCloseTo(AR_BASE_WIDTH, 6);
    // ... which is about 15% of the whole camera picture's width, not 40%.
    expect(layout.product.width / 1280).toBeCloseTo(0.146, 3);
    expect(layout.product.height).toBeCloseTo(layout.product.width * 0.75, 6);
    expect(layout.product.centerX).toBeCloseTo(234, 6);
    expect(layout.product.centerY).toBeCloseTo(360, 6);
    expect(layout.product.radians).toBe(0);
  });

  it('keeps the place, size and turn the customer chose, as shares of the frame', () => {
    const frame = { width: 390, height: 600 };
    const placement = { x: 20, y: 75, size: 2.5, rotation: 90 };
    const layout = arSnapshotLayout({
      frame,
      video: { width: 1920, height: 1080 },
      productRatio: 0.5,
      placement,
    });
    const { canvas, product } = layout;
    // The canvas has the frame's shape.
    expect(canvas.width / canvas.height).toBeCloseTo(frame.width / frame.height, 2);
    expect(product.centerX / canvas.width).toBeCloseTo(0.2, 3);
    expect(product.centerY / canvas.height).toBeCloseTo(0.75, 3);
    expect(product.width / canvas.width).toBeCloseTo(AR_BASE_WIDTH * 2.5, 3);
    expect(product.radians).toBeCloseTo(Math.PI / 2, 9);
  });

  it('crops top and bottom when a portrait camera fills a wide desktop frame', () => {
    const layout = layoutAtStart({ width: 1280, height: 600 }, { width: 720, height: 1280 }, 1);
    expect(layout.source.width).toBe(720);
    expect(layout.source.height).toBeCloseTo(337.5, 6);
    expect(layout.source.y).toBeCloseTo((1280 - 337.5) / 2, 6);
    expect(layout.product.width / layout.source.width).toBeCloseTo(AR_BASE_WIDTH, 6);
  });

  it('falls back to the frame itself before the camera reports a size', () => {
    const layout = layoutAtStart({ width: 400, height: 300 }, { width: 0, height: 0 }, 0.75);
    expect(layout.canvas).toEqual({ width: 400, height: 300 });
    expect(layout.product.width).toBeCloseTo(160, 6);
  });
});
