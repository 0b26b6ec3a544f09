import { BUSINESS_TIME_ZONE } from '@/domain/scheduling/business-time';

/** '2030-01-13' -> 'Sun, Jan 13, 2030' (a calendar date: no time zone shift). */
export function formatAppointmentDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** An ISO instant as New York wall-clock time: 'Jan 13, 2030, 3:05 PM'. */
export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return '—';
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return iso;
  return when.toLocaleString('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
