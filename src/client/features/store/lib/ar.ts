// The AR preview's limits (store-staff-assistant.md sections 2, 5 and 9): size 50% to 300% in
// steps of 0.1, rotation 0 to 360 degrees, the product starts in the middle at size 1.
export const AR = { minSize: 0.5, maxSize: 3, sizeStep: 0.1, maxRotation: 360 } as const;

export type ArPlacement = { x: number; y: number; size: number; rotation: number };
export const AR_START: ArPlacement = { x: 50, y: 50, size: 1, rotation: 0 };

export const clampSize = (size: number) =>
  Math.round(Math.min(AR.maxSize, Math.max(AR.minSize, size)) * 10) / 10;
export const clampRotation = (degrees: number) => Math.min(AR.maxRotation, Math.max(0, degrees));
/** A position in percent of the frame, kept inside it. */
export const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** The camera request: the rear camera preferred, ideally 1280x720. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: {
    facingMode: { ideal: 'environment' },
    width: { ideal: 1280 },
    height: { ideal: 720 },
  },
  audio: false,
};

/** The product's width at size 1, as a share of the frame's width. */
export const AR_BASE_WIDTH = 0.4;

type Size = { width: number; height: number };

/** Where the saved photo's pieces go, in the canvas's pixels. */
export type ArSnapshotLayout = {
  /** The canvas: the part of the camera picture the screen shows, at the camera's resolution. */
  canvas: Size;
  /** That part of the video frame (drawn onto the whole canvas). */
  source: { x: number; y: number; width: number; height: number };
  /** The product: its centre, size and turn, exactly as on screen. */
  product: { centerX: number; centerY: number; width: number; height: number; radians: number };
};

/**
 * The saved photo composed as the screen shows it (issue 26 item 16). The video fills its frame
 * like `object-fit: cover`, so a phone shows only a slice of a landscape camera picture; saving
 * the whole picture with the product sized against it made the product 40% of the photo's width
 * where the screen showed 15%. Instead the photo is the slice on screen, at the camera's
 * resolution, and the product keeps its on-screen share of the frame, its place and its turn.
 * `productRatio` is the product image's height over its width (the img's auto height).
 */
export function arSnapshotLayout({
  frame,
  video,
  productRatio,
  placement,
}: {
  frame: Size;
  video: Size;
  productRatio: number;
  placement: ArPlacement;
}): ArSnapshotLayout {
  const hasVideo = video.width > 0 && video.height > 0;
  const camera = hasVideo ? video : frame;
  // Screen pixels per camera pixel, as object-fit: cover scales the video.
  const cover = Math.max(frame.width / camera.width, frame.height / camera.height);
  const width = Math.min(camera.width, frame.width / cover);
  const height = Math.min(camera.height, frame.height / cover);
  const source = {
    x: (camera.width - width) / 2,
    y: (camera.height - height) / 2,
    width,
    height,
  };
  // The product on screen, in screen pixels: width 40% of the frame times its size.
  const productWidth = frame.width * AR_BASE_WIDTH * placement.size;
  const toCanvas = 1 / cover;
  return {
    canvas: { width: Math.round(width), height: Math.round(height) },
    source,
    product: {
      centerX: (placement.x / 100) * frame.width * toCanvas,
      centerY: (placement.y / 100) * frame.height * toCanvas,
      width: productWidth * toCanvas,
      height: productWidth * productRatio * toCanvas,
      radians: (placement.rotation * Math.PI) / 180,
    },
  };
}
