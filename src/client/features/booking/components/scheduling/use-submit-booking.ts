// Creating the booking from the payment step (booking-flow.md section 4 "Scheduling flow step";
// decisions.md "Payments"). Every error reaches the customer in plain words: contact problems
// beside their fields, a taken slot back on the times, anything else in the spec's toast. The
// booking is made in the page's language (`locale`, issue 28): its e-mails and invite follow it.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@/client/components/ui/use-toast';
import { useCustomerWords } from '@/client/i18n/use-customer-words';
import { useLocale } from '@/client/i18n/use-locale';
import { ApiRequestError } from '@/client/lib/api-client';
import { getDraftPhoto } from '@/client/lib/booking-draft-photos';
import { plainErrorMessage } from '@/client/lib/api-error-message';
import type { BookingResponse, PaymentMethod } from '@/domain/schemas/booking';
import { useCreateBooking } from '../../api/create-booking';
import { uploadRoomPhoto } from '../../api/upload-room-photo';
import { useReleaseBooking } from '../../api/release-booking';
import { useBooking } from '../../hooks/use-booking';
import { buildBookingDraft } from '../../state/booking-draft';
import type { BookingState, DraftPhoto } from '../../state/booking-state';
import { CONTACT_FIELDS, type ContactErrors, type ContactField } from '../../state/contact-checks';
import { useServerWords } from './use-server-words';

const BOOKING_FAILED = msg`There was an error scheduling your appointment. Please try again.`;
const SLOT_TAKEN = msg`That time was just booked. Please pick another.`;
/** A contact field the server refused, in a language its English words are not. */
const CHECK_FIELD = msg`Please check this field.`;

/**
 * The server's field errors that belong to the contact step, by field; `words` turns its English
 * into the page's language.
 */
export function contactErrorsFrom(
  fieldErrors: Record<string, string>,
  words: (message: string) => string = (message) => message,
): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = fieldErrors[field] ?? (field === 'address' ? fieldErrors.zipCode : undefined);
    if (message) errors[field as ContactField] = words(message);
  }
  return errors;
}

export function useSubmitBooking(handlers: {
  /** The server named contact fields: show them there. */
  onContactErrors: (errors: ContactErrors) => void;
  /** The slot went while the customer was typing: back to the times. */
  onSlotTaken: (message: string) => void;
}) {
  const { state, dispatch } = useBooking();
  const { t } = useLingui();
  const locale = useLocale();
  const { names } = useCustomerWords();
  const serverWords = useServerWords();
  const createBooking = useCreateBooking();
  const { mutateAsync: release } = useReleaseBooking();

  /** One Idempotency-Key per draft, kept with the draft: a retry (even after a refresh) reuses it. */
  const attemptKey = (fingerprint: string) => {
    if (state.attempt?.fingerprint === fingerprint) return state.attempt.key;
    const key = crypto.randomUUID();
    dispatch({ type: 'set-attempt', attempt: { fingerprint, key } });
    return key;
  };

  const draftFor = (paymentMethod: PaymentMethod, photos: BookingState['photos'] = state.photos) =>
    state.date && state.time
      ? buildBookingDraft(
          { ...state, photos },
          { date: state.date, time: state.time },
          state.contact,
          paymentMethod,
          locale,
          names,
        )
      : null;

  /**
   * Sends the photos not sent yet (POST /api/booking-photos) and answers the photos with their
   * upload ids. A photo whose bytes this browser no longer has is left out.
   */
  const uploadPhotos = async (photos: readonly DraftPhoto[]): Promise<DraftPhoto[]> => {
    const uploaded: DraftPhoto[] = [];
    for (const photo of photos) {
      if (photo.uploadId) {
        uploaded.push(photo);
        continue;
      }
      const blob = await getDraftPhoto(photo.key);
      if (!blob) continue;
      uploaded.push({ ...photo, uploadId: await uploadRoomPhoto(blob, photo.name) });
    }
    if (uploaded.length !== photos.length) dispatch({ type: 'set-photos', photos: uploaded });
    else {
      dispatch({
        type: 'set-photo-uploads',
        uploads: Object.fromEntries(uploaded.map((p) => [p.key, p.uploadId])),
      });
    }
    return uploaded;
  };

  /** An upload id the server no longer knows (uploads lapse after 48 hours): send it again. */
  const photoExpired = (error: unknown) =>
    error instanceof ApiRequestError &&
    error.status === 400 &&
    Object.keys(error.body?.fieldErrors ?? {}).some((field) => field.startsWith('roomPhotoIds'));

  /**
   * An unpaid card booking that no longer fits (the customer chose cash or afterpay, or changed
   * the details) gives its place back. A failure only means the 15-minute hold runs out itself.
   */
  const releaseCardBooking = async () => {
    const card = state.cardBooking;
    if (!card) return;
    dispatch({ type: 'set-card-booking', cardBooking: null });
    await release({ bookingId: card.booking.id, idempotencyKey: card.key }).catch(() => undefined);
  };

  /** Creates the booking (or returns the one this same attempt already created). */
  const submit = async (
    paymentMethod: PaymentMethod,
  ): Promise<{ booking: BookingResponse; fingerprint: string; key: string } | null> => {
    try {
      let photos = await uploadPhotos(state.photos);
      const send = async () => {
        const draft = draftFor(paymentMethod, photos);
        if (!draft) return null;
        const fingerprint = JSON.stringify(draft);
        const key = attemptKey(fingerprint);
        const booking = await createBooking.mutateAsync({ draft, idempotencyKey: key });
        return { booking, fingerprint, key };
      };
      try {
        return await send();
      } catch (error) {
        if (!photoExpired(error)) throw error;
        photos = await uploadPhotos(photos.map((photo) => ({ ...photo, uploadId: null })));
        return await send();
      }
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        const message = serverWords(error.body?.message, SLOT_TAKEN);
        toast({ title: t`Booking Failed`, description: message, variant: 'destructive' });
        handlers.onSlotTaken(message);
      } else {
        const contact = contactErrorsFrom(
          error instanceof ApiRequestError ? (error.body?.fieldErrors ?? {}) : {},
          (message) => serverWords(message, CHECK_FIELD),
        );
        toast({
          title: t`Booking Failed`,
          description: serverWords(plainErrorMessage(error, ''), BOOKING_FAILED),
          variant: 'destructive',
        });
        if (Object.keys(contact).length > 0) handlers.onContactErrors(contact);
      }
      return null;
    }
  };

  return {
    submitting: createBooking.isPending,
    draftFor,
    submit,
    releaseCardBooking,
  };
}
