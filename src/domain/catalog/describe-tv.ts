import { roomName, TV_NAMES_EN, type TvNames } from './tv-names';
import { type MountType } from './mount-types';
import { TV_SIZE_LABELS } from './tv-sizes';
import type { TvConfig } from '../schemas/tv-config';

/**
 * One TV as an installer reads it: where, how big, which wall, which mount, what else. In the
 * names' language (TV_NAMES_EN, the staff's, by default; or a loaded CATALOG_NAMES_ES). A known room is named in that language too.
 */
export function describeTv(
  tv: TvConfig,
  names: TvNames = TV_NAMES_EN,
): {
  room: string;
  size: string;
  wall: string;
  mount: string;
  addOns: string[];
} {
  const mountName = names.mountTypes[tv.mountType as MountType];
  const addOns = [
    tv.wireInWall && names.addOns.wireInWall,
    tv.deviceSetup && names.addOns.deviceSetup,
    tv.wireCordHiders && names.addOns.wireCordHiders,
    tv.fireplaceOutlet && names.addOns.fireplaceOutlet,
    tv.homeTheaterSetup && names.addOns.homeTheaterSetup,
    tv.floatingShelf && names.addOns.floatingShelf,
    tv.frameMediaBoxType !== 'none' && names.frameMediaBox[tv.frameMediaBoxType],
    tv.largeTvAssistance === 'two_techs' && names.tv.twoTechnicians,
    tv.sameDayService && names.tv.sameDay,
  ].filter((s): s is string => typeof s === 'string' && s !== '');
  return {
    room: roomName(tv.room, names),
    size: TV_SIZE_LABELS[tv.tvSize],
    wall: names.wallTypes[tv.wallType],
    mount:
      tv.mountOption === 'own' ? names.tv.ownMount(mountName) : names.tv.purchasedMount(mountName),
    addOns,
  };
}
