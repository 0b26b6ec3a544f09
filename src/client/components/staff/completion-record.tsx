import type { StaffBooking } from '@/domain/schemas/staff';
import { formatMoney } from '@/domain/pricing/format-money';
import { formatInstant } from '@/domain/scheduling/format-date';
import { ReceiptButton } from './receipt-button';
import { RoomPhotoGallery } from './room-photo-gallery';
import { useAuthorizedImages } from './use-authorized-images';

function Signature({ url, token }: { url: string; token: string }) {
  const [src] = useAuthorizedImages([url], token);
  return src ? (
    <img
      src={src}
      alt="Customer's signature"
      className="h-24 w-full max-w-xs rounded-md border bg-white object-contain"
    />
  ) : (
    <p className="text-muted-foreground">Loading the signature…</p>
  );
}

/**
 * How the job was finished (issue 31): who and when (New York time, like the other times here),
 * the note, the after photos, the signature or "Customer not present", the money collected on
 * site, and the receipt.
 */
export function CompletionRecord({ booking, token }: { booking: StaffBooking; token: string }) {
  const { completion } = booking;
  if (!completion) return null;
  return (
    <section aria-labelledby={`completion-${booking.id}`} className="grid gap-3">
      <h3 id={`completion-${booking.id}`} className="font-semibold">
        Completion
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
        <dt className="text-muted-foreground">Completed</dt>
        <dd>
          {formatInstant(completion.completedAt, 'dateTime')}
          {completion.completedBy ? ` by ${completion.completedBy.name}` : ''}
        </dd>
        <dt className="text-muted-foreground">Collected</dt>
        <dd>
          {completion.collectedCents === null
            ? 'Nothing on site'
            : `${formatMoney(completion.collectedCents)} on site`}
        </dd>
        <dt className="text-muted-foreground">Note</dt>
        <dd className="break-words whitespace-pre-line">{completion.note || 'No note'}</dd>
        <dt className="text-muted-foreground">Signature</dt>
        <dd>
          {completion.customerAbsent ? (
            'Customer not present'
          ) : completion.signatureUrl ? (
            <Signature url={completion.signatureUrl} token={token} />
          ) : (
            'Not signed'
          )}
        </dd>
      </dl>
      <RoomPhotoGallery
        bookingId={booking.id}
        photoUrls={completion.photoUrls}
        token={token}
        kind="after"
      />
      <ReceiptButton bookingId={booking.id} reference={booking.reference} token={token} />
    </section>
  );
}
