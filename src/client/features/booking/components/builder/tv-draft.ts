// The TV form's draft and the rules of booking-flow.md sections 4-5 that shape it: fireplace
// outlet only on drywall, frame options only on frame_media_box (which preselects furniture), two
// technicians only for 56-65 and larger, wood studs hidden (stored as metal studs) in a high-rise.
import type { ApartmentComplexKey } from '@/domain/catalog/apartment-complexes/complexes';
import { findComplex } from '@/domain/catalog/apartment-complexes/complexes';
import { BOOKING_DEFAULTS } from '@/domain/catalog/defaults';
import type { MountOption, MountType } from '@/domain/catalog/mount-types';
import { OTHER_ROOM } from '@/domain/catalog/rooms';
import type { FrameMediaBoxType, LargeTvAssistance } from '@/domain/catalog/tv-add-ons';
import { isLargeTv, type TvSize } from '@/domain/catalog/tv-sizes';
import { isDrywall, type WallType } from '@/domain/catalog/wall-types';
import type { CartTv } from '../../state/booking-state';

export interface TvDraft {
  readonly id: string | null;
  /** A listed room, or OTHER_ROOM with the free text in otherRoom. */
  readonly roomChoice: string;
  readonly otherRoom: string;
  readonly tvSize: TvSize | null;
  readonly wallType: WallType | null;
  readonly mountOption: MountOption;
  readonly mountType: MountType;
  readonly wireInWall: boolean;
  readonly deviceSetup: boolean;
  readonly sameDayService: boolean;
  readonly wireCordHiders: boolean;
  readonly fireplaceOutlet: boolean;
  readonly homeTheaterSetup: boolean;
  readonly floatingShelf: boolean;
  readonly largeTvAssistance: LargeTvAssistance;
  readonly frameMediaBoxType: FrameMediaBoxType;
  readonly apartmentComplex: ApartmentComplexKey | null;
}

export function emptyDraft(apartmentComplex: ApartmentComplexKey | null): TvDraft {
  return {
    id: null,
    roomChoice: '',
    otherRoom: '',
    tvSize: null,
    wallType: null,
    mountOption: BOOKING_DEFAULTS.mountOption,
    mountType: BOOKING_DEFAULTS.mountType,
    wireInWall: false,
    deviceSetup: false,
    sameDayService: false,
    wireCordHiders: false,
    fireplaceOutlet: false,
    homeTheaterSetup: false,
    floatingShelf: false,
    largeTvAssistance: 'customer_help',
    frameMediaBoxType: 'none',
    apartmentComplex,
  };
}

export function isHighRise(complex: ApartmentComplexKey | null): boolean {
  return complex ? (findComplex(complex)?.highRise ?? false) : false;
}

export function draftRoom(draft: TvDraft): string {
  return (draft.roomChoice === OTHER_ROOM ? draft.otherRoom : draft.roomChoice).trim();
}

/** Applies a change and then every rule that depends on it. */
export function updateDraft(draft: TvDraft, change: Partial<TvDraft>): TvDraft {
  const next = { ...draft, ...change };
  let wallType = next.wallType;
  if (wallType === 'drywall_studs' && isHighRise(next.apartmentComplex)) {
    wallType = 'drywall_metal_studs';
  }
  const onFrame = wallType === 'frame_media_box';
  let frameMediaBoxType = next.frameMediaBoxType;
  if (!onFrame) frameMediaBoxType = 'none';
  else if (change.wallType === 'frame_media_box' && draft.wallType !== 'frame_media_box') {
    frameMediaBoxType = 'furniture';
  }
  return {
    ...next,
    wallType,
    frameMediaBoxType,
    fireplaceOutlet: next.fireplaceOutlet && wallType !== null && isDrywall(wallType),
    largeTvAssistance:
      next.tvSize !== null && isLargeTv(next.tvSize) ? next.largeTvAssistance : 'customer_help',
  };
}

export function draftFromTv(tv: CartTv, listedRooms: readonly string[]): TvDraft {
  const listed = listedRooms.includes(tv.room);
  return {
    id: tv.id,
    roomChoice: listed ? tv.room : OTHER_ROOM,
    otherRoom: listed ? '' : tv.room,
    tvSize: tv.tvSize,
    wallType: tv.wallType,
    mountOption: tv.mountOption,
    mountType: tv.mountType,
    wireInWall: tv.wireInWall,
    deviceSetup: tv.deviceSetup,
    sameDayService: tv.sameDayService,
    wireCordHiders: tv.wireCordHiders,
    fireplaceOutlet: tv.fireplaceOutlet,
    homeTheaterSetup: tv.homeTheaterSetup,
    floatingShelf: tv.floatingShelf === 'single',
    largeTvAssistance: tv.largeTvAssistance,
    frameMediaBoxType: tv.frameMediaBoxType,
    apartmentComplex: tv.apartmentComplex ?? null,
  };
}

/** The cart TV, once size and wall are chosen and the room is not blank. */
export function tvFromDraft(draft: TvDraft, newId: () => string): CartTv | null {
  const room = draftRoom(draft);
  if (!room || !draft.tvSize || !draft.wallType) return null;
  return {
    id: draft.id ?? newId(),
    room,
    tvSize: draft.tvSize,
    wallType: draft.wallType,
    mountOption: draft.mountOption,
    mountType: draft.mountType,
    wireInWall: draft.wireInWall,
    deviceSetup: draft.deviceSetup,
    sameDayService: draft.sameDayService,
    wireCordHiders: draft.wireCordHiders,
    fireplaceOutlet: draft.fireplaceOutlet,
    homeTheaterSetup: draft.homeTheaterSetup,
    floatingShelf: draft.floatingShelf ? 'single' : '',
    largeTvAssistance: draft.largeTvAssistance,
    frameMediaBoxType: draft.frameMediaBoxType,
    apartmentComplex: draft.apartmentComplex,
  };
}
