import type { StaffBooking } from '@/domain/schemas/staff';
import { RoomPhotoGallery } from '@/client/components/staff/room-photo-gallery';
import { Badge } from '@/client/components/ui/badge';

const words = (value: string) => value.replaceAll('_', ' ');

/** TV, wall and mount, the add-on badges, services and the room photos of one booking. */
export function BookingServiceCell({ booking, token }: { booking: StaffBooking; token: string }) {
  const badges = [
    booking.wireInWall && 'Wire in Wall',
    booking.deviceSetup && 'Device Setup',
    booking.sameDayService && 'Same Day',
    booking.wireCordHiders && 'Cord Hiders',
    booking.homeTheaterSetup && 'Home Theater',
    booking.floatingShelf && `Floating Shelf: ${words(booking.floatingShelf)}`,
    booking.fireplaceOutlet && 'Fireplace Outlet',
    booking.apartmentComplex &&
      [
        booking.apartmentComplex,
        booking.floorPlanName,
        booking.unitNumber ? `Unit ${booking.unitNumber}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
    // Store products bought with the booking (Mount Depot).
    ...(booking.products ?? []).map((p) => `Product: ${p.name} x ${p.quantity}`),
  ].filter((b): b is string => typeof b === 'string' && b !== '');
  return (
    <div className="min-w-56 space-y-2">
      <p className="font-medium">{booking.tvSize ? `${booking.tvSize}" TV` : 'TV'}</p>
      <p className="text-xs text-muted-foreground">
        Wall: {words(booking.wallType) || 'not given'} · Mount:{' '}
        {words(booking.mountOption || 'purchase')} {words(booking.mountType || 'fixed')}
      </p>
      {badges.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="Add-ons">
          {badges.map((b) => (
            <li key={b}>
              <Badge variant="secondary">{b}</Badge>
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
