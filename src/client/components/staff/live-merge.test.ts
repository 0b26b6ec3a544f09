// How a staff stream's booking event moves the cached lists and board (issue 30): merged in
// place when the event says it all, refetched when it cannot (table tests).
import { describe, expect, it } from 'vitest';
import type { LiveStaffBooking } from '@/domain/schemas/live';
import type { StaffBooking } from '@/domain/schemas/staff';
import type { ScheduleResponse } from '@/domain/schemas/staff-operations';
import { liveStaffBooking, mergeIntoBookings, mergeIntoSchedule } from './live-merge';

const live = (over: Partial<LiveStaffBooking> = {}): LiveStaffBooking => ({
  id: 1,
  reference: 'CTM-AAAAAA',
  status: 'confirmed',
  paymentStatus: 'unpaid',
  appointmentDate: '2030-03-10',
  appointmentTime: '10:00 AM',
  assignedTechnicianId: 5,
  enRouteAt: null,
  ...over,
});
const row = (over: Partial<LiveStaffBooking> = {}) =>
  ({ ...live(over), name: 'Morgan Lee', technicianName: 'Mike' }) as StaffBooking;

describe('liveStaffBooking', () => {
  it('takes a staff event and refuses anything else', () => {
    expect(liveStaffBooking(live())).toEqual(live());
    expect(liveStaffBooking({ id: 'x' })).toBeNull();
    expect(liveStaffBooking(null)).toBeNull();
  });
});

describe('mergeIntoBookings', () => {
  const list = [row({ id: 1 }), row({ id: 2, reference: 'CTM-BBBBBB' })];
  it.each([
    {
      case: 'on my way: merged, nothing else to read',
      event: live({ enRouteAt: '2030-03-10T14:00:00.000Z' }),
      enRouteAt: '2030-03-10T14:00:00.000Z',
      status: 'confirmed',
      refetch: false,
    },
    {
      case: 'started: merged',
      event: live({ status: 'in_progress' }),
      enRouteAt: null,
      status: 'in_progress',
      refetch: false,
    },
    {
      case: 'another technician: merged and refetched (the name)',
      event: live({ assignedTechnicianId: 9 }),
      enRouteAt: null,
      status: 'confirmed',
      refetch: true,
    },
    {
      case: 'moved to another day: merged and refetched (the order)',
      event: live({ appointmentDate: '2030-03-11' }),
      enRouteAt: null,
      status: 'confirmed',
      refetch: true,
    },
    {
      case: 'cancelled: merged and refetched (the reason)',
      event: live({ status: 'cancelled' }),
      enRouteAt: null,
      status: 'cancelled',
      refetch: true,
    },
    {
      case: 'paid: merged and refetched (who collected)',
      event: live({ paymentStatus: 'paid' }),
      enRouteAt: null,
      status: 'confirmed',
      refetch: true,
    },
  ])('$case', ({ event, enRouteAt, status, refetch }) => {
    const merged = mergeIntoBookings(list, event);
    expect(merged.refetch).toBe(refetch);
    expect(merged.data).not.toBe(list);
    expect(merged.data[0]).toMatchObject({ ...event, name: 'Morgan Lee', enRouteAt, status });
    expect(merged.data[1]).toBe(list[1]);
  });

  it('a booking new to the list is refetched, the list kept as it is', () => {
    const merged = mergeIntoBookings(list, live({ id: 3 }));
    expect(merged).toEqual({ data: list, refetch: true });
    expect(merged.data).toBe(list);
  });

  it('an event with nothing new changes nothing', () => {
    const merged = mergeIntoBookings(list, live());
    expect(merged.data).toBe(list);
    expect(merged.refetch).toBe(false);
  });
});

const board = (bookingStatus: LiveStaffBooking['status'] = 'confirmed'): ScheduleResponse =>
  ({
    from: '2030-03-10',
    to: '2030-03-16',
    days: [
      {
        date: '2030-03-10',
        capacity: 4,
        windows: [
          {
            time: '10:00 AM',
            capacity: 2,
            booked: 1,
            available: true,
            overbooked: false,
            blocked: null,
            bookings: [
              {
                id: 1,
                reference: 'CTM-AAAAAA',
                name: 'Morgan Lee',
                status: bookingStatus,
                paymentStatus: 'unpaid',
                technicianId: 5,
                technicianName: 'Mike',
              },
            ],
            unassigned: [],
          },
        ],
        technicians: [
          {
            id: 5,
            name: 'Mike',
            maxJobsPerDay: 4,
            jobs: [
              { bookingId: 1, reference: 'CTM-AAAAAA', time: '10:00 AM', status: bookingStatus },
            ],
          },
        ],
      },
    ],
  }) as ScheduleResponse;

describe('mergeIntoSchedule', () => {
  it.each([
    {
      case: 'started: the status changes where it shows',
      event: live({ status: 'in_progress' }),
      status: 'in_progress',
      refetch: false,
    },
    {
      case: 'on my way only: nothing on the board changes',
      event: live({ enRouteAt: '2030-03-10T14:00:00Z' }),
      status: 'confirmed',
      refetch: false,
    },
    {
      case: 'moved to another window: refetched',
      event: live({ appointmentTime: '2:00 PM' }),
      status: 'confirmed',
      refetch: true,
    },
    {
      case: 'reassigned: refetched',
      event: live({ assignedTechnicianId: 6 }),
      status: 'confirmed',
      refetch: true,
    },
    {
      case: 'cancelled frees a place: refetched',
      event: live({ status: 'cancelled' }),
      status: 'cancelled',
      refetch: true,
    },
    {
      case: 'a new booking on a day of the board: refetched',
      event: live({ id: 2 }),
      status: 'confirmed',
      refetch: true,
    },
    {
      case: 'a booking on a day outside the board: ignored',
      event: live({ id: 2, appointmentDate: '2030-04-01' }),
      status: 'confirmed',
      refetch: false,
    },
  ])('$case', ({ event, status, refetch }) => {
    const merged = mergeIntoSchedule(board(), event);
    expect(merged.refetch).toBe(refetch);
    const window = merged.data.days[0]!.windows[0]!;
    expect(window.bookings[0]!.status).toBe(status);
    expect(merged.data.days[0]!.technicians[0]!.jobs[0]!.status).toBe(status);
  });

  it('keeps the same board when nothing shown changed', () => {
    const before = board();
    expect(mergeIntoSchedule(before, live()).data).toBe(before);
  });
});
