import type { StaffBooking } from '@/domain/schemas/staff';

/** Where the job is, in one line: the street address, the unit and the ZIP code. */
export const jobAddress = (booking: StaffBooking) =>
  [booking.address, booking.unitNumber && `Unit ${booking.unitNumber}`, booking.zipCode]
    .filter(Boolean)
    .join(', ');

/** The apartment complex and its floor plan, when the job is in one. */
export function ApartmentLine({ booking }: { booking: StaffBooking }) {
  if (!booking.apartmentComplexName) return null;
  return (
    <p>
      {booking.apartmentComplexName}
      {booking.floorPlanName ? ` · ${booking.floorPlanName}` : ''}
    </p>
  );
}
