// Wall types and their surcharges (decisions.md "Price rules" step 3, booking-flow.md sections 3, 9).

export const WALL_TYPES = [
  'drywall_studs',
  'drywall_metal_studs',
  'drywall_toggle',
  'above_fireplace',
  'brick',
  'concrete',
  'stone',
  'tile',
  'frame_media_box',
] as const;
export type WallType = (typeof WALL_TYPES)[number];

export interface WallTypeInfo {
  readonly label: string;
  readonly isDrywall: boolean;
  /** Charged only for a TV that is not in an apartment complex. */
  readonly surchargeCents: number;
}

export const WALL_TYPE_INFO: Readonly<Record<WallType, WallTypeInfo>> = {
  drywall_studs: { label: 'Drywall (wood studs)', isDrywall: true, surchargeCents: 0 },
  drywall_metal_studs: { label: 'Drywall (metal studs)', isDrywall: true, surchargeCents: 0 },
  drywall_toggle: { label: 'Drywall (hollow, toggle anchors)', isDrywall: true, surchargeCents: 0 },
  above_fireplace: { label: 'Above Fireplace', isDrywall: false, surchargeCents: 0 },
  brick: { label: 'Brick', isDrywall: false, surchargeCents: 9500 },
  concrete: { label: 'Concrete', isDrywall: false, surchargeCents: 12900 },
  stone: { label: 'Stone', isDrywall: false, surchargeCents: 15000 },
  tile: { label: 'Tile', isDrywall: false, surchargeCents: 20000 },
  frame_media_box: { label: 'Frame / Media Box', isDrywall: false, surchargeCents: 0 },
};

export function isWallType(value: unknown): value is WallType {
  return typeof value === 'string' && (WALL_TYPES as readonly string[]).includes(value);
}

export function isDrywall(wall: WallType): boolean {
  return WALL_TYPE_INFO[wall].isDrywall;
}

/**
 * The wall types a customer may pick. In a high-rise the wood-studs type is hidden: those
 * buildings are framed in metal (booking-flow.md sections 4, 5).
 */
export function offeredWallTypes(highRise: boolean): readonly WallType[] {
  return highRise ? WALL_TYPES.filter((wall) => wall !== 'drywall_studs') : WALL_TYPES;
}
