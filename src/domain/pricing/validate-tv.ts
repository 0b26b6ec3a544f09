// The TV combinations decisions.md "Price rules" forbids, each reported on the field to change.
// Unknown enum values are caught here too, so the engine is safe on input no schema has seen.
import { isApartmentComplexKey } from '../catalog/apartment-complexes/complexes';
import { isMountOption, isMountType } from '../catalog/mount-types';
import {
  FLOATING_SHELF_OPTIONS,
  FRAME_MEDIA_BOX_TYPES,
  LARGE_TV_ASSISTANCE_OPTIONS,
} from '../catalog/tv-add-ons';
import { isLargeTv, isTvSize } from '../catalog/tv-sizes';
import { isDrywall, isWallType } from '../catalog/wall-types';
import type { FieldError } from '../schemas/api-error';
import type { TvConfig } from '../schemas/tv-config';

function isOneOf(values: readonly string[], value: unknown): boolean {
  return typeof value === 'string' && values.includes(value);
}

export function validateTv(tv: TvConfig, index: number): FieldError[] {
  const errors: FieldError[] = [];
  const fail = (field: keyof TvConfig, message: string) =>
    errors.push({ field: `tvs.${index}.${field}`, message });
  const tvName = `TV ${index + 1}`;

  if (!isTvSize(tv.tvSize)) fail('tvSize', `${tvName}: unknown TV size`);
  if (!isWallType(tv.wallType)) fail('wallType', `${tvName}: unknown wall type`);
  if (!isMountType(tv.mountType)) fail('mountType', `${tvName}: unknown mount type`);
  if (!isMountOption(tv.mountOption)) fail('mountOption', `${tvName}: unknown mount option`);
  if (tv.apartmentComplex != null && !isApartmentComplexKey(tv.apartmentComplex)) {
    fail('apartmentComplex', `${tvName}: unknown apartment complex`);
  }
  if (!isOneOf(LARGE_TV_ASSISTANCE_OPTIONS, tv.largeTvAssistance)) {
    fail('largeTvAssistance', `${tvName}: unknown large-TV assistance option`);
  }
  if (!isOneOf(FRAME_MEDIA_BOX_TYPES, tv.frameMediaBoxType)) {
    fail('frameMediaBoxType', `${tvName}: unknown frame box type`);
  }
  if (!isOneOf(FLOATING_SHELF_OPTIONS, tv.floatingShelf)) {
    fail('floatingShelf', `${tvName}: unknown floating shelf option`);
  }

  if (tv.fireplaceOutlet && isWallType(tv.wallType) && !isDrywall(tv.wallType)) {
    fail('fireplaceOutlet', `${tvName}: a fireplace outlet is only installed on a drywall wall`);
  }
  if (tv.frameMediaBoxType !== 'none' && tv.wallType !== 'frame_media_box') {
    fail('frameMediaBoxType', `${tvName}: a frame box needs the Frame / Media Box wall type`);
  }
  if (tv.largeTvAssistance === 'two_techs' && isTvSize(tv.tvSize) && !isLargeTv(tv.tvSize)) {
    fail('largeTvAssistance', `${tvName}: two technicians are only for TVs of 60 inches or more`);
  }
  return errors;
}
