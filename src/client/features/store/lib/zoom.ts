// The zoom viewer's arithmetic (store-staff-assistant.md sections 5 and 9): 0.5x to 5x, buttons
// multiply or divide by 1.5, the wheel steps by 0.9 or 1.1, and panning is clamped to how far the
// zoomed image overflows its frame.
export const ZOOM = { min: 0.5, max: 5, buttonFactor: 1.5, wheelIn: 1.1, wheelOut: 0.9 } as const;

export const clampZoom = (scale: number) => Math.min(ZOOM.max, Math.max(ZOOM.min, scale));
export const zoomIn = (scale: number) => clampZoom(scale * ZOOM.buttonFactor);
export const zoomOut = (scale: number) => clampZoom(scale / ZOOM.buttonFactor);
/** A wheel turned away from the user (negative deltaY) zooms in. */
export const wheelZoom = (scale: number, deltaY: number) =>
  clampZoom(scale * (deltaY < 0 ? ZOOM.wheelIn : ZOOM.wheelOut));

export type Offset = { x: number; y: number };
export type Size = { width: number; height: number };

/**
 * The size at which `object-fit: contain` draws an image of `natural` size in `frame`: the whole
 * image, as large as fits. Unknown natural sizes (not loaded yet) fill the frame.
 */
export function containedSize(natural: Size, frame: Size): Size {
  if (natural.width <= 0 || natural.height <= 0) return frame;
  const fit = Math.min(frame.width / natural.width, frame.height / natural.height);
  return { width: natural.width * fit, height: natural.height * fit };
}

/**
 * The farthest the zoomed image may move: half of what the drawn image (not its frame: a square
 * photo in a tall phone frame has bands above and below) overflows the frame on each axis, none
 * on an axis where it fits. So a zoomed image always covers the frame where it is larger than
 * the frame and stays centred inside it where it is not: it can never be dragged off screen
 * (issue 26 item 16).
 */
export function clampPan(offset: Offset, scale: number, frame: Size, image: Size = frame): Offset {
  const maxX = Math.max(0, (image.width * scale - frame.width) / 2);
  const maxY = Math.max(0, (image.height * scale - frame.height) / 2);
  const clamp = (value: number, max: number) => Math.min(max, Math.max(-max, value)) || 0;
  return { x: clamp(offset.x, maxX), y: clamp(offset.y, maxY) };
}

export const percent = (scale: number) => `${Math.round(scale * 100)}%`;
