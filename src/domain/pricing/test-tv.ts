// Test helper: a TV with the schema's defaults applied, so tests state only what matters.
import { tvConfigSchema, type TvConfig, type TvConfigInput } from '../schemas/tv-config';

export function testTv(overrides: Partial<TvConfigInput> = {}): TvConfig {
  return tvConfigSchema.parse({
    tvSize: '44-55',
    wallType: 'drywall_studs',
    room: 'Living Room',
    ...overrides,
  });
}
