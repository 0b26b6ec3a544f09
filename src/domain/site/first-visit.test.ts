// The welcome greets a first visit to the landing page in either language (issue 28: /es as well
// as /), never a deep link (issue 26).
import { describe, expect, it } from 'vitest';
import { isWelcomePath } from './first-visit';
import { pathInLocale } from './locale-paths';

describe('isWelcomePath', () => {
  it.each([
    ['/', true],
    [pathInLocale('/', 'es'), true],
    ['/es/', true],
    ['/track', false],
    ['/es/track', false],
    ['/book/type', false],
    ['/es/book/type', false],
    ['/es/mount-depot', false],
    ['/espanol', false],
  ])('%s -> %s', (path, greeted) => {
    expect(isWelcomePath(path)).toBe(greeted);
  });
});
