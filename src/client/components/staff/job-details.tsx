import { TwoTechniciansNotice } from './two-technicians-notice';
import type { StaffBooking } from '@/domain/schemas/staff';
import { formatMoney } from '@/domain/pricing/format-money';
import { BookingHistory } from './booking-history';
import { CompletionRecord } from './completion-record';
import { PaymentSummary } from './payment-summary';
import { RoomPhotoGallery } from './room-photo-gallery';
import { describeTv } from '@/domain/catalog/describe-tv';
import { ApartmentLine, jobAddress } from './job-address';
import { formatCalendarDate } from '@/domain/scheduling/format-date';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-1.5">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * Everything an installer or the office needs about one job (issue 16): per TV, services,
 * products, the two-technician flag, notes, photos, payment and what to collect, how the job was
 * finished (issue 31), the history.
 */
export function JobDetails({ booking, token }: { booking: StaffBooking; token: string }) {
  const address = jobAddress(booking);
  return (
    <div className="grid grid-cols-1 gap-5 text-sm">
      {booking.twoTechnicians && <TwoTechniciansNotice />}
      <Section title="Customer">
        <p className="font-medium">{booking.name}</p>
        <p>{booking.phone}</p>
        <p className="truncate" title={booking.email}>
          {booking.email}
        </p>
        <p className="break-words">{address}</p>
        <ApartmentLine booking={booking} />
      </Section>
      <Section title="Appointment">
        <p>
          {booking.appointmentDate
            ? formatCalendarDate(booking.appointmentDate, 'medium')
            : 'Not scheduled'}
          {booking.appointmentTime ? ` · ${booking.appointmentTime}` : ''}
        </p>
        <p>Technician: {booking.technicianName ?? 'Not assigned'}</p>
      </Section>
      <Section title={`TVs (${booking.tvs.length})`}>
        <ol className="grid grid-cols-1 gap-2">
          {booking.tvs.map((tv, index) => {
            const d = describeTv(tv);
            return (
              <li key={tv.id ?? index} className="rounded-md bg-muted/60 p-2">
                <p className="font-medium">
                  TV {index + 1}: {d.room}
                </p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3">
                  <dt className="text-muted-foreground">Size</dt>
                  <dd>{d.size}</dd>
                  <dt className="text-muted-foreground">Wall</dt>
                  <dd>{d.wall}</dd>
                  <dt className="text-muted-foreground">Mount</dt>
                  <dd>{d.mount}</dd>
                  <dt className="text-muted-foreground">Add-ons</dt>
                  <dd>{d.addOns.length ? d.addOns.join(', ') : 'None'}</dd>
                </dl>
              </li>
            );
          })}
        </ol>
      </Section>
      {booking.services.length > 0 && (
        <Section title="Services">
          <ul className="list-inside list-disc">
            {booking.services.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </Section>
      )}
      {(booking.products ?? []).length > 0 && (
        <Section title="Store products to bring">
          <ul className="list-inside list-disc">
            {(booking.products ?? []).map((p) => (
              <li key={p.productId}>
                {p.name} × {p.quantity}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {booking.notes && (
        <Section title="Notes">
          <p className="break-words whitespace-pre-line">{booking.notes}</p>
        </Section>
      )}
      <Section title="Payment">
        <p className="font-semibold tabular-nums">{formatMoney(booking.totalPrice)}</p>
        <PaymentSummary booking={booking} />
      </Section>
      {booking.cancelReason && (
        <Section title="Cancellation">
          <p className="break-words">{booking.cancelReason}</p>
        </Section>
      )}
      <RoomPhotoGallery bookingId={booking.id} photoUrls={booking.photoUrls} token={token} />
      <CompletionRecord booking={booking} token={token} />
      <BookingHistory bookingId={booking.id} token={token} />
    </div>
  );
}
