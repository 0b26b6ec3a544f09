import { describe, expect, it } from 'vitest';
import { AnswerCache, MAX_CACHED_REQUEST_LENGTH } from './answer-cache';

describe('AnswerCache', () => {
  it('gives back the answer stored for exactly the same request text', () => {
    const cache = new AnswerCache(10);
    cache.set('{"tvs":[1]}', '{"totalCents":1}');
    expect(cache.get('{"tvs":[1]}')).toBe('{"totalCents":1}');
    expect(cache.get('{"tvs": [1]}')).toBeUndefined();
  });

  it('makes room by dropping the oldest answer, never growing past its capacity', () => {
    const cache = new AnswerCache(3);
    for (const n of [1, 2, 3, 4, 5]) cache.set(`r${n}`, `a${n}`);
    expect(cache.size).toBe(3);
    expect([1, 2, 3, 4, 5].map((n) => cache.get(`r${n}`))).toEqual([
      undefined,
      undefined,
      'a3',
      'a4',
      'a5',
    ]);
  });

  it('keeps the first answer for a text, and never keeps an oversized text', () => {
    const cache = new AnswerCache(3);
    cache.set('r', 'first');
    cache.set('r', 'second');
    expect(cache.get('r')).toBe('first');
    const long = 'x'.repeat(MAX_CACHED_REQUEST_LENGTH + 1);
    cache.set(long, 'answer');
    expect(cache.get(long)).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
