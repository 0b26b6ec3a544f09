import { MOUNT_TYPE_INFO, type MountType } from './mount-types';
import { FRAME_MEDIA_BOX_OPTIONS, PER_TV_ADD_ONS } from './tv-add-ons';
import { TV_SIZE_LABELS } from './tv-sizes';
import { WALL_TYPE_INFO } from './wall-types';
import type { TvConfig } from '../schemas/tv-config';

/** One TV as an installer reads it: where, how big, which wall, which mount, what else. */
export function describeTv(tv: TvConfig): {
  room: string;
  size: string;
  wall: string;
  mount: string;
  addOns: string[];
} {
  const mountName = MOUNT_TYPE_INFO[tv.mountType as MountType].label;
  const addOns = [
    tv.wireInWall && PER_TV_ADD_ONS.wireInWall.label,
    tv.deviceSetup && PER_TV_ADD_ONS.deviceSetup.label,
    tv.wireCordHiders && PER_TV_ADD_ONS.wireCordHiders.label,
    tv.fireplaceOutlet && PER_TV_ADD_ONS.fireplaceOutlet.label,
    tv.homeTheaterSetup && PER_TV_ADD_ONS.homeTheaterSetup.label,
    tv.floatingShelf && PER_TV_ADD_ONS.floatingShelf.label,
    tv.frameMediaBoxType !== 'none' && FRAME_MEDIA_BOX_OPTIONS[tv.frameMediaBoxType].label,
    tv.largeTvAssistance === 'two_techs' && 'Two technicians',
    tv.sameDayService && 'Same day',
  ].filter((s): s is string => typeof s === 'string' && s !== '');
  return {
    room: tv.room,
    size: TV_SIZE_LABELS[tv.tvSize],
    wall: WALL_TYPE_INFO[tv.wallType].label,
    mount:
      tv.mountOption === 'own'
        ? `Customer's own ${mountName.toLowerCase()}`
        : `${mountName} (we bring it)`,
    addOns,
  };
}
