import { describe, expect, it } from 'vitest';
import { UPSELLS } from '../catalog/upsells';
import {
  alreadyHas,
  lowestPriceCents,
  panelSuggestions,
  type UpsellTargetTv,
} from './panel-suggestions';

const tv = (change: Partial<UpsellTargetTv> = {}): UpsellTargetTv => ({
  tvSize: '56-65',
  wallType: 'drywall_studs',
  mountOption: 'purchase',
  mountType: 'fixed',
  room: 'Living Room',
  addOns: [],
  ...change,
});
const ids = (
  target: UpsellTargetTv | null,
  services: Parameters<typeof panelSuggestions>[1] = [],
) => panelSuggestions(target, services).map((s) => s.id);
const byId = (id: string) => UPSELLS.find((s) => s.id === id)!;

describe('panelSuggestions (issue 26)', () => {
  it('offers nothing for a form with no TV in it yet (the empty form after Add TV)', () => {
    expect(ids(null)).toEqual([]);
    expect(ids(tv({ tvSize: null }))).toEqual([]);
  });

  it('offers the next mount up, never one the TV already has', () => {
    expect(ids(tv({ mountType: 'fixed' }))).toContain('tilt-upgrade');
    expect(ids(tv({ mountType: 'tilt' }))).not.toContain('tilt-upgrade');
    expect(ids(tv({ mountType: 'full_motion' }))).not.toContain('tilt-upgrade');
    expect(ids(tv({ mountType: 'full_motion' }))).not.toContain('full-motion-upgrade');
    // A customer's own mount: no mount is sold, so none is upgraded.
    const own = ids(tv({ mountOption: 'own', mountType: 'fixed' }));
    expect(own).not.toContain('tilt-upgrade');
    expect(own).not.toContain('full-motion-upgrade');
  });

  it('never offers what the TV or the booking already has', () => {
    expect(ids(tv({ addOns: ['homeTheaterSetup'] }))).not.toContain('receiver-setup');
    expect(ids(tv(), ['ledLighting'])).not.toContain('led-accent-lighting');
    expect(ids(tv(), ['soundbarInstall'])).not.toContain('soundbar-mount');
  });

  it('shows at most four', () => {
    expect(ids(tv()).length).toBeLessThanOrEqual(4);
    expect(ids(tv()).length).toBeGreaterThan(0);
  });

  it('alreadyHas compares mounts by rank', () => {
    expect(alreadyHas(tv({ mountType: 'tilt' }), byId('full-motion-upgrade'))).toBe(false);
    expect(alreadyHas(tv({ mountType: 'tilt' }), byId('tilt-upgrade'))).toBe(true);
    expect(alreadyHas(tv({ mountType: 'full_motion' }), byId('led-accent-lighting'))).toBe(false);
  });
});

describe('lowestPriceCents: the badge is a starting price, not a sum called a saving', () => {
  it('is the cheapest suggestion', () => {
    expect(lowestPriceCents([byId('tilt-upgrade'), byId('soundbar-mount')])).toBe(
      byId('tilt-upgrade').priceCents,
    );
    expect(lowestPriceCents([])).toBeNull();
  });
});
