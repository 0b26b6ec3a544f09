// The staff side of bookings (store-staff-assistant.md section 7): the admin's list, a
// technician's own list, status and assignment changes, and the private room photos.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingIdParamsSchema,
  bookingUpdateBodySchema,
  photoParamsSchema,
  staffBookingListSchema,
  staffBookingSchema,
  technicianIdParamsSchema,
} from '../../../domain/schemas/staff';
import type { AppContext } from '../../context';
import { requireStaff, signedInStaff } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { findPhoto, listBookings } from './repository';
import { scopeOf, updateBooking } from './service';

export const staffBookingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const adminOnly = requireStaff(ctx, ['admin']);
  const anyStaff = requireStaff(ctx, ['admin', 'technician']);

  app.get(
    '/api/bookings',
    { preHandler: adminOnly, schema: { response: { 200: staffBookingListSchema } } },
    async () => listBookings(ctx.db, { kind: 'all' }),
  );

  app.get(
    '/api/technician/bookings/:technicianId',
    {
      preHandler: anyStaff,
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
      preHandler: anyStaff,
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
    { preHandler: anyStaff, schema: { params: photoParamsSchema } },
    async (request, reply) => {
      const { id, position } = request.params;
      const photo = await findPhoto(ctx.db, scopeOf(signedInStaff(request)), id, position);
      if (!photo) throw new HttpError(404, 'Photo not found');
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(photo.bytes));
    },
  );
};
