// The booking screens, switched by in-page state (booking-flow.md section 2 "Booking flow
// screens"). Loaded only when the customer enters builder mode; scheduling and payment load later.
import { lazy, Suspense, useEffect, useMemo, useReducer, useRef } from 'react';
import { useSiteMode } from '@/client/lib/site-mode';
import { ApartmentPicker } from './components/apartment/apartment-picker';
import { RoomPhotosStep } from './components/apartment/room-photos-step';
import { BookingTypeScreen } from './components/booking-type-screen';
import { TvBuilder } from './components/builder/tv-builder';
import { LoadingBlock } from './components/loading-block';
import { AdditionalServicesPage } from './components/services/additional-services-page';
import { BookingContext } from './hooks/use-booking';
import { bookingReducer, currentScreen, initialBookingState } from './state/booking-state';

const SchedulingFlow = lazy(() => import('./components/scheduling/scheduling-flow'));

export default function BookingFlow() {
  const { entry, exitToHome } = useSiteMode();
  const [state, dispatch] = useReducer(bookingReducer, entry, initialBookingState);
  const screen = currentScreen(state);
  const context = useMemo(() => ({ state, dispatch, exit: exitToHome }), [state, exitToHome]);

  // Each screen starts at its top, as a new page would.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [screen]);

  return (
    <BookingContext.Provider value={context}>
      <div className="bg-muted/40 min-h-[calc(100dvh-4rem)] pb-16">
        {screen === 'type' && <BookingTypeScreen />}
        {screen === 'apartment' && <ApartmentPicker />}
        {screen === 'room-photos' && <RoomPhotosStep />}
        {screen === 'builder' && <TvBuilder />}
        {screen === 'services' && <AdditionalServicesPage />}
        {screen === 'scheduling' && (
          <Suspense fallback={<LoadingBlock label="Loading scheduling" />}>
            <SchedulingFlow />
          </Suspense>
        )}
      </div>
    </BookingContext.Provider>
  );
}
