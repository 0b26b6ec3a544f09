import { describe, expect, it } from 'vitest';
import { browserLocale, localeToOffer } from './remembered-locale';

describe('browserLocale', () => {
  it.each([
    [['es-MX', 'en-US'], 'es'],
    [['en-US', 'es'], 'en'],
    [['fr-FR', 'es-US'], 'es'],
    [['fr-FR', 'de'], undefined],
    [[], undefined],
    [['ES'], 'es'],
  ] as const)('%j -> %s', (languages, locale) => {
    expect(browserLocale(languages)).toBe(locale);
  });
});

describe('localeToOffer', () => {
  it.each([
    // page, remembered, browser languages, offered
    ['en', undefined, ['es-US'], 'es'],
    ['en', undefined, ['en-US', 'es'], undefined],
    ['es', undefined, ['es-US'], undefined],
    ['es', undefined, ['en-US'], undefined],
    ['en', 'es', ['en-US'], 'es'],
    ['es', 'en', ['es-US'], 'en'],
    ['en', 'en', ['es-US'], undefined],
    ['es', 'es', ['en-US'], undefined],
  ] as const)('on %s, remembered %s, browser %j: %s', (page, remembered, languages, offer) => {
    expect(localeToOffer(page, remembered, languages)).toBe(offer);
  });
});
