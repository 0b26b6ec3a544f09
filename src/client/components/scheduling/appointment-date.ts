// A booking's calendar day (YYYY-MM-DD, already in the business time zone) as words. Read at noon
// UTC so that no browser zone can move it to the day before or after.

export function appointmentDayParts(date: string) {
  const at = new Date(`${date}T12:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(at);
  return {
    weekday: format({ weekday: 'short' }),
    day: format({ day: 'numeric' }),
    month: format({ month: 'short' }),
    full: format({ weekday: 'long', month: 'long', day: 'numeric' }),
  };
}

/** '2026-11-27' -> 'Friday, November 27'. */
export function formatAppointmentDate(date: string): string {
  return appointmentDayParts(date).full;
}
