import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

describe('sniffImageType', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'image/png'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
  ])('knows %s by its magic number', (_, input, type) => {
    expect(sniffImageType(input)).toBe(type);
  });

  it.each([
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['a HEIC photo', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0])],
    ['a text file named .png', bytes('just some text')],
    ['a RIFF file that is not WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a PNG signature cut short', bytes([0x89], 'PNG', [0x0d, 0x0a])],
    ['nothing', bytes()],
  ])('refuses %s', (_, input) => {
    expect(sniffImageType(input)).toBeUndefined();
  });
});
