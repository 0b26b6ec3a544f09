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

/** The farthest the image may move: half of what overflows the frame, none when it fits. */
export function clampPan(
  offset: Offset,
  scale: number,
  frame: { width: number; height: number },
): Offset {
  const maxX = Math.max(0, (frame.width * scale - frame.width) / 2);
  const maxY = Math.max(0, (frame.height * scale - frame.height) / 2);
  const clamp = (value: number, max: number) => Math.min(max, Math.max(-max, value)) || 0;
  return { x: clamp(offset.x, maxX), y: clamp(offset.y, maxY) };
}

export const percent = (scale: number) => `${Math.round(scale * 100)}%`;
