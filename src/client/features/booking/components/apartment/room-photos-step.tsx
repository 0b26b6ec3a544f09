import { useLingui } from '@lingui/react/macro';
import { Button } from '@/client/components/ui/button';
import { findComplex } from '@/domain/catalog/apartment-complexes/complexes';
import { useBooking } from '../../hooks/use-booking';
import { useRoomName } from '../builder/use-tv-label';
import { useFloorPlanName } from './use-floor-plan-text';
import { PhotoUploader } from '../photo-uploader';
import { ScreenHeader } from '../screen-header';

/** booking-flow.md section 4 "Page-level flow": apartment picker -> room photos -> builder. */
export function RoomPhotosStep() {
  const { state, goTo } = useBooking();
  const { t } = useLingui();
  const roomName = useRoomName();
  const apartment = state.apartment;
  const planName = useFloorPlanName(apartment);
  const complex = apartment ? findComplex(apartment.complex) : undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 pt-8">
      <ScreenHeader
        description={
          complex && apartment
            ? `${complex.name}, ${planName}: ${apartment.rooms.map(roomName).join(', ')}`
            : undefined
        }
      />
      <PhotoUploader />
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Button size="lg" onClick={() => goTo('tvs')}>
          {state.photos.length > 0 ? t`Continue to TV Builder` : t`Skip Photos`}
        </Button>
      </div>
    </section>
  );
}
