import { describe, expect, it } from 'vitest';
import { STEP_TITLES } from './booking-steps';
import { isPagePath } from './page-paths';
import { metaFor } from './page-meta';
import {
  bookingConfirmedPath,
  bookingStepPath,
  myBookingPath,
  pagePath,
  storeSuccessPath,
  tvBuilderPath,
} from './paths';

describe('typed paths', () => {
  it('sends "Back to TV Builder" to the builder step, not to the start of the booking', () => {
    // The store once navigated to '/book/builder': no step, so the flow began again at /book/type.
    expect(tvBuilderPath()).toBe('/book/tvs');
    expect(metaFor(tvBuilderPath()).title).toContain(STEP_TITLES.tvs);
  });

  it('builds only paths the server answers as pages', () => {
    const built = [
      pagePath('home'),
      pagePath('track'),
      pagePath('mountDepot'),
      bookingStepPath('contact'),
      bookingConfirmedPath('CTM-ABC234'),
      myBookingPath('a'.repeat(32)),
      storeSuccessPath('CTM-ABC234').split('?')[0] ?? '',
    ];
    for (const path of built) expect(isPagePath(path), path).toBe(true);
    expect(storeSuccessPath('CTM-ABC234')).toBe('/mount-depot/success?order=CTM-ABC234');
  });

  it('refuses a step or a page that does not exist at compile time', () => {
    // @ts-expect-error 'builder' is no booking step: the bug of issue 27 no longer type-checks.
    expect(metaFor(bookingStepPath('builder')).title).toMatch(/404/);
    // @ts-expect-error no page is called 'checkout'.
    expect(() => pagePath('checkout')).toThrow();
  });
});
