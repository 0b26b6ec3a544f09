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

export const CAMERA_DENIED_MESSAGE =
  'Camera access denied. Please allow camera permission to use AR preview.';
