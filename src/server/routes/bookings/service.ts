// POST /api/bookings (decisions.md "Bookings", "Time slots", "Payments"): validate, price with
// the engine, then hold a place in the slot and store everything in one transaction.
import { isBookableDate, isSlotPast } from '../../../domain/scheduling/business-time';
import {
  CARD_HOLD_MINUTES,
  SLOT_TAKEN_MESSAGE,
  type BookingDraft,
  type BookingResponse,
} from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import { fieldError, HttpError } from '../../plugins/errors';
import { runIdempotent, type StoredAnswer } from '../../services/idempotency';
import { enqueueEmail } from '../../services/mailer/outbox';
import { quote } from '../quote/service';
import { hasRoom, loadSlots, lockSlot } from '../time-slots/repository';
import { OUT_OF_WINDOW_MESSAGE } from '../time-slots/index';
import {
  apartmentComplexOf,
  checkSomethingBooked,
  checkUnitNumber,
  displayFields,
  serviceNameOf,
  tvsOfDraft,
} from './draft';
import { bookingConfirmationEmail } from './emails';
import { decodePhotos } from './photos';
import { insertBooking, insertPhotos } from './repository';
import { toBookingResponse } from './present';

export const BOOKINGS_SCOPE = 'POST /api/bookings';

export async function createBooking(
  ctx: AppContext,
  draft: BookingDraft,
  options: { idempotencyKey: string | undefined; rawBody: unknown; now?: Date },
): Promise<StoredAnswer<BookingResponse>> {
  const now = options.now ?? new Date();
  if (!isBookableDate(draft.appointmentDate, now)) {
    throw fieldError('appointmentDate', OUT_OF_WINDOW_MESSAGE);
  }
  if (isSlotPast(draft.appointmentDate, draft.appointmentTime, now)) {
    throw fieldError('appointmentTime', 'That time has already started. Please pick a later one.');
  }
  const tvs = tvsOfDraft(draft);
  checkSomethingBooked(tvs, draft);
  const apartmentComplex = apartmentComplexOf(tvs, draft);
  checkUnitNumber(draft, apartmentComplex);
  const photos = decodePhotos(draft.roomPhotos);
  // The engine's price, with the database's product prices; the draft's totalPrice is ignored.
  const priced = await quote(ctx.db, {
    tvs,
    additionalServices: draft.additionalServices,
    products: draft.products,
  });
  const display = displayFields(tvs);

  return runIdempotent<BookingResponse>(
    ctx.db,
    { scope: BOOKINGS_SCOPE, key: options.idempotencyKey, payload: options.rawBody },
    async (trx) => {
      const { appointmentDate: date, appointmentTime: time } = draft;
      await lockSlot(trx, date, time);
      const load = await loadSlots(trx, date, { time });
      if (!hasRoom(load, time)) throw new HttpError(409, SLOT_TAKEN_MESSAGE);

      const row = await insertBooking(
        trx,
        {
          name: draft.name,
          email: draft.email,
          phone: draft.phone,
          address: draft.address,
          unitNumber: draft.unitNumber ?? null,
          zipCode: draft.zipCode ?? null,
          city: draft.city ?? null,
          state: draft.state ?? null,
          latitude: draft.latitude ?? null,
          longitude: draft.longitude ?? null,
          serviceName: draft.serviceName ?? serviceNameOf(display.tvs, draft.additionalServices),
          ...display,
          additionalServices: draft.additionalServices,
          upsells: draft.upsells,
          priceBreakdown: priced,
          totalPrice: priced.totalCents,
          paymentMethod: draft.paymentMethod,
          paymentStatus: 'unpaid',
          status: 'pending',
          appointmentDate: date,
          appointmentTime: time,
          apartmentComplex,
          floorPlanId: draft.floorPlanId ?? null,
          floorPlanName: draft.floorPlanName ?? null,
          apartmentRooms: draft.apartmentRooms,
        },
        draft.paymentMethod === 'card' ? CARD_HOLD_MINUTES : null,
      );
      await insertPhotos(trx, row.id, photos);
      await enqueueEmail(
        trx,
        bookingConfirmationEmail({
          ...row,
          appointmentTime: time,
          paymentMethod: row.paymentMethod,
        }),
      );
      return { statusCode: 201, body: toBookingResponse(row, photos.length, ctx.config) };
    },
  );
}
