import { describe, expect, it } from 'vitest';
import { extractZip } from './address';

describe('extractZip', () => {
  it('takes the five-digit group after the street', () => {
    expect(extractZip('100 N Tryon St, Charlotte, NC 28202')).toBe('28202');
    expect(extractZip('12345 Main St, Charlotte, NC 28202')).toBe('28202');
  });
  it('never takes a five-digit house number for the ZIP', () => {
    expect(extractZip('12345 Main St, Asheville')).toBeUndefined();
  });
  it('keeps a ZIP+4 suffix', () => {
    expect(extractZip('100 N Tryon St, Charlotte, NC 28202-1234, USA')).toBe('28202-1234');
  });
  it('finds nothing without a five-digit group', () => {
    expect(extractZip('100 N Tryon St, Charlotte')).toBeUndefined();
  });
});
