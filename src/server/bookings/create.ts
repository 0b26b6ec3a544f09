// POST /api/bookings (decisions.md "Bookings", "Time slots", "Payments"): validate, price with
// the engine, then hold a place in the slot and store everything in one transaction.
import { OUT_OF_WINDOW_MESSAGE } from '../../domain/bookings/rules';
import { isBookableDate, isSlotPast } from '../../domain/scheduling/business-time';
import { PHONE_US_MESSAGE, toE164US } from '../../domain/sms/phone';
import {
  CARD_HOLD_MINUTES,
  SLOT_TAKEN_MESSAGE,
  type BookingDraft,
  type BookingResponse,
} from '../../domain/schemas/booking';
import type { AppContext } from '../context';
import { fieldError, HttpError } from '../plugins/errors';
import { runIdempotent, type StoredAnswer } from '../services/idempotency';
import { recordBookingEvent } from '../services/booking-events';
import { sendsNotifications, type BookingSource } from '../services/booking-source';
import { readBusinessFacts } from '../services/business-facts';
import { manageLinks, manageTokenHashFor, type ManageLinks } from '../services/manage-links';
import { quote } from '../catalog/quote';
import { hasRoom, loadSlots, lockSlot, placesOf } from './slots';
import {
  apartmentComplexOf,
  checkAddressInServiceArea,
  checkSomethingBooked,
  checkUnitNumber,
  displayFields,
  propertyTypeOf,
  serviceNameOf,
  tvsOfDraft,
} from './draft';
import { enqueueBookingConfirmed } from '../notifications/confirmed';
import { attachUploads } from '../services/photos/repository';
import { prepareDraftPhotos } from './photos';
import { insertBooking, setManageTokenHash } from './repository';
import { toBookingResponse, type StoredBookingAnswer } from './response';
import { checkUnpaidBookings, holdOwnerOf } from './unpaid-card-holds';
import { reserveStock } from '../services/stock';
import { bookingsCreated } from '../services/metrics/process-metrics';

export const BOOKINGS_SCOPE = 'POST /api/bookings';
/** The contact form test page's bookings keep their Idempotency-Keys apart from customers'. */
export const DIAGNOSTIC_BOOKINGS_SCOPE = 'POST /api/contact-form-test/booking';

/**
 * The answer with the booking's manage token, which is never stored (not even in the saved
 * answer of an Idempotency-Key): it is derived from the reference, so a replay carries the same.
 */
export function withManageToken(
  links: ManageLinks,
  stored: StoredAnswer<StoredBookingAnswer>,
): StoredAnswer<BookingResponse> {
  return {
    ...stored,
    body: { ...stored.body, manageToken: links.tokenFor(stored.body.reference) },
  };
}

export async function createBooking(
  ctx: AppContext,
  draft: BookingDraft,
  options: {
    idempotencyKey: string | undefined;
    rawBody: unknown;
    now?: Date;
    /** request.ip (TRUST_PROXY decides whose forwarded address is believed). */
    clientIp?: string | undefined;
    /** "diagnostic" only from the diagnostic pages' routes, never from the customer's body. */
    source?: BookingSource;
    /**
     * False for a booking made by staff (an admin on a diagnostic route): the limit of 2 live
     * unpaid bookings per client (unpaid-card-holds.ts) is for the public. Default true.
     */
    limitUnpaid?: boolean;
  },
): Promise<StoredAnswer<BookingResponse>> {
  const now = options.now ?? new Date();
  if (!isBookableDate(draft.appointmentDate, now)) {
    throw fieldError('appointmentDate', OUT_OF_WINDOW_MESSAGE);
  }
  if (isSlotPast(draft.appointmentDate, draft.appointmentTime, now)) {
    throw fieldError('appointmentTime', 'That time has already started. Please pick a later one.');
  }
  // decisions.md "Text messages (SMS)": texts need a valid US number, stored in E.164.
  const smsPhone = draft.smsOptIn ? toE164US(draft.phone) : null;
  if (draft.smsOptIn && !smsPhone) throw fieldError('phone', PHONE_US_MESSAGE);
  const tvs = tvsOfDraft(draft);
  checkSomethingBooked(tvs, draft);
  const apartmentComplex = apartmentComplexOf(tvs, draft);
  const propertyType = propertyTypeOf(draft, apartmentComplex);
  checkUnitNumber(draft, propertyType);
  const business = await readBusinessFacts(ctx.db);
  checkAddressInServiceArea(draft, business);
  // The engine's price, with the database's product prices; the draft's totalPrice is ignored.
  // Same-day is charged only for a window within 24 hours of now, whatever the draft asks.
  const priced = await quote(
    ctx.db,
    {
      tvs,
      additionalServices: draft.additionalServices,
      products: draft.products,
      appointmentDate: draft.appointmentDate,
      appointmentTime: draft.appointmentTime,
      locale: draft.locale,
    },
    now,
  );
  // Checked and stored as uploads; attached in the transaction.
  const photos = await prepareDraftPhotos(ctx, draft);
  const sameDayCharged = priced.oneTimeFees.some((fee) => fee.key === 'sameDayService');
  const display = displayFields(
    sameDayCharged ? tvs : tvs.map((tv) => ({ ...tv, sameDayService: false })),
  );

  const links = await manageLinks(ctx);
  // Counted once the transaction committed, and not for an idempotent replay (/metrics, 046).
  let created = false;
  const stored = await runIdempotent<StoredBookingAnswer>(
    ctx.db,
    {
      scope: options.source === 'diagnostic' ? DIAGNOSTIC_BOOKINGS_SCOPE : BOOKINGS_SCOPE,
      key: options.idempotencyKey,
      payload: options.rawBody,
    },
    async (trx) => {
      const { appointmentDate: date, appointmentTime: time } = draft;
      // Every new booking is unpaid: at most 2 places in live unpaid bookings per client (issue
      // 44; card, cash and afterpay alike). Its locks come before the slot's, in every booking,
      // so no two wait on each other in a circle.
      const owner = holdOwnerOf(draft, options.clientIp);
      if (options.limitUnpaid ?? true) {
        await checkUnpaidBookings(trx, owner, {
          places: placesOf(display),
          phone: business.phone,
          now,
        });
      }
      await lockSlot(trx, date, time);
      const load = await loadSlots(trx, date, { time });
      if (!hasRoom(load, time, placesOf(display))) {
        throw new HttpError(409, SLOT_TAKEN_MESSAGE, undefined, { code: 'slot_full' });
      }

      const row = await insertBooking(
        trx,
        {
          name: draft.name,
          email: draft.email,
          phone: smsPhone ?? draft.phone,
          smsOptIn: draft.smsOptIn,
          address: draft.address,
          unitNumber: draft.unitNumber ?? null,
          propertyType,
          notes: draft.notes ?? null,
          zipCode: draft.zipCode ?? null,
          city: draft.city ?? null,
          state: draft.state ?? null,
          latitude: draft.latitude ?? null,
          longitude: draft.longitude ?? null,
          serviceName:
            draft.serviceName ?? serviceNameOf(display.tvs, draft.additionalServices, draft.locale),
          ...display,
          additionalServices: draft.additionalServices,
          upsells: draft.upsells,
          priceBreakdown: priced,
          totalPrice: priced.totalCents,
          paymentMethod: draft.paymentMethod,
          paymentStatus: 'unpaid',
          status: 'pending',
          clientNetwork: owner.network,
          appointmentDate: date,
          appointmentTime: time,
          apartmentComplex,
          floorPlanId: draft.floorPlanId ?? null,
          floorPlanName: draft.floorPlanName ?? null,
          apartmentRooms: draft.apartmentRooms,
          source: options.source ?? 'customer',
          locale: draft.locale,
        },
        draft.paymentMethod === 'card' ? CARD_HOLD_MINUTES : null,
      );
      await setManageTokenHash(trx, row.id, manageTokenHashFor(links, row.reference));
      // Store products from the shared cart take their stock with the booking (409 when short).
      await reserveStock(trx, draft.products, { bookingId: row.id });
      await attachUploads(trx, row.id, photos);
      // Recorded once its products and photos are attached: the booking.created webhook carries
      // the whole staff view (docs/decisions/048-webhooks.md).
      await recordBookingEvent(trx, row.id, { kind: 'customer' }, 'created');
      // decisions.md "Money that does not match": a card booking is confirmed (e-mail and
      // invite) when its payment succeeds (payments/settle.ts); cash and afterpay at once.
      // A diagnostic test booking tells nobody (decisions.md, turn-3 section).
      if (row.paymentMethod !== 'card' && sendsNotifications(row)) {
        await enqueueBookingConfirmed(trx, row, links);
      }
      created = true;
      return { statusCode: 201, body: toBookingResponse(row, photos.length, ctx.config) };
    },
  );
  if (created) bookingsCreated.inc({ source: options.source ?? 'customer' });
  return withManageToken(links, stored);
}
