// What the assistant's booking form sends (POST /api/bookings): the form's fields with the
// draft's TVs and services, always cash (store-staff-assistant.md section 4).
import type { BookingDraftInput, PropertyType } from '@/domain/schemas/booking';
import type { SlotLabel } from '@/domain/scheduling/business-time';
import type { AssistantBookingDraft } from '@/domain/schemas/assistant';
import type { OverlayValues } from '../overlay-fields';

export function bookingRequest(values: OverlayValues, draft: AssistantBookingDraft) {
  const tvs = draft.tvs.map((tv) => (draft.tvs.length === 1 ? { ...tv, room: values.room } : tv));
  return {
    name: values.name,
    phone: values.phone,
    smsOptIn: values.smsOptIn,
    email: values.email,
    address: values.address,
    propertyType: values.propertyType as PropertyType,
    unitNumber: values.unitNumber || null,
    notes: values.notes || null,
    appointmentDate: values.appointmentDate,
    appointmentTime: values.appointmentTime as SlotLabel,
    paymentMethod: 'cash',
    tvs,
    additionalServices: draft.additionalServices,
    // The language the customer wrote in: the booking's mails and invite are in it.
    locale: draft.locale,
  } satisfies BookingDraftInput;
}
