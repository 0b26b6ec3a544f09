// The confirmation screen's "Add to calendar" file: the same event as the e-mailed invite (same
// UID, so adding both updates one event), built with the shared iCalendar writer.
import { formatMoney } from '@/domain/pricing/format-money';
import {
  SLOT_DURATION_HOURS,
  slotStartsAt,
  slotWindowLabel,
} from '@/domain/scheduling/business-time';
import { bookingEventUid, buildIcsCalendar, CALENDAR_PRODUCT_ID } from '@/domain/scheduling/ics';
import type { BusinessFacts } from '@/domain/schemas/business';
import type { Confirmation } from '../../state/confirmations';

/** `business`: the settings as they are now (useBusiness); the UID never depends on them. */
export function confirmationIcs(
  confirmation: Confirmation,
  now: Date,
  business: Pick<BusinessFacts, 'name' | 'phone'>,
): string {
  const startsAt = slotStartsAt(confirmation.appointmentDate, confirmation.appointmentTime);
  const endsAt = new Date(startsAt.getTime() + SLOT_DURATION_HOURS * 3_600_000);
  const location = confirmation.unitNumber
    ? `${confirmation.address}, Unit ${confirmation.unitNumber}`
    : confirmation.address;
  return buildIcsCalendar(
    {
      uid: bookingEventUid(confirmation.reference),
      stampedAt: now,
      startsAt,
      endsAt,
      summary: `${business.name}: technician arrives (booking ${confirmation.reference})`,
      location,
      description: [
        `Booking ${confirmation.reference}`,
        `Service: ${confirmation.serviceName}`,
        `Total: ${formatMoney(confirmation.totalPrice)}`,
        `Arrival window: ${slotWindowLabel(confirmation.appointmentTime)} (Eastern Time).`,
        `Questions or changes: ${business.phone}`,
      ].join('\n'),
    },
    CALENDAR_PRODUCT_ID,
  );
}
