// After photos of a job (decisions.md "Finishing a job: the record, the receipt, the review"):
// POST /api/job-photos?bookingId={id} takes one photo as the raw image body with the room-photo
// rules (JPEG, PNG or WebP that decodes, re-encoded without metadata, 5 MB) from the booking's
// technician or an admin; GET /api/job-photos/{uploadId} serves it to staff who may see the
// booking (the staff client fetches it with the bearer and shows a blob: URL).
import {
  jobPhotoParamsSchema,
  jobPhotoQuerySchema,
  jobPhotoUploadSchema,
} from '../../../domain/schemas/job-completion';
import { photoNotAnImageMessage } from '../../../domain/schemas/booking-photos';
import { MAX_ROOM_PHOTO_BYTES } from '../../../domain/schemas/booking';
import { ANY_STAFF, signedInStaff } from '../../plugins/auth';
import { fieldError, HttpError } from '../../plugins/errors';
import {
  acceptRawImageBodies,
  rawImageBodyLimit,
  rawImageBytes,
} from '../../plugins/raw-image-body';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { findJobPhoto, insertJobPhoto } from '../../services/photos/job-photos';
import { photoBytes } from '../../services/photos/repository';
import { verifyPhoto } from '../../services/photos/verify-photo';
import { findBookingInScope, notInScope, scopeOf } from '../../bookings/staff-scope';

const UPLOAD = { field: 'photo', maxBytes: MAX_ROOM_PHOTO_BYTES } as const;

export const jobPhotoRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  acceptRawImageBodies(app, UPLOAD);

  app.post(
    '/api/job-photos',
    {
      ...rawImageBodyLimit(UPLOAD),
      config: ANY_STAFF,
      schema: {
        querystring: jobPhotoQuerySchema,
        response: { 201: jobPhotoUploadSchema },
        errors: { 409: 'The job is pending, completed or cancelled: it takes no photos' },
      },
    },
    async (request, reply) => {
      const member = signedInStaff(request);
      const { bookingId, name } = request.query;
      // Who may add to the job is checked before a byte is decoded.
      if (!(await findBookingInScope(ctx.db, scopeOf(member), bookingId))) {
        throw await notInScope(ctx.db, bookingId);
      }
      const bytes = rawImageBytes(UPLOAD, request.body);
      const photo = await verifyPhoto(bytes);
      if (!photo) throw fieldError('photo', photoNotAnImageMessage(name));
      const id = await insertJobPhoto(ctx.db, ctx.photoFiles, {
        bookingId,
        uploadedBy: member.id,
        photo,
      });
      const { contentType, width, height } = photo;
      return reply
        .status(201)
        .send({ id, contentType, byteSize: photo.bytes.length, width, height });
    },
  );

  app.get(
    '/api/job-photos/:id',
    {
      config: ANY_STAFF,
      schema: {
        params: jobPhotoParamsSchema,
        answers: {
          200: {
            description: 'The job photo',
            contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
          },
        },
      },
    },
    async (request, reply) => {
      const photo = await findJobPhoto(ctx.db, request.params.id);
      if (!photo) throw new HttpError(404, 'Photo not found');
      if (!(await findBookingInScope(ctx.db, scopeOf(signedInStaff(request)), photo.bookingId))) {
        throw new HttpError(403, 'This booking is not assigned to you');
      }
      const bytes = await photoBytes(ctx.photoFiles, photo);
      if (!bytes) throw new HttpError(404, 'Photo not found');
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
