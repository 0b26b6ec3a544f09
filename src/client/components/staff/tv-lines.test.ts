import { describe, expect, it } from 'vitest';
import { tvConfigSchema } from '@/domain/schemas/tv-config';
import { canMarkCollected } from './payment-rules';
import { describeTv } from './tv-lines';

describe('describeTv', () => {
  it('names the room, size, wall, mount and each add-on of one TV', () => {
    const tv = tvConfigSchema.parse({
      tvSize: '76-85',
      wallType: 'brick',
      room: 'Bedroom',
      mountType: 'full_motion',
      wireInWall: true,
      largeTvAssistance: 'two_techs',
    });
    expect(describeTv(tv)).toEqual({
      room: 'Bedroom',
      size: '76"-85"',
      wall: 'Brick',
      mount: 'Full Motion Mount (we bring it)',
      addOns: ['Wire in Wall with Outlet', 'Two technicians'],
    });
  });

  it("says when the customer's own mount is used", () => {
    const tv = tvConfigSchema.parse({
      tvSize: '44-55',
      wallType: 'drywall_studs',
      room: 'Office',
      mountOption: 'own',
      mountType: 'tilt',
    });
    expect(describeTv(tv).mount).toBe("Customer's own tilt mount");
    expect(describeTv(tv).addOns).toEqual([]);
  });
});

describe('canMarkCollected', () => {
  it.each([
    ['cash', 'unpaid', 'confirmed', true],
    ['afterpay', 'unpaid', 'completed', true],
    ['card', 'unpaid', 'pending', false],
    ['cash', 'paid', 'pending', false],
    ['cash', 'unpaid', 'cancelled', false],
  ] as const)(
    'offers cash and afterpay money still unpaid on a live job, never a card: %s %s on a %s job is %s',
    (paymentMethod, paymentStatus, status, offered) => {
      expect(canMarkCollected({ paymentMethod, paymentStatus, status })).toBe(offered);
    },
  );
});
