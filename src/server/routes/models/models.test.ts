// GET /api/models/tv.glb through the real app (decisions.md "See it on your wall").
import { getBounds, NodeIO } from '@gltf-transform/core';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';

const app = await createTestApp();
afterAll(() => app.close());

const get = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/models/tv.glb${query}`, headers });

describe('GET /api/models/tv.glb', () => {
  it('answers a glb of a few KB, cached for good with an ETag', async () => {
    const answer = await get('?inches=65&mount=fixed');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('model/gltf-binary');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(answer.rawPayload.length).toBeLessThan(20 * 1024);
    expect(answer.rawPayload.subarray(0, 4).toString('latin1')).toBe('glTF');
    const document = await new NodeIO().readBinary(new Uint8Array(answer.rawPayload));
    const bounds = getBounds(document.getRoot().getDefaultScene()!);
    expect(bounds.max[0]! - bounds.min[0]!).toBeCloseTo(1.451, 3);
    expect(bounds.min[2]).toBeCloseTo(0, 6);

    const again = await get('?inches=65&mount=fixed', { 'if-none-match': answer.headers.etag! });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await get('?inches=65&mount=tilt');
    expect(other.headers.etag).not.toBe(answer.headers.etag);
  });

  it.each([
    ['?inches=23&mount=fixed', 'inches'],
    ['?inches=111&mount=fixed', 'inches'],
    ['?inches=65.5&mount=fixed', 'inches'],
    ['?inches=big&mount=fixed', 'inches'],
    ['?mount=fixed', 'inches'],
    ['?inches=65&mount=ceiling', 'mount'],
    ['?inches=65', 'mount'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const answer = await get(query);
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().fieldErrors)).toEqual([field]);
    expect(answer.json().message).toContain(field);
  });
});
