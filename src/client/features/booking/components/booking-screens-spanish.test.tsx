// @vitest-environment jsdom
// The booking screens in each language (issue 28): on a Spanish page their words come from
// src/client/locales/es/booking.po and the money is written for es-US; on an English page the
// words are exactly the spec's, as before.
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMPLEX_COUNT, FLOOR_PLAN_COUNT } from '@/domain/catalog/landing';
import type { BookingStep } from '@/domain/site/booking-steps';
import { testI18n } from '@/client/i18n/in-locale';
import { BookingContext, type BookingContextValue } from '../hooks/use-booking';
import {
  bookingReducer,
  emptyBookingState,
  type BookingState,
  type CartTv,
} from '../state/booking-state';
import { BookingTypeScreen } from './booking-type-screen';
import { TvBuilder } from './builder/tv-builder';
import { AdditionalServicesPage } from './services/additional-services-page';

const SPANISH = testI18n('es');
const ENGLISH = testI18n('en');

beforeAll(() => {
  // The headings scroll to the top when a screen opens; jsdom has no layout to scroll.
  window.scrollTo = () => undefined;
});
afterEach(cleanup);

const TV: CartTv = {
  id: 'tv-1',
  room: 'Living Room',
  tvSize: '56-65',
  wallType: 'drywall_studs',
  mountOption: 'purchase',
  mountType: 'fixed',
  wireInWall: false,
  deviceSetup: false,
  sameDayService: false,
  wireCordHiders: false,
  fireplaceOutlet: false,
  homeTheaterSetup: false,
  floatingShelf: '',
  largeTvAssistance: 'customer_help',
  frameMediaBoxType: 'none',
  apartmentComplex: null,
};

function Flow({
  step,
  start,
  children,
}: {
  step: BookingStep;
  start: BookingState;
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(bookingReducer, start);
  const value: BookingContextValue = {
    state,
    dispatch,
    step,
    goTo: () => undefined,
    back: () => undefined,
    canGoBack: step !== 'type',
    finish: () => undefined,
    exit: () => undefined,
    announce: () => undefined,
  };
  return <BookingContext.Provider value={value}>{children}</BookingContext.Provider>;
}

function renderIn(
  i18n: typeof SPANISH,
  step: BookingStep,
  ui: ReactNode,
  start = emptyBookingState(),
) {
  return render(
    <I18nProvider i18n={i18n}>
      <Flow step={step} start={start}>
        {ui}
      </Flow>
    </I18nProvider>,
  );
}

describe('the booking type screen', () => {
  it('in Spanish', () => {
    renderIn(SPANISH, 'type', <BookingTypeScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Elija su tipo de reserva');
    expect(screen.getByText('Paso 1')).toBeTruthy();
    const apartment = screen.getByRole('button', { name: /Complejo de apartamentos/ });
    expect(apartment.textContent).toContain(`${COMPLEX_COUNT} complejos de apartamentos`);
    expect(apartment.textContent).toContain(`${FLOOR_PLAN_COUNT} planos`);
    expect(apartment.textContent).toContain('Elegir');
    expect(screen.getByRole('button', { name: /Reserva general/ })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Select|Booking|Step|Any /);
  });

  it('in English, the spec’s words', () => {
    renderIn(ENGLISH, 'type', <BookingTypeScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose Your Booking Type');
    expect(screen.getByText('Step 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Apartment Complex/ }).textContent).toContain(
      `${COMPLEX_COUNT} apartment complexes`,
    );
  });
});

describe('the TV builder with one TV', () => {
  const start = { ...emptyBookingState(), tvs: [TV] };

  it('in Spanish', () => {
    renderIn(SPANISH, 'tvs', <TvBuilder />, start);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Arme su instalación de TV');
    expect(screen.getByText('Paso 2 de 6')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sus televisores (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Desglose del precio' })).toBeTruthy();
    expect(screen.getByText('Paso 1 de 4: Habitación o lugar')).toBeTruthy();
    const book = screen.getAllByRole('button', { name: /^Reservar todos los televisores \(\$/ });
    expect(book.length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /^Quitar TV 1: / })).toBeTruthy();
    // The Mount Depot link opens the Spanish store.
    const store = screen.getByRole('link', { name: /Mount Depot/ });
    expect(store.getAttribute('href')).toBe('/es/mount-depot');
    expect(store.textContent).toContain('Compre soportes y accesorios');
  });

  it('in English, the spec’s words', () => {
    renderIn(ENGLISH, 'tvs', <TvBuilder />, start);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Build Your TV Installation',
    );
    expect(screen.getByText('Step 1 of 4: Room or location')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your TVs (1)' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Book All TVs \(\$/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Mount Depot/ }).getAttribute('href')).toBe(
      '/mount-depot',
    );
  });

  it('names a refused photo in the page’s language', async () => {
    renderIn(SPANISH, 'tvs', <TvBuilder />, start);
    const notAPhoto = new File(['just words'], 'notas.txt', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Archivos de fotos de la habitación'), notAPhoto, {
      applyAccept: false,
    });
    const alert = await screen.findByText('El archivo notas.txt no es una imagen.');
    expect(alert).toBeTruthy();
  });
});

describe('additional services with one chosen', () => {
  const start: BookingState = {
    ...emptyBookingState(),
    services: [{ id: 's1', type: 'ceilingFan', option: 'standard', quantity: 2 }],
  };

  it('in Spanish', () => {
    renderIn(SPANISH, 'services', <AdditionalServicesPage />, start);
    const chosen = screen.getByRole('region', { name: 'Servicios elegidos' });
    expect(within(chosen).getByRole('button', { name: /^Aumentar la cantidad de / })).toBeTruthy();
    expect(within(chosen).getByLabelText('Cantidad 2')).toBeTruthy();
    expect(
      screen.getAllByRole('button', { name: 'Continuar con los servicios' }).length,
    ).toBeGreaterThan(0);
  });

  it('in English, the spec’s words', () => {
    renderIn(ENGLISH, 'services', <AdditionalServicesPage />, start);
    const chosen = screen.getByRole('region', { name: 'Selected Services' });
    expect(within(chosen).getByLabelText('Quantity 2')).toBeTruthy();
    expect(
      screen.getAllByRole('button', { name: 'Continue with Services' }).length,
    ).toBeGreaterThan(0);
  });
});
