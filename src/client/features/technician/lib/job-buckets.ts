import type { StaffBooking } from '@/domain/schemas/staff';
import { businessToday, SLOT_LABELS } from '@/domain/scheduling/business-time';

export type JobTab = 'all' | 'today' | 'upcoming' | 'completed';

const slotOrder = (time: string) => {
  const index = (SLOT_LABELS as readonly string[]).indexOf(time);
  return index === -1 ? SLOT_LABELS.length : index;
};

/** Date, then arrival window, then id: the order a technician drives them in (issue 16). */
export function byAppointment(a: StaffBooking, b: StaffBooking): number {
  return (
    a.appointmentDate.localeCompare(b.appointmentDate) ||
    slotOrder(a.appointmentTime) - slotOrder(b.appointmentTime) ||
    a.id - b.id
  );
}

/**
 * How the dashboard sorts jobs (the spec leaves it open): "today" and "upcoming" compare the
 * appointment date with today in New York; cancelled jobs are in neither, completed ones are
 * never upcoming; "completed" is status completed whatever the date. Every list is in date and
 * time order.
 */
export function jobsFor(tab: JobTab, jobs: readonly StaffBooking[], now: Date): StaffBooking[] {
  return select(tab, jobs, businessToday(now)).sort(byAppointment);
}

function select(tab: JobTab, jobs: readonly StaffBooking[], today: string): StaffBooking[] {
  switch (tab) {
    case 'all':
      return [...jobs];
    case 'today':
      return jobs.filter((j) => j.appointmentDate === today && j.status !== 'cancelled');
    case 'upcoming':
      return jobs.filter(
        (j) => j.appointmentDate > today && j.status !== 'cancelled' && j.status !== 'completed',
      );
    case 'completed':
      return jobs.filter((j) => j.status === 'completed');
  }
}
