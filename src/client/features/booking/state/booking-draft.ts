// The booking draft of booking-flow.md section 3 ("Builder data", "Booking draft") with the
// structured `tvs` and `additionalServices` the server prices from (decisions.md "Bookings").
import type { SlotLabel } from '@/domain/scheduling/business-time';
import type { BookingDraftInput, PaymentMethod } from '@/domain/schemas/booking';
import type { Locale } from '@/domain/site/locales';
import {
  CATALOG_NAMES_EN,
  serviceOptionName,
  type CatalogNames,
} from '@/domain/catalog/catalog-names';
import { roomName } from '@/domain/catalog/tv-names';
import { TV_SIZE_LABELS } from '@/domain/catalog/tv-sizes';
import type { BookingState, ContactDetails } from './booking-state';

/**
 * '{room} - {size} TV'; 'Multi-TV: {room} ({size}), ...'; 'Services Only: {names}', in the
 * language of `names` (the booking's: its mails and invite name the service, issue 28).
 */
export function bookingServiceName(
  state: Pick<BookingState, 'tvs' | 'services'>,
  names: CatalogNames = CATALOG_NAMES_EN,
): string {
  const words = names.serviceName;
  const room = (tv: (typeof state.tvs)[number]) => roomName(tv.room, names);
  const [first, ...rest] = state.tvs;
  if (first && rest.length === 0) return words.oneTv(room(first), TV_SIZE_LABELS[first.tvSize]);
  if (first) {
    return words.multiTv(
      state.tvs.map((tv) => `${room(tv)} (${TV_SIZE_LABELS[tv.tvSize]})`).join(', '),
    );
  }
  return words.servicesOnly(
    state.services.map((s) => serviceOptionName(s.type, s.option, names)).join(', '),
  );
}

/**
 * The body of POST /api/bookings. `locale` is the language of the page the customer booked on
 * (decisions.md "Languages"): the server stores it and writes every later e-mail, text and
 * invite in it; `names` are that language's catalogue names, for the service name. The slot
 * label stays the English one of "Time slots" in either language.
 */
export function buildBookingDraft(
  state: BookingState,
  appointment: { date: string; time: SlotLabel },
  contact: ContactDetails,
  paymentMethod: PaymentMethod,
  locale: Locale,
  names: CatalogNames = CATALOG_NAMES_EN,
): BookingDraftInput {
  // The list's ids are the screen's own; the server numbers TVs by position.
  const tvs = state.tvs.map((tv) => ({ ...tv, id: undefined }));
  const apartment = state.apartment;
  return {
    name: contact.name.trim(),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
    smsOptIn: contact.smsOptIn,
    address: contact.address.trim(),
    unitNumber: contact.unitNumber.trim(),
    propertyType: state.apartment ? 'apartment' : contact.propertyType,
    notes: contact.notes.trim(),
    zipCode: contact.zipCode ?? null,
    city: contact.city ?? null,
    state: contact.state ?? null,
    latitude: contact.latitude ?? null,
    longitude: contact.longitude ?? null,
    appointmentDate: appointment.date,
    appointmentTime: appointment.time,
    paymentMethod,
    serviceName: bookingServiceName(state, names),
    tvSize: state.tvs.map((tv) => tv.tvSize).join(', ') || null,
    wallType: state.tvs.map((tv) => tv.wallType).join(', ') || null,
    wireInWall: state.tvs.some((tv) => tv.wireInWall),
    cableManagement: state.tvs.some((tv) => tv.wireCordHiders),
    deviceSetup: state.tvs.some((tv) => tv.deviceSetup),
    sameDayService: state.tvs.some((tv) => tv.sameDayService),
    mountOption: state.tvs[0]?.mountOption ?? 'purchase',
    tvs,
    additionalServices: state.services.map(({ type, option, quantity }) => ({
      type,
      option,
      quantity,
    })),
    products: state.products.map(({ productId, quantity }) => ({ productId, quantity })),
    apartmentComplex: apartment?.complex ?? null,
    floorPlanId: apartment?.floorPlanId ?? null,
    floorPlanName: apartment?.floorPlanName ?? null,
    apartmentRooms: apartment ? [...apartment.rooms] : [],
    // Uploaded before the booking is sent (use-submit-booking.ts); the ids name them.
    roomPhotoIds: state.photos.flatMap((photo) => (photo.uploadId ? [photo.uploadId] : [])),
    locale,
  };
}
