import type { StaffBooking } from '@/domain/schemas/staff';
import { businessToday } from '@/domain/scheduling/business-time';

export type JobTab = 'all' | 'today' | 'upcoming' | 'completed';

/**
 * How the dashboard sorts jobs (the spec leaves it open): "today" and "upcoming" compare the
 * appointment date with today in New York; cancelled jobs are in neither, completed ones are
 * never upcoming; "completed" is status completed whatever the date.
 */
export function jobsFor(tab: JobTab, jobs: readonly StaffBooking[], now: Date): StaffBooking[] {
  const today = businessToday(now);
  switch (tab) {
    case 'all':
      return [...jobs];
    case 'today':
      return jobs.filter((j) => j.appointmentDate === today && j.status !== 'cancelled');
    case 'upcoming':
      return jobs
        .filter(
          (j) => j.appointmentDate > today && j.status !== 'cancelled' && j.status !== 'completed',
        )
        .sort((a, b) => a.appointmentDate.localeCompare(b.appointmentDate));
    case 'completed':
      return jobs.filter((j) => j.status === 'completed');
  }
}
