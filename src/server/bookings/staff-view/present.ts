// A booking row as staff see it: readable service lines, the TVs as booked, the complex by name,
// what to collect on site, and ISO times.
import { findComplex } from '../../../domain/catalog/apartment-complexes/complexes';
import type { StaffBooking } from '../../../domain/schemas/staff';
import { serviceLines, storedTvs } from '../present';
import type { StaffBookingRow } from './list';

export function toStaffBooking(
  row: StaffBookingRow,
  positions: number[],
): Omit<StaffBooking, 'sms' | 'completion'> {
  const {
    additionalServices,
    createdAt,
    enRouteAt,
    cancelledAt,
    paymentCollectedAt,
    tvs: storedTvList,
    secondTechnicianId,
    ...rest
  } = row;
  const tvs = storedTvs(storedTvList);
  const live = row.status !== 'cancelled';
  // `smsOptIn` is shown as `sms.optIn`, with the opt-out and replies (./texts.ts); the response
  // schema leaves the column itself out.
  return {
    ...rest,
    tvs,
    assignedTechnicianIds: [row.assignedTechnicianId, secondTechnicianId].filter(
      (id): id is number => id !== null,
    ),
    services: serviceLines(additionalServices),
    photoUrls: positions.map((p) => `/api/bookings/${row.id}/photos/${p}`),
    photoCount: positions.length,
    createdAt: createdAt.toISOString(),
    enRouteAt: enRouteAt?.toISOString() ?? null,
    cancelledAt: cancelledAt?.toISOString() ?? null,
    paymentCollectedAt: paymentCollectedAt?.toISOString() ?? null,
    apartmentComplexName: row.apartmentComplex
      ? (findComplex(row.apartmentComplex)?.name ?? row.apartmentComplex)
      : null,
    twoTechnicians:
      row.largeTvAssistance === 'two_techs' ||
      tvs.some((tv) => tv.largeTvAssistance === 'two_techs'),
    collectCents:
      live && row.paymentMethod === 'cash' && row.paymentStatus === 'unpaid' ? row.totalPrice : 0,
  };
}
