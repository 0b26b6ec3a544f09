// A TV's real size from its diagonal (decisions.md "See it on your wall (true-scale 3D and AR)"):
// a 16:9 screen is 0.8716 of its diagonal wide and 0.4903 of it high. Shared by the model the
// server draws and the sizes the dialog prints, so the two always agree.
import type { MountType } from './mount-types';
import { tvSizeUpperInches, type TvSize } from './tv-sizes';

/** The sizes a model can be asked for: whole inches (docs/decisions/045). */
export const TV_MODEL_MIN_INCHES = 24;
export const TV_MODEL_MAX_INCHES = 110;

const CM_PER_INCH = 2.54;
const WIDTH_PER_DIAGONAL = 0.8716;
const HEIGHT_PER_DIAGONAL = 0.4903;

export interface ScreenSize {
  readonly widthInches: number;
  readonly heightInches: number;
  readonly widthCm: number;
  readonly heightCm: number;
}

export function screenSize(diagonalInches: number): ScreenSize {
  const widthInches = diagonalInches * WIDTH_PER_DIAGONAL;
  const heightInches = diagonalInches * HEIGHT_PER_DIAGONAL;
  return {
    widthInches,
    heightInches,
    widthCm: widthInches * CM_PER_INCH,
    heightCm: heightInches * CM_PER_INCH,
  };
}

/** A bracket is shown at its largest size: 56"-65" is a 65-inch TV. */
export function previewInches(size: TvSize): number {
  return tvSizeUpperInches(size);
}

export function isModelInches(value: number): boolean {
  return Number.isInteger(value) && value >= TV_MODEL_MIN_INCHES && value <= TV_MODEL_MAX_INCHES;
}

/** The model's address; its parameters are its version, so it is cached for good. */
export function tvModelPath(inches: number, mount: MountType): string {
  return `/api/models/tv.glb?inches=${inches}&mount=${mount}`;
}
