import type { StaffBooking } from '@/domain/schemas/staff';
import { RoomPhotoGallery } from '@/client/components/staff/room-photo-gallery';
import { describeTv } from '@/domain/catalog/describe-tv';
import { Badge } from '@/client/components/ui/badge';
import { useAdminToken } from '../../lib/admin-context';

const words = (value: string) => value.replaceAll('_', ' ');

/**
 * Each TV (room, size, wall, mount, its add-ons), then services, products, the complex and the
 * room photos (store-staff-assistant.md section 2).
 */
export function BookingServiceCell({ booking }: { booking: StaffBooking }) {
  const token = useAdminToken();
  const badges = [
    booking.twoTechnicians && 'Two technicians',
    booking.sameDayService && 'Same Day',
    booking.apartmentComplexName &&
      [
        booking.apartmentComplexName,
        booking.floorPlanName,
        booking.unitNumber ? `Unit ${booking.unitNumber}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
    ...(booking.products ?? []).map((p) => `Product: ${p.name} x ${p.quantity}`),
  ].filter((b): b is string => typeof b === 'string' && b !== '');
  const tvs = booking.tvs.map((tv) => describeTv(tv));
  return (
    <div className="min-w-0 space-y-2">
      {tvs.length === 0 ? (
        <p className="font-medium">
          {booking.tvSize ? `${booking.tvSize}" TV` : 'TV'} · {words(booking.wallType)}
        </p>
      ) : (
        <ol className="space-y-1">
          {tvs.map((tv, index) => (
            <li key={index}>
              <p className="font-medium">
                {tv.room} · {tv.size}
              </p>
              <p className="text-xs text-muted-foreground">
                {tv.wall} · {tv.mount}
                {tv.addOns.length > 0 && ` · ${tv.addOns.join(', ')}`}
              </p>
            </li>
          ))}
        </ol>
      )}
      {badges.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="Add-ons">
          {badges.map((b) => (
            <li key={b} className="max-w-full">
              <Badge variant="secondary" className="max-w-full whitespace-normal">
                {b}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {booking.services.length > 0 && (
        <ul className="text-xs text-muted-foreground">
          {booking.services.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
      <RoomPhotoGallery bookingId={booking.id} photoUrls={booking.photoUrls} token={token} />
    </div>
  );
}
