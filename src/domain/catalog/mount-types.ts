// Mounts a customer can buy from us, or bring (booking-flow.md sections 3, 9).

export const MOUNT_TYPES = ['fixed', 'tilt', 'full_motion'] as const;
export type MountType = (typeof MOUNT_TYPES)[number];

export interface MountTypeInfo {
  readonly label: string;
  /** The purchased mount's price, the same for every TV size. */
  readonly priceCents: number;
  /** The TV sizes the mount is rated for, in inches; null where the spec names none. */
  readonly specRangeInches: { readonly min: number; readonly max: number } | null;
}

export const MOUNT_TYPE_INFO: Readonly<Record<MountType, MountTypeInfo>> = {
  fixed: { label: 'Flat Mount', priceCents: 2999, specRangeInches: { min: 32, max: 90 } },
  tilt: { label: 'Tilt Mount', priceCents: 3999, specRangeInches: { min: 32, max: 86 } },
  full_motion: { label: 'Full Motion Mount', priceCents: 7499, specRangeInches: null },
};

export const MOUNT_OPTIONS = ['purchase', 'own'] as const;
export type MountOption = (typeof MOUNT_OPTIONS)[number];

export const MOUNT_OPTION_LABELS: Readonly<Record<MountOption, string>> = {
  purchase: 'Purchase a mount from us',
  own: 'I have my own mount',
};

export function isMountType(value: unknown): value is MountType {
  return typeof value === 'string' && (MOUNT_TYPES as readonly string[]).includes(value);
}

export function isMountOption(value: unknown): value is MountOption {
  return typeof value === 'string' && (MOUNT_OPTIONS as readonly string[]).includes(value);
}
