import { describe, expect, it } from 'vitest';
import type { LiveStaffBooking } from '@/domain/schemas/live';
import type { StaffBooking } from '@/domain/schemas/staff';
import { jobTakenAway, withoutJobTakenAway } from './job-taken-away';

const ME = 7;
const job = (id: number, technicians: number[]) =>
  ({
    id,
    status: 'confirmed',
    assignedTechnicianId: technicians[0] ?? null,
    assignedTechnicianIds: technicians,
  }) as StaffBooking;
const event = (id: number, lead: number | null) =>
  ({ id, status: 'confirmed', assignedTechnicianId: lead }) as LiveStaffBooking;

describe('jobTakenAway', () => {
  it('a job I lead given to another technician or to nobody is gone', () => {
    expect(jobTakenAway(job(1, [ME]), event(1, 9), ME)).toBe(true);
    expect(jobTakenAway(job(1, [ME]), event(1, null), ME)).toBe(true);
    expect(jobTakenAway(job(1, [ME, 9]), event(1, 9), ME)).toBe(true);
  });

  it('a job still mine, or about another booking, stays', () => {
    expect(jobTakenAway(job(1, [ME]), event(1, ME), ME)).toBe(false);
    expect(jobTakenAway(job(1, [ME]), event(2, 9), ME)).toBe(false);
    // Second on it: another lead alone does not say I left (the list is read again).
    expect(jobTakenAway(job(1, [9, ME]), event(1, 8), ME)).toBe(false);
  });

  it('a job I was second on that now has nobody is gone', () => {
    expect(jobTakenAway(job(1, [9, ME]), event(1, null), ME)).toBe(true);
  });
});

describe('withoutJobTakenAway', () => {
  it('drops only the job taken, and keeps the same list when none is', () => {
    const jobs = [job(1, [ME]), job(2, [ME])];
    expect(withoutJobTakenAway(jobs, event(1, 9), ME).map((j) => j.id)).toEqual([2]);
    expect(withoutJobTakenAway(jobs, event(1, ME), ME)).toBe(jobs);
  });
});
