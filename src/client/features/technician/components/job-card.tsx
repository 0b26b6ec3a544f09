import { Mail, MapPin, Phone } from 'lucide-react';
import type { BookingStatus } from '@/domain/schemas/booking';
import { STATUS_LABELS, type StaffBooking } from '@/domain/schemas/staff';
import { formatMoney } from '@/domain/pricing/format-money';
import { PaymentSummary } from '@/client/components/staff/payment-summary';
import { RoomPhotoGallery } from '@/client/components/staff/room-photo-gallery';
import { ApartmentLine, jobAddress } from '@/client/components/staff/job-address';
import { describeTv } from '@/domain/catalog/describe-tv';
import { TwoTechniciansNotice } from '@/client/components/staff/two-technicians-notice';
import { cn } from '@/client/lib/utils';
import type { TechnicianSession } from '../lib/technician-session';
import type { QueuedChange } from '../offline/change-queue';
import { QueuedChangesNotice } from '../offline/queued-changes-notice';
import { JobActions } from './job-actions';
import { JobDetailsButton } from './job-details-button';
import { formatCalendarDate } from '@/domain/scheduling/format-date';

// Section 4: as in the admin, except in_progress is orange here.
const COLOURS: Record<BookingStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 border-yellow-300',
  confirmed: 'bg-blue-100 text-blue-900 border-blue-300',
  in_progress: 'bg-orange-100 text-orange-900 border-orange-300',
  completed: 'bg-green-100 text-green-900 border-green-300',
  cancelled: 'bg-red-100 text-red-900 border-red-300',
};

const words = (v: string) => v.replaceAll('_', ' ');

export function JobCard({
  job,
  session,
  queued = [],
}: {
  job: StaffBooking;
  session: TechnicianSession;
  /** This job's changes kept on the phone (docs/decisions/041). */
  queued?: readonly QueuedChange[];
}) {
  const fullAddress = jobAddress(job);
  const tvs = job.tvs.map((tv) => describeTv(tv));

  return (
    <article aria-labelledby={`job-${job.id}`} className="rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex items-start justify-between gap-2">
        <div>
          {/* The page's h1 is the dashboard; each job is a section under it. */}
          <h2 id={`job-${job.id}`} className="text-lg font-semibold">
            Booking #{job.id}
          </h2>
          <p className="text-sm text-muted-foreground">
            {formatCalendarDate(job.appointmentDate, 'short', 'Not scheduled')} ·{' '}
            {job.appointmentTime || 'Not scheduled'}
          </p>
        </div>
        <span
          className={cn(
            'shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
            COLOURS[job.status],
          )}
        >
          {STATUS_LABELS[job.status]}
        </span>
      </header>

      <QueuedChangesNotice changes={queued} />

      {job.twoTechnicians && <TwoTechniciansNotice className="mt-3 text-sm" />}

      <div className="mt-3 space-y-1.5 text-sm">
        <p className="font-semibold">{job.name}</p>
        <a
          href={`tel:${job.phone.replace(/[^\d+]/g, '')}`}
          className="flex min-h-8 items-center gap-2 text-primary underline-offset-2 hover:underline"
        >
          <Phone aria-hidden="true" className="size-4" />
          {job.phone}
        </a>
        <a
          href={`mailto:${job.email}`}
          title={job.email}
          className="flex min-h-8 min-w-0 items-center gap-2 text-primary underline-offset-2 hover:underline"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{job.email}</span>
        </a>
        <a
          href={`https://maps.google.com/?q=${encodeURIComponent(fullAddress)}`}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-h-8 items-start gap-2 text-primary underline-offset-2 hover:underline"
        >
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="break-words">
            {fullAddress}
            <span className="sr-only"> (open in maps)</span>
          </span>
        </a>
        <ApartmentLine booking={job} />
      </div>

      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-muted/60 p-3 text-sm">
        <dt className="text-muted-foreground">TV Size</dt>
        <dd className="font-medium">{job.tvSize ? `${job.tvSize}"` : 'N/A'}</dd>
        <dt className="text-muted-foreground">Wall Type</dt>
        <dd className="font-medium capitalize">{words(job.wallType) || 'N/A'}</dd>
        <dt className="text-muted-foreground">Total</dt>
        <dd className="font-semibold tabular-nums">{formatMoney(job.totalPrice)}</dd>
      </dl>

      {tvs.length > 0 && (
        <ol className="mt-3 space-y-1 text-sm" aria-label="TVs">
          {tvs.map((tv, index) => (
            <li key={index}>
              <span className="font-medium">
                {tv.room} · {tv.size}
              </span>{' '}
              <span className="text-muted-foreground">
                {tv.mount}
                {tv.addOns.length ? ` · ${tv.addOns.join(', ')}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}

      {job.services.length > 0 && (
        <div className="mt-3 text-sm">
          <p className="font-medium">Services</p>
          <ul className="list-inside list-disc text-muted-foreground">
            {job.services.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-3">
        <PaymentSummary booking={job} />
      </div>

      {job.photoCount > 0 && (
        <div className="mt-3">
          <RoomPhotoGallery bookingId={job.id} photoUrls={job.photoUrls} token={session.token} />
        </div>
      )}

      <JobDetailsButton job={job} token={session.token} />
      <JobActions job={job} session={session} />
    </article>
  );
}
