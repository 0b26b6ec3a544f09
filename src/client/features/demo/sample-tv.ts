import { tvConfigSchema, type TvConfig } from '@/domain/schemas/tv-config';

/** A living-room TV on drywall with a purchased mount, every other choice at its default. */
export const sampleTv = (tv: Pick<TvConfig, 'tvSize' | 'mountType'>): TvConfig =>
  tvConfigSchema.parse({ ...tv, wallType: 'drywall_studs', room: 'Living Room' });
