// @vitest-environment jsdom
// The booking screens in each language (issue 28): on a Spanish page their words come from
// src/client/locales/es/booking.po and the money is written for es-US; on an English page the
// words are exactly the spec's, as before.
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useReducer, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADDITIONAL_SERVICES } from '@/domain/catalog/additional-services';
import { FLOOR_PLAN_TEXT_ES } from '@/domain/catalog/apartment-complexes/floor-plans-es';
import { CATALOG_NAMES_ES } from '@/domain/catalog/catalog-names-es';
import { loadCustomerWords } from '@/domain/catalog/customer-words';
import { COMPLEX_COUNT, FLOOR_PLAN_COUNT } from '@/domain/catalog/landing';
import { WALL_TYPE_INFO } from '@/domain/catalog/wall-types';
import { QUOTE_WORDS_ES } from '@/domain/pricing/quote-words-es';
import type { BookingStep } from '@/domain/site/booking-steps';
import { testI18n } from '@/client/i18n/in-locale';
import { BookingContext, type BookingContextValue } from '../hooks/use-booking';
import {
  bookingReducer,
  emptyBookingState,
  type BookingState,
  type CartTv,
} from '../state/booking-state';
import { ApartmentPicker } from './apartment/apartment-picker';
import { BookingTypeScreen } from './booking-type-screen';
import { TvBuilder } from './builder/tv-builder';
import { AdditionalServicesPage } from './services/additional-services-page';

const SPANISH = testI18n('es');
const ENGLISH = testI18n('en');

beforeAll(async () => {
  // The headings scroll to the top when a screen opens; jsdom has no layout to scroll.
  window.scrollTo = () => undefined;
  // The Spanish tables' chunk, imported once here so the screens' first render waits for no
  // module transform (the screens suspend until it is in).
  await loadCustomerWords('es');
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

/** Renders a screen; awaited, so a screen waiting for the Spanish tables gets them (act). */
async function renderIn(
  i18n: typeof SPANISH,
  step: BookingStep,
  ui: ReactNode,
  start = emptyBookingState(),
) {
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        {/* The Spanish catalogue names load once, in a chunk of their own (use-customer-words.ts). */}
        <Suspense fallback={<p>Loading</p>}>
          <Flow step={step} start={start}>
            {ui}
          </Flow>
        </Suspense>
      </I18nProvider>,
    );
  });
}

describe('the booking type screen', () => {
  it('in Spanish', async () => {
    await renderIn(SPANISH, 'type', <BookingTypeScreen />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Elija su tipo de reserva',
    );
    expect(screen.getByText('Paso 1')).toBeTruthy();
    const apartment = screen.getByRole('button', { name: /Complejo de apartamentos/ });
    expect(apartment.textContent).toContain(`${COMPLEX_COUNT} complejos de apartamentos`);
    expect(apartment.textContent).toContain(`${FLOOR_PLAN_COUNT} planos`);
    expect(apartment.textContent).toContain('Elegir');
    expect(screen.getByRole('button', { name: /Reserva general/ })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Select|Booking|Step|Any /);
  });

  it('in English, the spec’s words', async () => {
    await renderIn(ENGLISH, 'type', <BookingTypeScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose Your Booking Type');
    expect(screen.getByText('Step 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Apartment Complex/ }).textContent).toContain(
      `${COMPLEX_COUNT} apartment complexes`,
    );
  });
});

describe('the apartment screen with a plan chosen', () => {
  const start: BookingState = {
    ...emptyBookingState(),
    apartmentPick: { complex: 'radius', floorPlanId: 'radius-a1', rooms: ['Living Room'] },
  };

  it('in Spanish, the plan’s words too', async () => {
    await renderIn(SPANISH, 'apartment', <ApartmentPicker />, start);
    const plan = screen.getByRole('heading', { level: 2 });
    expect(plan.textContent).toBe('A1 Una recámara');
    const details = plan.parentElement as HTMLElement;
    expect(details.textContent).toContain(FLOOR_PLAN_TEXT_ES.descriptions['radius-a1']);
    expect(details.textContent).toContain('1 recámara');
    expect(details.textContent).toContain('1 baño');
    expect(details.textContent).toContain('742 pies²');
    expect(screen.getByRole('button', { name: 'Sala', pressed: true })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'A1 Una recámara (742 pies²)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar con este plano' })).toBeTruthy();
  });

  it('in English, the spec’s words', async () => {
    await renderIn(ENGLISH, 'apartment', <ApartmentPicker />, start);
    const plan = screen.getByRole('heading', { level: 2 });
    expect(plan.textContent).toBe('A1 One Bedroom');
    expect(plan.parentElement?.textContent).toContain('1 bed');
    expect(screen.getByRole('option', { name: 'A1 One Bedroom (742 sq ft)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Living Room', pressed: true })).toBeTruthy();
  });
});

describe('the TV builder with one TV', () => {
  const start = { ...emptyBookingState(), tvs: [TV] };

  it('in Spanish, the catalogue’s names and the quote’s lines too', async () => {
    await renderIn(SPANISH, 'tvs', <TvBuilder />, start);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Arme su instalación de TV',
    );
    expect(screen.getByText('Paso 2 de 6')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sus televisores (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Desglose del precio' })).toBeTruthy();
    expect(screen.getByText('Paso 1 de 4: Habitación o lugar')).toBeTruthy();
    const book = screen.getAllByRole('button', { name: /^Reservar todos los televisores \(\$/ });
    expect(book.length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Quitar TV 1: Sala' })).toBeTruthy();
    // The room chips name the rooms in Spanish; the TV list names its wall and mount.
    expect(screen.getByRole('button', { name: 'Sala', pressed: false })).toBeTruthy();
    const tvs = screen.getByRole('region', { name: 'Sus televisores (1)' });
    expect(tvs.textContent).toContain(CATALOG_NAMES_ES.wallTypes.drywall_studs);
    expect(tvs.textContent).toContain('Soporte fijo');
    const breakdown = screen.getByRole('region', { name: 'Desglose del precio' });
    expect(breakdown.textContent).toContain('TV 1: Sala');
    expect(breakdown.textContent).toContain(QUOTE_WORDS_ES.installation);
    expect(breakdown.textContent).not.toContain('Installation');
    // The Mount Depot link opens the Spanish store.
    const store = screen.getByRole('link', { name: /Mount Depot/ });
    expect(store.getAttribute('href')).toBe('/es/mount-depot');
    expect(store.textContent).toContain('Compre soportes y accesorios');
  });

  it('in English, the spec’s words', async () => {
    await renderIn(ENGLISH, 'tvs', <TvBuilder />, start);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Build Your TV Installation',
    );
    expect(screen.getByText('Step 1 of 4: Room or location')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your TVs (1)' })).toBeTruthy();
    const tvs = screen.getByRole('region', { name: 'Your TVs (1)' });
    expect(tvs.textContent).toContain(WALL_TYPE_INFO.drywall_studs.label);
    expect(screen.getByRole('button', { name: 'Remove TV 1: Living Room' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Book All TVs \(\$/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Mount Depot/ }).getAttribute('href')).toBe(
      '/mount-depot',
    );
  });

  it('names a refused photo in the page’s language', async () => {
    await renderIn(SPANISH, 'tvs', <TvBuilder />, start);
    await screen.findByRole('heading', { level: 1 });
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

  it('in Spanish, the services’ names too', async () => {
    await renderIn(SPANISH, 'services', <AdditionalServicesPage />, start);
    const chosen = await screen.findByRole('region', { name: 'Servicios elegidos' });
    const fan = CATALOG_NAMES_ES.services.ceilingFan;
    expect(within(chosen).getByText(`${fan.name} (${fan.options.standard})`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: fan.name })).toBeTruthy();
    expect(within(chosen).getByRole('button', { name: /^Aumentar la cantidad de / })).toBeTruthy();
    expect(within(chosen).getByLabelText('Cantidad 2')).toBeTruthy();
    expect(
      screen.getAllByRole('button', { name: 'Continuar con los servicios' }).length,
    ).toBeGreaterThan(0);
  });

  it('in English, the spec’s words', async () => {
    await renderIn(ENGLISH, 'services', <AdditionalServicesPage />, start);
    const chosen = screen.getByRole('region', { name: 'Selected Services' });
    expect(
      within(chosen).getByText(`${ADDITIONAL_SERVICES.ceilingFan.name} (Standard fan)`),
    ).toBeTruthy();
    expect(within(chosen).getByLabelText('Quantity 2')).toBeTruthy();
    expect(
      screen.getAllByRole('button', { name: 'Continue with Services' }).length,
    ).toBeGreaterThan(0);
  });
});
