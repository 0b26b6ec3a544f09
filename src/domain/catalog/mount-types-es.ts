// The mounts in Spanish (issue 28), under the keys of mount-types.ts: the glossary's Soporte fijo /
// inclinable / articulado (decisions.md "Languages").
import type { MountOption, MountType } from './mount-types';

export const MOUNT_TYPE_LABELS_ES: Readonly<Record<MountType, string>> = {
  fixed: 'Soporte fijo',
  tilt: 'Soporte inclinable',
  full_motion: 'Soporte articulado',
};

export const MOUNT_OPTION_LABELS_ES: Readonly<Record<MountOption, string>> = {
  purchase: 'Comprar el soporte con nosotros',
  own: 'Tengo mi propio soporte',
};
