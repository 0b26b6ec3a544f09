import { Mail, MapPin, Navigation, Phone } from 'lucide-react';
import {
  ALLOWED_STATUS_MOVES,
  STATUS_LABELS,
  TECHNICIAN_STATUS_CHOICES,
  type BookingStatus,
  type StaffBooking,
} from '@/domain/schemas/staff';
import { formatMoney } from '@/domain/pricing/format-money';
import { RoomPhotoGallery } from '@/client/components/staff/room-photo-gallery';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { cn } from '@/client/lib/utils';
import type { JobChange } from '../api/update-booking-status';

// Section 4: as in the admin, except in_progress is orange here.
const COLOURS: Record<BookingStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 border-yellow-300',
  confirmed: 'bg-blue-100 text-blue-900 border-blue-300',
  in_progress: 'bg-orange-100 text-orange-900 border-orange-300',
  completed: 'bg-green-100 text-green-900 border-green-300',
  cancelled: 'bg-red-100 text-red-900 border-red-300',
};

type TechnicianStatus = (typeof TECHNICIAN_STATUS_CHOICES)[number];

function shortDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return 'Not scheduled';
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const words = (v: string) => v.replaceAll('_', ' ');

export function JobCard({
  job,
  token,
  busy,
  onChange,
}: {
  job: StaffBooking;
  token: string;
  busy: boolean;
  onChange: (job: StaffBooking, change: JobChange) => void;
}) {
  const fullAddress = [job.address, job.unitNumber && `Unit ${job.unitNumber}`, job.zipCode]
    .filter(Boolean)
    .join(', ');
  const extras = [
    job.wireInWall && 'Wire in wall',
    job.deviceSetup && 'Device setup',
    job.sameDayService && 'Same day',
    job.wireCordHiders && 'Cord hiders',
    job.homeTheaterSetup && 'Home theater',
    job.fireplaceOutlet && 'Fireplace outlet',
    job.floatingShelf && `Floating shelf (${words(job.floatingShelf)})`,
    ...job.services,
  ].filter((s): s is string => typeof s === 'string' && s !== '');
  const choices = TECHNICIAN_STATUS_CHOICES.filter((s) =>
    (ALLOWED_STATUS_MOVES[job.status] as readonly string[]).includes(s),
  );
  const final = job.status === 'completed' || job.status === 'cancelled';
  const selectId = `status-${job.id}`;

  return (
    <article aria-labelledby={`job-${job.id}`} className="rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex items-start justify-between gap-2">
        <div>
          <h3 id={`job-${job.id}`} className="text-lg font-semibold">
            Booking #{job.id}
          </h3>
          <p className="text-sm text-muted-foreground">
            {job.appointmentDate ? shortDate(job.appointmentDate) : 'Not scheduled'} ·{' '}
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
          className="flex min-h-8 items-center gap-2 break-all text-primary underline-offset-2 hover:underline"
        >
          <Mail aria-hidden="true" className="size-4" />
          {job.email}
        </a>
        <a
          href={`https://maps.google.com/?q=${encodeURIComponent(fullAddress)}`}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-h-8 items-start gap-2 text-primary underline-offset-2 hover:underline"
        >
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {fullAddress}
            <span className="sr-only"> (open in maps)</span>
          </span>
        </a>
      </div>

      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-muted/60 p-3 text-sm">
        <dt className="text-muted-foreground">TV Size</dt>
        <dd className="font-medium">{job.tvSize ? `${job.tvSize}"` : 'N/A'}</dd>
        <dt className="text-muted-foreground">Wall Type</dt>
        <dd className="font-medium capitalize">{words(job.wallType) || 'N/A'}</dd>
        <dt className="text-muted-foreground">Total</dt>
        <dd className="font-semibold tabular-nums">{formatMoney(job.totalPrice)}</dd>
      </dl>

      {extras.length > 0 && (
        <div className="mt-3 text-sm">
          <p className="font-medium">Services</p>
          <ul className="list-inside list-disc text-muted-foreground">
            {extras.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      )}

      {job.photoCount > 0 && (
        <div className="mt-3">
          <RoomPhotoGallery bookingId={job.id} photoUrls={job.photoUrls} token={token} />
        </div>
      )}

      {(job.status === 'pending' || job.status === 'confirmed') &&
        (job.enRouteAt ? (
          <p className="mt-4 flex items-center gap-2 text-sm font-medium text-green-800">
            <Navigation aria-hidden="true" className="size-4" />
            On the way since{' '}
            {new Date(job.enRouteAt).toLocaleTimeString('en-US', {
              timeZone: 'America/New_York',
              hour: 'numeric',
              minute: '2-digit',
            })}
          </p>
        ) : (
          <Button
            className="mt-4 h-11 w-full"
            disabled={busy}
            onClick={() => onChange(job, { enRoute: true })}
          >
            <Navigation aria-hidden="true" />
            On my way
          </Button>
        ))}

      {!final && choices.length > 0 && (
        <div className="mt-4 grid gap-1.5">
          <Label htmlFor={selectId}>Update status</Label>
          <NativeSelect
            id={selectId}
            className="h-11"
            value=""
            disabled={busy}
            onChange={(e) =>
              e.target.value && onChange(job, { status: e.target.value as TechnicianStatus })
            }
          >
            <option value="">{STATUS_LABELS[job.status]} (current)</option>
            {choices.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </article>
  );
}
