import { describe, expect, it } from 'vitest';
import { MOUNT_TYPE_INFO } from '../catalog/mount-types';
import { UPSELLS, type UpsellSuggestion } from '../catalog/upsells';
import { suggestUpsells, upsellQualifies } from './suggest-upsells';

function suggestion(
  id: string,
  triggers: UpsellSuggestion['triggers'],
  extra: Partial<UpsellSuggestion> = {},
): UpsellSuggestion {
  return {
    id,
    name: id,
    priceCents: 1000,
    description: '',
    icon: 'Tv',
    category: 'mount',
    priority: 'medium',
    triggers,
    ...extra,
  };
}

describe('upsellQualifies (store-staff-assistant.md section 5)', () => {
  const twoGroups = suggestion('two', { tvSize: ['56-65'], room: ['Living Room'] });
  const threeGroups = suggestion('three', {
    tvSize: ['56-65'],
    room: ['Living Room'],
    wallType: ['brick'],
  });

  it('needs at least one trigger group', () => {
    expect(upsellQualifies(suggestion('none', {}), { tvSize: '56-65' })).toBe(false);
  });

  it('one of two groups matching is half: it qualifies', () => {
    expect(upsellQualifies(twoGroups, { tvSize: '56-65', room: 'Kitchen' })).toBe(true);
    expect(upsellQualifies(twoGroups, { tvSize: '24-43', room: 'Living Room' })).toBe(true);
  });

  it('no group matching does not qualify', () => {
    expect(upsellQualifies(twoGroups, { tvSize: '24-43', room: 'Kitchen' })).toBe(false);
    expect(upsellQualifies(twoGroups, {})).toBe(false);
  });

  it('one of three is under half; two of three qualifies', () => {
    expect(upsellQualifies(threeGroups, { tvSize: '56-65', room: 'Kitchen' })).toBe(false);
    expect(upsellQualifies(threeGroups, { tvSize: '56-65', wallType: 'brick' })).toBe(true);
  });

  it('matches rooms whatever their case and spacing', () => {
    expect(upsellQualifies(twoGroups, { room: ' living room ' })).toBe(true);
  });

  it('a services group matches when any selected service is listed', () => {
    const audio = suggestion('audio', { services: ['soundbarInstall', 'homeTheaterSetup'] });
    expect(upsellQualifies(audio, { services: ['deviceSetup', 'homeTheaterSetup'] })).toBe(true);
    expect(upsellQualifies(audio, { services: ['deviceSetup'] })).toBe(false);
  });

  it('never qualifies when an incompatible service is selected', () => {
    const led = suggestion('led', { tvSize: ['56-65'] }, { incompatibleWith: ['ledLighting'] });
    expect(upsellQualifies(led, { tvSize: '56-65' })).toBe(true);
    expect(upsellQualifies(led, { tvSize: '56-65', services: ['ledLighting'] })).toBe(false);
  });

  it('ignores a group left undefined', () => {
    const sparse = suggestion('sparse', { tvSize: ['56-65'], room: undefined });
    expect(upsellQualifies(sparse, { tvSize: '56-65' })).toBe(true);
  });
});

describe('suggestUpsells', () => {
  const catalogue = [
    suggestion('low-1', { tvSize: ['56-65'] }, { priority: 'low' }),
    suggestion('medium-1', { tvSize: ['56-65'] }, { priority: 'medium' }),
    suggestion('high-1', { tvSize: ['56-65'] }, { priority: 'high' }),
    suggestion('never', { tvSize: ['24-43'] }, { priority: 'high' }),
    suggestion('medium-2', { tvSize: ['56-65'] }, { priority: 'medium' }),
    suggestion('high-2', { tvSize: ['56-65'] }, { priority: 'high' }),
  ];

  it('sorts high, medium, low, keeping catalogue order within a priority', () => {
    expect(suggestUpsells({ tvSize: '56-65' }, 10, catalogue).map((s) => s.id)).toEqual([
      'high-1',
      'high-2',
      'medium-1',
      'medium-2',
      'low-1',
    ]);
  });

  it('cuts to 3 by default, and to the requested count', () => {
    expect(suggestUpsells({ tvSize: '56-65' }, undefined, catalogue).map((s) => s.id)).toEqual([
      'high-1',
      'high-2',
      'medium-1',
    ]);
    expect(suggestUpsells({ tvSize: '56-65' }, 4, catalogue)).toHaveLength(4);
    expect(suggestUpsells({ tvSize: '56-65' }, 0, catalogue)).toEqual([]);
  });

  it('uses the shipped catalogue by default', () => {
    const picks = suggestUpsells(
      { tvSize: '66-75', mountType: 'fixed', wallType: 'brick', room: 'Living Room' },
      6,
    );
    expect(picks).toHaveLength(6);
    expect(picks.map((s) => s.id)).toContain('tilt-upgrade');
    const order = ['high', 'medium', 'low'];
    const ranks = picks.map((s) => order.indexOf(s.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('does not offer a mount upgrade to someone who already has that mount', () => {
    const ids = suggestUpsells({ tvSize: '56-65', mountType: 'full_motion' }, 14).map((s) => s.id);
    expect(ids).not.toContain('tilt-upgrade');
    expect(ids).not.toContain('full-motion-upgrade');
  });

  it('offers a mount upgrade only from a mount it costs exactly its listed price more than', () => {
    const upgrades = { 'tilt-upgrade': 'tilt', 'full-motion-upgrade': 'full_motion' } as const;
    for (const [id, target] of Object.entries(upgrades)) {
      const upsell = UPSELLS.find((u) => u.id === id);
      const from = upsell?.triggers.mountType ?? [];
      expect(from.length).toBeGreaterThan(0);
      for (const mount of from)
        expect(MOUNT_TYPE_INFO[target].priceCents - MOUNT_TYPE_INFO[mount].priceCents).toBe(
          upsell?.priceCents,
        );
    }
  });

  it('does not offer LED lighting once LED lighting is booked', () => {
    const context = { tvSize: '66-75', room: 'Living Room' } as const;
    expect(suggestUpsells(context, 14).map((s) => s.id)).toContain('led-accent-lighting');
    expect(
      suggestUpsells({ ...context, services: ['ledLighting'] }, 14).map((s) => s.id),
    ).not.toContain('led-accent-lighting');
  });
});
