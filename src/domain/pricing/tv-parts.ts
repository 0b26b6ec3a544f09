// The parts a TV's price is made of, in the order decisions.md "Price rules" lists them.
import { PER_TV_ADD_ON_KEYS } from '../catalog/tv-add-ons';

export const TV_PART_KEYS = [
  'installation',
  'mount',
  'wall',
  'frameMediaBox',
  ...PER_TV_ADD_ON_KEYS,
] as const;
