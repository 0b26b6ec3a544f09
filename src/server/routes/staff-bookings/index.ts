// The staff side of bookings (store-staff-assistant.md section 7): the admin's list, a
// technician's own list, status and assignment changes, and the private room photos.
import { ROOM_PHOTO_TYPES } from '../../../domain/photos/image-type';
import { and } from 'drizzle-orm';
import {
  bookingIdParamsSchema,
  bookingUpdateBodySchema,
  photoParamsSchema,
  staffBookingListSchema,
  staffBookingSchema,
  technicianIdParamsSchema,
} from '../../../domain/schemas/staff';
import {
  bookingHistorySchema,
  bookingListQuerySchema,
  DEFAULT_BOOKING_PAGE,
} from '../../../domain/schemas/staff-operations';
import { businessToday } from '../../../domain/scheduling/business-time';
import { ANY_STAFF, signedInStaff } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { readIdempotencyKey, sendStored } from '../../services/idempotency';
import { photoBytes } from '../../services/photos/repository';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { bookingsCsv } from './csv';
import { bookingHistory } from './history';
import { findBookingInScope, notInScope, scopeOf } from '../../bookings/staff-scope';
import { listBookings } from '../../bookings/staff-view/list';
import { countBookings, findPhoto } from './repository';
import { NOT_DIAGNOSTIC } from '../../bookings/selection';
import { listCondition } from './selection';
import { updateBooking } from './service';

// Registered through registerStaffRoutes: authenticated before anything else, admin only unless
// a route says ANY_STAFF.
export const staffBookingRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  // The admin's list: an array (as before issue 16), newest appointment first, with the size of
  // the whole selection in X-Total-Count. Lapsed card holds only with status=lapsed.
  app.get(
    '/api/bookings',
    {
      schema: {
        querystring: bookingListQuerySchema,
        response: { 200: staffBookingListSchema },
      },
    },
    async (request, reply) => {
      const { limit = DEFAULT_BOOKING_PAGE, offset = 0, ...filters } = request.query;
      const where = listCondition(filters);
      const [list, total] = await Promise.all([
        listBookings(ctx.db, { kind: 'all' }, undefined, { where, page: { limit, offset } }),
        countBookings(ctx.db, where),
      ]);
      void reply
        .header('x-total-count', String(total))
        .header('x-limit', String(limit))
        .header('x-offset', String(offset));
      return list;
    },
  );

  // The same selection as a file: the whole selection unless limit/offset are given.
  app.get(
    '/api/bookings.csv',
    {
      schema: {
        querystring: bookingListQuerySchema,
        answers: { 200: { description: 'The bookings as a CSV file', contentTypes: ['text/csv'] } },
      },
    },
    async (request, reply) => {
      const { limit, offset, ...filters } = request.query;
      const list = await listBookings(ctx.db, { kind: 'all' }, undefined, {
        where: and(listCondition(filters), NOT_DIAGNOSTIC),
        page: { limit, offset },
      });
      const name = `bookings-${businessToday(new Date())}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(bookingsCsv(list, filters.status === 'lapsed'));
    },
  );

  app.get(
    '/api/bookings/:id/history',
    {
      config: ANY_STAFF,
      schema: { params: bookingIdParamsSchema, response: { 200: bookingHistorySchema } },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findBookingInScope(ctx.db, scopeOf(signedInStaff(request)), id))) {
        throw await notInScope(ctx.db, id);
      }
      return bookingHistory(ctx.db, id);
    },
  );

  // One booking as the admin's booking dialog shows it, with its texts (`sms`): decisions.md
  // "Text messages (SMS)" (the opt-out and the replies show on the booking for staff).
  app.get(
    '/api/bookings/:id',
    {
      config: ANY_STAFF,
      schema: { params: bookingIdParamsSchema, response: { 200: staffBookingSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const [booking] = await listBookings(ctx.db, scopeOf(signedInStaff(request)), id);
      if (!booking) throw await notInScope(ctx.db, id);
      return booking;
    },
  );

  app.get(
    '/api/technician/bookings/:technicianId',
    {
      config: ANY_STAFF,
      schema: { params: technicianIdParamsSchema, response: { 200: staffBookingListSchema } },
    },
    async (request) => {
      const member = signedInStaff(request);
      const { technicianId } = request.params;
      // A technician reads only their own list; an admin may read anyone's.
      if (member.role === 'technician' && member.id !== technicianId) {
        throw new HttpError(403, 'You can only see your own jobs');
      }
      return listBookings(ctx.db, { kind: 'technician', technicianId });
    },
  );

  app.put(
    '/api/bookings/:id',
    {
      config: ANY_STAFF,
      schema: {
        params: bookingIdParamsSchema,
        body: bookingUpdateBodySchema,
        response: { 200: staffBookingSchema },
        errors: {
          409: 'The change is refused by the booking rules (a status move, a full or blocked window, a technician at their limit), or the booking changed meanwhile',
          422: 'The Idempotency-Key was used before with another request',
        },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers);
      const member = signedInStaff(request);
      const answer = await updateBooking(ctx, member, request.params.id, request.body, key);
      return sendStored(reply, answer);
    },
  );

  app.get(
    '/api/bookings/:id/photos/:position',
    {
      config: ANY_STAFF,
      schema: {
        params: photoParamsSchema,
        answers: {
          200: { description: 'The room photo', contentTypes: ROOM_PHOTO_TYPES },
        },
      },
    },
    async (request, reply) => {
      const { id, position } = request.params;
      const photo = await findPhoto(ctx.db, scopeOf(signedInStaff(request)), id, position);
      // In the row (PostgreSQL) or in a file beside the embedded database (docs/decisions/012).
      const bytes = photo && (await photoBytes(ctx.photoFiles, photo));
      if (!photo || !bytes) throw new HttpError(404, 'Photo not found');
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
