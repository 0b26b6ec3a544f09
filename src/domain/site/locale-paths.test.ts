import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInLocale, pathWithoutLocale } from './locale-paths';

describe('locale paths', () => {
  it.each([
    ['/', 'en', '/', '/es'],
    ['/es', 'es', '/', '/es'],
    ['/es/', 'es', '/', '/es'],
    ['/book/type', 'en', '/book/type', '/es/book/type'],
    ['/es/book/type', 'es', '/book/type', '/es/book/type'],
    [
      '/es/mount-depot?q=tilt#cart',
      'es',
      '/mount-depot?q=tilt#cart',
      '/es/mount-depot?q=tilt#cart',
    ],
    ['/?x=1', 'en', '/?x=1', '/es?x=1'],
    ['/es?x=1', 'es', '/?x=1', '/es?x=1'],
    ['/estimate', 'en', '/estimate', '/es/estimate'],
    ['/espanol', 'en', '/espanol', '/es/espanol'],
  ] as const)('%s is %s; English %s, Spanish %s', (path, locale, english, spanish) => {
    expect(localeOfPath(path.split(/[?#]/)[0] ?? path)).toBe(locale);
    expect(pathWithoutLocale(path)).toBe(english);
    expect(pathInLocale(path, 'en')).toBe(english);
    expect(pathInLocale(path, 'es')).toBe(spanish);
  });
});
