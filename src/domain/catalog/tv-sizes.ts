// TV size brackets and the inch thresholds of decisions.md ("TV size brackets and inch thresholds").
// A rule stated in inches uses the bracket's upper bound; 86-98+ counts as 98.

export const TV_SIZES = ['24-43', '44-55', '56-65', '66-75', '76-85', '86-98+'] as const;
export type TvSize = (typeof TV_SIZES)[number];

export const TV_SIZE_LABELS: Readonly<Record<TvSize, string>> = {
  '24-43': '24"-43"',
  '44-55': '44"-55"',
  '56-65': '56"-65"',
  '66-75': '66"-75"',
  '76-85': '76"-85"',
  '86-98+': '86"-98"+',
};

const TV_SIZE_UPPER_INCHES: Readonly<Record<TvSize, number>> = {
  '24-43': 43,
  '44-55': 55,
  '56-65': 65,
  '66-75': 75,
  '76-85': 85,
  '86-98+': 98,
};

/** "60 inches or more": the two-technician option and the large-TV rules. */
export const LARGE_TV_MIN_INCHES = 60;
/** "up to 50 inches": the cheaper own-mount installation. */
export const SMALL_OWN_MOUNT_MAX_INCHES = 50;

export function isTvSize(value: unknown): value is TvSize {
  return typeof value === 'string' && (TV_SIZES as readonly string[]).includes(value);
}

export function tvSizeUpperInches(size: TvSize): number {
  return TV_SIZE_UPPER_INCHES[size];
}

/** 56-65 and larger. */
export function isLargeTv(size: TvSize): boolean {
  return tvSizeUpperInches(size) >= LARGE_TV_MIN_INCHES;
}

/** Only 24-43: the own-mount installation price for TVs "up to 50 inches". */
export function isSmallOwnMountSize(size: TvSize): boolean {
  return tvSizeUpperInches(size) <= SMALL_OWN_MOUNT_MAX_INCHES;
}
