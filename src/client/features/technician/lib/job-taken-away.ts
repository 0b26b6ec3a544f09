// A job taken from the technician while their app is open (issue 44, docs/decisions/053): the
// server writes the change that takes it to their stream once more, and the app lets the job go
// at once, buttons and all, rather than after the list's refetch.
import type { LiveStaffBooking } from '@/domain/schemas/live';
import type { StaffBooking } from '@/domain/schemas/staff';

/**
 * Whether the event takes `job` off technician `me`, as far as its fields tell: a job they led
 * now has another lead or none; a job they were second on now has no technician. A second
 * technician taken off while the lead stays says nothing here: the list is read again for it.
 */
export function jobTakenAway(job: StaffBooking, event: LiveStaffBooking, me: number): boolean {
  if (job.id !== event.id || event.assignedTechnicianId === me) return false;
  if (job.assignedTechnicianId === me) return true;
  return job.assignedTechnicianIds.includes(me) && event.assignedTechnicianId === null;
}

/** The list without the jobs the event takes from `me`; the same array when it takes none. */
export function withoutJobTakenAway(
  jobs: StaffBooking[],
  event: LiveStaffBooking,
  me: number,
): StaffBooking[] {
  return jobs.some((job) => jobTakenAway(job, event, me))
    ? jobs.filter((job) => !jobTakenAway(job, event, me))
    : jobs;
}
