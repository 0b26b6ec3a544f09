import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestedDeeperThan } from './json-body';

/** How deep a parsed JSON value nests arrays and objects. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value && typeof value === 'object')
    return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe('nestedDeeperThan', () => {
  it.each([
    ['1', 0, false],
    ['[]', 0, true],
    ['[]', 1, false],
    ['{"a":{"b":[1]}}', 2, true],
    ['{"a":{"b":[1]}}', 3, false],
    // Brackets inside strings, and escaped quotes inside strings, do not count.
    ['{"a":"[[[[{{{{"}', 1, false],
    ['{"a":"\\"[[[["}', 1, false],
    ['["\\\\",[[1]]]', 2, true],
    ['[[],[],[]]', 2, false],
    [`${'['.repeat(400_000)}${']'.repeat(400_000)}`, 32, true],
  ])('%s deeper than %i: %s', (text, max, expected) => {
    expect(nestedDeeperThan(text, max)).toBe(expected);
  });

  it('agrees with the depth of the parsed value, for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 10 }), (value, max) => {
        const text = JSON.stringify(value);
        expect(nestedDeeperThan(text, max)).toBe(depthOf(JSON.parse(text)) > max);
      }),
    );
  });
});
