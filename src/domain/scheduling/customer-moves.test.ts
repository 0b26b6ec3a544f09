import { describe, expect, it } from 'vitest';
import { slotStartsAt } from './business-time';
import { isMovableWindow, moveWithinCutoffMessage } from './customer-moves';

describe('customer moves', () => {
  const start = slotStartsAt('2030-03-05', '10:00 AM');
  const hoursBefore = (h: number) => new Date(start.getTime() - h * 60 * 60_000);

  it('allows a window more than 24 hours away and refuses one within 24 hours', () => {
    expect(isMovableWindow('2030-03-05', '10:00 AM', hoursBefore(25))).toBe(true);
    expect(isMovableWindow('2030-03-05', '10:00 AM', hoursBefore(24))).toBe(false);
    expect(isMovableWindow('2030-03-05', '10:00 AM', hoursBefore(2))).toBe(false);
  });

  it('names the phone number', () => {
    expect(moveWithinCutoffMessage('(704) 555-0100')).toContain('(704) 555-0100');
  });
});
