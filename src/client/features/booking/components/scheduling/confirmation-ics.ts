// The confirmation screen's "Add to calendar" file: the same event as the e-mailed invite (same
// UID, so adding both updates one event), built by domain/scheduling/booking-ics.ts.
import { bookingIcs } from '@/domain/scheduling/booking-ics';
import type { BusinessFacts } from '@/domain/schemas/business';
import type { Confirmation } from '../../state/confirmations';

/** `business`: the settings as they are now (useBusiness); the UID never depends on them. */
export function confirmationIcs(
  confirmation: Confirmation,
  now: Date,
  business: Pick<BusinessFacts, 'name' | 'phone'>,
): string {
  return bookingIcs({
    reference: confirmation.reference,
    serviceName: confirmation.serviceName,
    appointmentDate: confirmation.appointmentDate,
    appointmentTime: confirmation.appointmentTime,
    location: confirmation.unitNumber
      ? `${confirmation.address}, Unit ${confirmation.unitNumber}`
      : confirmation.address,
    totalPrice: confirmation.totalPrice,
    stampedAt: now,
    business,
  });
}
