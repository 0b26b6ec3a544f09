import { describe, expect, it } from 'vitest';
import { tvConfigSchema } from '@/domain/schemas/tv-config';
import type { StaffBooking } from '@/domain/schemas/staff';
import { canMarkCollected } from './payment-rules';
import { describeTv } from '@/domain/catalog/describe-tv';

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
  // Cash and afterpay money still unpaid on a live job is offered, never a card.
  it.each<Pick<StaffBooking, 'paymentMethod' | 'paymentStatus' | 'status'> & { offered: boolean }>([
    { paymentMethod: 'cash', paymentStatus: 'unpaid', status: 'confirmed', offered: true },
    { paymentMethod: 'afterpay', paymentStatus: 'unpaid', status: 'completed', offered: true },
    { paymentMethod: 'card', paymentStatus: 'unpaid', status: 'pending', offered: false },
    { paymentMethod: 'cash', paymentStatus: 'paid', status: 'pending', offered: false },
    { paymentMethod: 'cash', paymentStatus: 'unpaid', status: 'cancelled', offered: false },
  ])('$paymentMethod, $paymentStatus, $status: $offered', ({ offered, ...job }) => {
    expect(canMarkCollected(job)).toBe(offered);
  });
});
