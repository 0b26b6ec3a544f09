// The welcome's claims use the same counts as the landing page (issue 26: "20+" there, 20 elsewhere).
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/client/i18n/in-locale';
import { APARTMENT_COMPLEX_KEYS } from '@/domain/catalog/apartment-complexes/complexes';
import { WELCOME_FEATURES } from './welcome-overlay';

const english = testI18n('en');

describe('welcome features', () => {
  it('counts the apartment complexes from the catalog list, with no "+"', () => {
    const titles = WELCOME_FEATURES.map((feature) => english._(feature.title));
    expect(titles).toContain(`${APARTMENT_COMPLEX_KEYS.length} Apartment Complexes`);
    expect(titles.join(' ')).not.toMatch(/\d\+/);
  });
});
