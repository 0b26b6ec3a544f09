import { describe, expect, it } from 'vitest';
import type { StaffBooking } from '@/domain/schemas/staff';
import { jobsFor } from './job-buckets';

const job = (
  id: number,
  appointmentDate: string,
  status: StaffBooking['status'],
  appointmentTime = '10:00 AM',
) => ({ id, appointmentDate, status, appointmentTime }) as StaffBooking;

// 02:30 UTC on March 10 is still March 9 in New York.
const now = new Date('2030-03-10T02:30:00Z');
const jobs = [
  job(1, '2030-03-09', 'confirmed'),
  job(2, '2030-03-10', 'pending'),
  job(3, '2030-03-09', 'cancelled'),
  job(4, '2030-03-01', 'completed'),
  job(5, '2030-03-12', 'completed'),
];

describe('jobsFor', () => {
  it('computes today in New York, not UTC', () => {
    expect(jobsFor('today', jobs, now).map((j) => j.id)).toEqual([1]);
  });
  it('upcoming is after today and still open', () => {
    expect(jobsFor('upcoming', jobs, now).map((j) => j.id)).toEqual([2]);
  });
  it('completed is by status', () => {
    expect(jobsFor('completed', jobs, now).map((j) => j.id)).toEqual([4, 5]);
  });
  it('lists every tab by date, then by arrival window (not as text: 8 AM before 12 PM)', () => {
    const day = [
      job(10, '2030-03-11', 'confirmed', '2:00 PM'),
      job(11, '2030-03-11', 'confirmed', '8:00 AM'),
      job(12, '2030-03-10', 'pending', '6:00 PM'),
      job(13, '2030-03-11', 'pending', '12:00 PM'),
    ];
    expect(jobsFor('all', day, now).map((j) => j.id)).toEqual([12, 11, 13, 10]);
    expect(jobsFor('upcoming', day, now).map((j) => j.id)).toEqual([12, 11, 13, 10]);
  });
});
