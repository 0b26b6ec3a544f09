// The confirmation screen's "Add to calendar" file: the same event as the e-mailed invite (same
// UID, so adding both updates one event), built with the shared iCalendar writer.
import { BUSINESS } from '@/domain/catalog/landing';
import { formatMoney } from '@/domain/pricing/format-money';
import {
  SLOT_DURATION_HOURS,
  slotStartsAt,
  slotWindowLabel,
} from '@/domain/scheduling/business-time';
import { buildIcsCalendar } from '@/domain/scheduling/ics';
import type { Confirmation } from '../../state/confirmations';

const UID_HOST = BUSINESS.supportEmail.split('@')[1] ?? 'localhost';

export function confirmationIcs(confirmation: Confirmation, now: Date): string {
  const startsAt = slotStartsAt(confirmation.appointmentDate, confirmation.appointmentTime);
  const endsAt = new Date(startsAt.getTime() + SLOT_DURATION_HOURS * 3_600_000);
  const location = confirmation.unitNumber
    ? `${confirmation.address}, Unit ${confirmation.unitNumber}`
    : confirmation.address;
  return buildIcsCalendar(
    {
      uid: `booking-${confirmation.reference}@${UID_HOST}`,
      stampedAt: now,
      startsAt,
      endsAt,
      summary: `${BUSINESS.name}: technician arrives (booking ${confirmation.reference})`,
      location,
      description: [
        `Booking ${confirmation.reference}`,
        `Service: ${confirmation.serviceName}`,
        `Total: ${formatMoney(confirmation.totalPrice)}`,
        `Arrival window: ${slotWindowLabel(confirmation.appointmentTime)} (Eastern Time).`,
        `Questions or changes: ${BUSINESS.phone}`,
      ].join('\n'),
    },
    `-//${BUSINESS.name}//Bookings//EN`,
  );
}
