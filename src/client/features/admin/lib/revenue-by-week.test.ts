import { describe, expect, it } from 'vitest';
import type { StaffBooking } from '@/domain/schemas/staff';
import { revenueByWeek, weekStartOf } from './revenue-by-week';

const b = (
  appointmentDate: string,
  totalPrice: number,
  status: StaffBooking['status'] = 'pending',
) => ({ appointmentDate, totalPrice, status }) as StaffBooking;

describe('revenueByWeek', () => {
  it('starts weeks on Monday', () => {
    expect(weekStartOf('2030-01-13')).toBe('2030-01-07'); // a Sunday
    expect(weekStartOf('2030-01-07')).toBe('2030-01-07');
  });

  it('sums non-cancelled bookings per week, including the two weeks ahead', () => {
    const now = new Date('2030-01-09T15:00:00Z'); // Wednesday in New York
    const weeks = revenueByWeek(
      [
        b('2030-01-08', 10000),
        b('2030-01-12', 2500),
        b('2030-01-10', 9999, 'cancelled'),
        b('2030-01-21', 500),
      ],
      now,
    );
    expect(weeks).toHaveLength(8);
    expect(weeks[5]).toEqual({ weekStart: '2030-01-07', cents: 12500, count: 2 });
    expect(weeks[7]).toEqual({ weekStart: '2030-01-21', cents: 500, count: 1 });
  });
});
