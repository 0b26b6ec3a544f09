// The staff side of bookings (store-staff-assistant.md section 7): the admin's list, a
// technician's own list, status and assignment changes, and the private room photos.
import {
  bookingIdParamsSchema,
  bookingUpdateBodySchema,
  photoParamsSchema,
  staffBookingListSchema,
  staffBookingSchema,
  technicianIdParamsSchema,
} from '../../../domain/schemas/staff';
import { ANY_STAFF, signedInStaff } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { photoBytes } from '../booking-photos/repository';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { findPhoto, listBookings } from './repository';
import { scopeOf, updateBooking } from './service';

// Registered through registerStaffRoutes: authenticated before anything else, admin only unless
// a route says ANY_STAFF.
export const staffBookingRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  app.get('/api/bookings', { schema: { response: { 200: staffBookingListSchema } } }, async () =>
    listBookings(ctx.db, { kind: 'all' }),
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
      },
    },
    async (request) => updateBooking(ctx, signedInStaff(request), request.params.id, request.body),
  );

  app.get(
    '/api/bookings/:id/photos/:position',
    { config: ANY_STAFF, schema: { params: photoParamsSchema } },
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
