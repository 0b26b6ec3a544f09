// The confirmation screen's "Add to calendar" file: the same event as the e-mailed invite (same
// UID, so adding both updates one event), built by domain/scheduling/booking-ics.ts. It is in the
// booking's language, whatever the page's: the e-mailed invite is, and one event has one language.
import { bookingIcs } from '@/domain/scheduling/booking-ics';
import type { BusinessFacts } from '@/domain/schemas/business';
import type { Locale } from '@/domain/site/locales';
import type { Confirmation } from '../../state/confirmations';

/** The address with its unit, as the e-mailed invite writes it (server mail messages' withUnit). */
const WITH_UNIT: Record<Locale, (address: string, unit: string) => string> = {
  en: (address, unit) => `${address}, Unit ${unit}`,
  es: (address, unit) => `${address}, unidad ${unit}`,
};

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
      ? WITH_UNIT[confirmation.locale](confirmation.address, confirmation.unitNumber)
      : confirmation.address,
    totalPrice: confirmation.totalPrice,
    stampedAt: now,
    business,
    locale: confirmation.locale,
  });
}
