import { findComplex } from '../catalog/apartment-complexes/complexes';
import type { TvConfig } from '../schemas/tv-config';

/**
 * The TV as it is priced and stored. High-rises are framed in metal, so wood studs sent for one is
 * treated as metal studs, not refused (decisions.md "Price rules" step 3).
 */
export function normalizeTv(tv: TvConfig): TvConfig {
  const complex = tv.apartmentComplex ? findComplex(tv.apartmentComplex) : undefined;
  if (complex?.highRise && tv.wallType === 'drywall_studs') {
    return { ...tv, wallType: 'drywall_metal_studs' };
  }
  return tv;
}
