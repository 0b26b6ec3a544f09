import { describe, expect, it } from 'vitest';
import { appointmentDayParts, formatAppointmentDate } from './appointment-date';

describe('formatAppointmentDate', () => {
  it('names the calendar day itself, whatever the zone', () => {
    expect(formatAppointmentDate('2026-11-27')).toBe('Friday, November 27');
    expect(formatAppointmentDate('2027-01-01')).toBe('Friday, January 1');
  });

  it('gives the short parts the calendar buttons show', () => {
    expect(appointmentDayParts('2026-03-08')).toEqual({
      weekday: 'Sun',
      day: '8',
      month: 'Mar',
      full: 'Sunday, March 8',
    });
  });
});
