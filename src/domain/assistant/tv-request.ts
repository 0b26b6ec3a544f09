// From the customer's words to the TVs the engine prices (decisions.md "Assistant"). What the
// customer does not say is assumed and reported: a purchased fixed mount, drywall with wood
// studs, one TV (and, without a size, a 44"-55" TV: the installation costs the same for every
// size unless the customer brings the mount).
import { isLargeTv, type TvSize } from '../catalog/tv-sizes';
import type { WallType } from '../catalog/wall-types';
import { tvConfigSchema, type TvConfig } from '../schemas/tv-config';
import { bracketOf, findTvGroups, type TvGroup } from './tv-groups';
import type { Locale } from '../site/locales';
import type { Note } from './messages';
import { TV_VOCABULARY, type MountChoice, type TvAddOn } from './tv-vocabulary';
import { findMentions, isNegated, type Mention } from './text';

export const DEFAULT_TV_SIZE: TvSize = '44-55';
export const DEFAULT_WALL: WallType = 'drywall_studs';

export interface Assumptions {
  readonly count: boolean;
  readonly size: boolean;
  readonly wall: boolean;
  readonly mount: boolean;
}

/** What one message says about TVs, before it is applied to a configuration. */
export interface TvWords {
  readonly groups: readonly TvGroup[];
  readonly walls: readonly Mention<WallType>[];
  readonly mounts: readonly Mention<MountChoice>[];
  readonly rooms: readonly Mention<string>[];
  readonly addOns: readonly Mention<TvAddOn>[];
  /** Options the customer asked to leave out ("without the wires hidden"). */
  readonly removed: ReadonlySet<TvAddOn>;
  readonly sameDay: boolean;
  /** Anything at all about TVs: a TV noun, a mount, a wall or an option. */
  readonly aboutTvs: boolean;
  /** "both", "all of them", "each": an option goes on every TV. */
  readonly forEvery: boolean;
}

export function readTvWords(
  text: string,
  language: Locale,
  masked: readonly { start: number; end: number }[] = [],
): TvWords {
  const vocabulary = TV_VOCABULARY[language];
  const walls = findMentions(text, vocabulary.walls, masked).filter(
    (mention): mention is Mention<WallType> => mention.value !== 'skip',
  );
  const mounts = findMentions(text, vocabulary.mounts, masked);
  const rooms = findMentions(text, vocabulary.rooms, masked);
  const rawAddOns = findMentions(text, vocabulary.addOns, masked);
  const hasHiders = rawAddOns.some((m) => m.value === 'wireCordHiders');
  const addOns: Mention<TvAddOn>[] = [];
  const removed = new Set<TvAddOn>();
  for (const mention of rawAddOns) {
    // "Hide the wires" is the in-wall service, unless the customer asked for on-wall covers.
    if (mention.value === 'hideGeneric' && hasHiders) continue;
    const value: TvAddOn = mention.value === 'hideGeneric' ? 'wireInWall' : mention.value;
    if (isNegated(text, mention.start, language)) removed.add(value);
    else addOns.push({ ...mention, value });
  }
  const groups = findTvGroups(text, language, masked);
  // Words read as a service ("take down my old TV", "mount a soundbar") say nothing about TVs.
  const rest = masked.reduce(
    (kept, span) =>
      kept.slice(0, span.start) + ' '.repeat(span.end - span.start) + kept.slice(span.end),
    text,
  );
  const aboutTvs =
    groups.length > 0 ||
    walls.length > 0 ||
    mounts.length > 0 ||
    addOns.length > 0 ||
    vocabulary.tvNoun.test(rest) ||
    (masked.length === 0 && vocabulary.mountWord.test(rest));
  return {
    groups,
    walls,
    mounts,
    rooms,
    addOns,
    removed,
    sameDay: vocabulary.sameDay.test(text),
    aboutTvs,
    forEvery: vocabulary.forEvery.test(text),
  };
}

/** Index of the group whose words hold `position` (-1 before the first group). */
function groupAt(groups: readonly TvGroup[], position: number): number {
  let index = -1;
  groups.forEach((group, i) => {
    if (group.start <= position) index = i;
  });
  return index;
}

/**
 * One value per group: a single value named once applies to every TV; several different values
 * go to the group they are written after, and words before the first group to the rest.
 */
function perGroup<T>(
  groups: readonly TvGroup[],
  found: readonly Mention<T>[],
  key: (value: T) => string,
) {
  const distinct = new Set(found.map((mention) => key(mention.value)));
  if (distinct.size <= 1) {
    // "a 75 over the fireplace and a 55 in the office": said inside one group that is not the
    // last, it is that group's only; said before the first or after the last, it is everyone's.
    const places = new Set(found.map((mention) => groupAt(groups, mention.start)));
    const [place] = places;
    if (places.size === 1 && place !== undefined && place >= 0 && place < groups.length - 1) {
      return groups.map((_, index) => (index === place ? found[0]?.value : undefined));
    }
    return groups.map(() => found[0]?.value);
  }
  const leading = found.find((mention) => groupAt(groups, mention.start) === -1)?.value;
  return groups.map(
    (_, index) =>
      found.find((mention) => groupAt(groups, mention.start) === index)?.value ?? leading,
  );
}

export interface TvRequest {
  readonly tvs: TvConfig[];
  readonly assumed: Assumptions;
  /** Options left out because the rules forbid them, said in the reply. */
  readonly notes: Note[];
}

/** The TVs of a first description (or of a new one replacing the last). */
export function buildTvs(words: TvWords): TvRequest {
  const groups =
    words.groups.length > 0 ? words.groups : [{ start: 0, end: 0, count: 1, counted: false }];
  // A frame box named without a wall means the frame / media box wall it belongs to.
  const frameBox = words.addOns.some(
    (m) => m.value === 'premiumFrameBox' || m.value === 'furnitureMediaBox',
  );
  const defaultWall: WallType =
    frameBox && words.walls.length === 0 ? 'frame_media_box' : DEFAULT_WALL;
  const walls = perGroup(groups, words.walls, (wall) => wall);
  const mounts = perGroup(groups, words.mounts, (mount) => JSON.stringify(mount));
  const rooms = perGroup(groups, words.rooms, (room) => room);
  const describedOneByOne =
    new Set(words.walls.map((m) => m.value)).size > 1 ||
    new Set(words.mounts.map((m) => JSON.stringify(m.value))).size > 1;
  const tvs: TvConfig[] = [];
  const groupOfTv: number[] = [];
  groups.forEach((group, index) => {
    for (let n = 0; n < group.count; n += 1) {
      const mount = mounts[index];
      tvs.push(
        tvConfigSchema.parse({
          tvSize: group.inches === undefined ? DEFAULT_TV_SIZE : bracketOf(group.inches),
          wallType: walls[index] ?? defaultWall,
          room: rooms[index] ?? 'Living Room',
          mountOption: mount?.option ?? 'purchase',
          mountType: mount && mount.option === 'purchase' ? mount.type : 'fixed',
        }),
      );
      groupOfTv.push(index);
    }
  });
  labelRooms(
    tvs,
    rooms.some((room) => room !== undefined),
  );
  const notes: Note[] = [];
  for (const mention of words.addOns) {
    const target = groupAt(groups, mention.start);
    const onlyGroup = describedOneByOne && !words.forEvery && target >= 0 ? target : undefined;
    tvs.forEach((tv, index) => {
      if (onlyGroup === undefined || groupOfTv[index] === onlyGroup)
        setOption(tv, mention.value, true);
    });
  }
  if (words.sameDay) for (const tv of tvs) tv.sameDayService = true;
  notes.push(...checkOptions(tvs));
  return {
    tvs,
    assumed: {
      count: !groups.some((group) => group.counted) && words.groups.length === 0,
      size: groups.some((group) => group.inches === undefined),
      wall: !frameBox && (words.walls.length === 0 || walls.some((wall) => wall === undefined)),
      mount: words.mounts.length === 0 || mounts.some((mount) => mount === undefined),
    },
    notes,
  };
}

/** Several TVs without named rooms are told apart as TV 1, TV 2 ... */
function labelRooms(tvs: TvConfig[], named: boolean): void {
  if (named || tvs.length < 2) return;
  tvs.forEach((tv, index) => {
    tv.room = `TV ${index + 1}`;
  });
}

/** Puts an add-on on a TV or takes it off (two technicians and the frame boxes set a field). */
function setOption(tv: TvConfig, option: TvAddOn, on: boolean): void {
  switch (option) {
    case 'twoTechnicians':
      tv.largeTvAssistance = on ? 'two_techs' : 'customer_help';
      return;
    case 'premiumFrameBox':
      tv.frameMediaBoxType = on ? 'premium' : 'none';
      return;
    case 'furnitureMediaBox':
      tv.frameMediaBoxType = on ? 'furniture' : 'none';
      return;
    default:
      tv[option] = on;
  }
}

/**
 * Options the price rules forbid are left out and said, never refused with a price of nothing:
 * two technicians below 60 inches, a fireplace outlet off drywall, a frame box off the frame wall.
 */
export function checkOptions(tvs: TvConfig[]): Note[] {
  const notes = new Set<Note['key']>();
  for (const tv of tvs) {
    if (tv.largeTvAssistance === 'two_techs' && !isLargeTv(tv.tvSize)) {
      tv.largeTvAssistance = 'customer_help';
      notes.add('twoTechsSmall');
    }
    if (tv.fireplaceOutlet && !tv.wallType.startsWith('drywall')) {
      tv.fireplaceOutlet = false;
      notes.add('fireplaceOutletOffDrywall');
    }
    if (tv.frameMediaBoxType !== 'none' && tv.wallType !== 'frame_media_box') {
      tv.frameMediaBoxType = 'none';
      notes.add('frameBoxOffWall');
    }
  }
  return [...notes].map((key) => ({ key }) as Note);
}

/**
 * A follow-up without new TVs ("what about on brick?", "add device setup", "without the
 * wires hidden") changes every TV of the last configuration.
 */
export function applyTvWords(
  previous: readonly TvConfig[],
  words: TvWords,
  assumed: Assumptions,
): TvRequest {
  const tvs = previous.map((tv) => ({ ...tv }));
  const [wall] = words.walls;
  const [mount] = words.mounts;
  for (const tv of tvs) {
    if (wall) tv.wallType = wall.value;
    if (mount) {
      tv.mountOption = mount.value.option;
      if (mount.value.option === 'purchase') tv.mountType = mount.value.type;
    }
    for (const option of words.removed) setOption(tv, option, false);
    for (const mention of words.addOns) setOption(tv, mention.value, true);
    if (words.sameDay) tv.sameDayService = true;
  }
  const notes = checkOptions(tvs);
  return {
    tvs,
    assumed: { ...assumed, wall: assumed.wall && !wall, mount: assumed.mount && !mount },
    notes,
  };
}

/** Whether the words change TVs at all (a follow-up about the last configuration). */
export function changesTvs(words: TvWords): boolean {
  return (
    words.walls.length > 0 ||
    words.mounts.length > 0 ||
    words.addOns.length > 0 ||
    words.removed.size > 0
  );
}
