// Finishing a job (decisions.md "Finishing a job: the record, the receipt, the review"): the after
// photos' upload, the completion call's body and the completion record staff read on a booking.
import { z } from 'zod';
import { roomPhotoIdSchema, roomPhotoUploadSchema } from './booking-photos';
import { imageUploadQuerySchema } from './image-upload';
import { idParam } from './primitives';

/** At most this many after photos a job (uploads and the completion's `photoIds`). */
export const MAX_JOB_PHOTOS = 10;
export const MAX_COMPLETION_NOTE = 2_000;
/** The signature PNG's decoded size. */
export const MAX_SIGNATURE_BYTES = 200 * 1024;
export const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,';

/** POST /api/job-photos?bookingId={id}&name={file name, optional}. */
export const jobPhotoQuerySchema = z.object({
  bookingId: idParam('Not a booking id'),
  ...imageUploadQuerySchema.shape,
});

/** What an after photo's upload answers (the same facts as a room photo's). */
export const jobPhotoUploadSchema = roomPhotoUploadSchema;
export type JobPhotoUpload = z.infer<typeof jobPhotoUploadSchema>;

export const jobPhotoParamsSchema = z.object({ id: roomPhotoIdSchema });

/** POST /api/bookings/{id}/completion. The signature's bytes are checked on the server. */
export const completionBodySchema = z
  .object({
    note: z
      .string({ error: 'Write the note as text' })
      .max(MAX_COMPLETION_NOTE, `A note is at most ${MAX_COMPLETION_NOTE} characters`)
      .nullish(),
    photoIds: z
      .array(roomPhotoIdSchema, { error: 'Send the photo ids as a list' })
      .max(MAX_JOB_PHOTOS, `At most ${MAX_JOB_PHOTOS} photos a job`)
      .optional(),
    /** The customer's signature: `data:image/png;base64,...`, at most 200 KB decoded. */
    signature: z
      .string({ error: 'Send the signature as a PNG data URL' })
      .startsWith(SIGNATURE_DATA_URL_PREFIX, 'Send the signature as a PNG data URL')
      // base64 of 200 KB is about 273 KB; anything longer is too large before it is decoded.
      .max(SIGNATURE_DATA_URL_PREFIX.length + Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4 + 4, {
        error: 'The signature is too large (at most 200 KB)',
      })
      .nullish(),
    customerAbsent: z.boolean({ error: 'Send customerAbsent as true or false' }).optional(),
    /** Cash or afterpay money collected on site, in cents: exactly what is due. */
    collectedCents: z
      .int({ error: 'Send the amount collected in whole cents' })
      .min(0, 'Send the amount collected in whole cents')
      .max(100_000_000, 'That amount is not what is due')
      .nullish(),
    /**
     * An admin completing a job before its day (business time): it really was done ahead of
     * time, and its history says so. A technician's completion before the day is a 409 with or
     * without it (decisions.md "What the turn-3 walk-throughs settled").
     */
    early: z.literal(true, { error: 'Send early: true' }).optional(),
  })
  .strict();
export type CompletionBody = z.infer<typeof completionBodySchema>;

/** The completion record as staff see it on a booking (null until the job is completed). */
export const jobCompletionSchema = z.object({
  note: z.string().nullable(),
  customerAbsent: z.boolean(),
  collectedCents: z.int().nullable(),
  completedAt: z.string(),
  completedBy: z.object({ id: z.int(), name: z.string() }).nullable(),
  /** "/api/job-photos/{uploadId}" in position order; fetched with a staff token. */
  photoUrls: z.array(z.string()),
  /** "/api/bookings/{id}/signature.png" (staff token), or null when the customer was absent. */
  signatureUrl: z.string().nullable(),
});
export type JobCompletion = z.infer<typeof jobCompletionSchema>;
