// The wall types in Spanish (issue 28), under the keys of wall-types.ts, in the glossary's words
// (decisions.md "Languages"): pared de tablaroca (drywall), montantes de madera / de metal,
// ladrillo, concreto, piedra, azulejo, sobre la chimenea.
import type { WallType } from './wall-types';

export const WALL_TYPE_LABELS_ES: Readonly<Record<WallType, string>> = {
  drywall_studs: 'Pared de tablaroca (drywall) con montantes de madera',
  drywall_metal_studs: 'Pared de tablaroca (drywall) con montantes de metal',
  drywall_toggle: 'Pared de tablaroca (drywall) hueca, con taquetes de mariposa',
  above_fireplace: 'Sobre la chimenea',
  brick: 'Ladrillo',
  concrete: 'Concreto',
  stone: 'Piedra',
  tile: 'Azulejo',
  frame_media_box: 'Marco / mueble multimedia',
};
