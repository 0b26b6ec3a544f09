// Product image upload (issue 26 item 16): admin only, checked by sharp like a room photo, a 4xx
// naming `image` for anything else, kept as a file the site serves itself, usable in a product.
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { login } from '../staff-bookings/staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const admin = await login(app, 'admin', 'admin123');
const tech = await login(app, 'mike', 'tech123');

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

function upload(body: Buffer | string, token?: string, name = 'bracket.png') {
  return app.inject({
    method: 'POST',
    url: `/api/product-images?name=${encodeURIComponent(name)}`,
    headers: {
      'content-type': 'application/octet-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body,
  });
}

describe('POST /api/product-images', () => {
  it('answers 401 without a token and 403 to a technician, whatever the body', async () => {
    expect((await upload(await png(10, 10))).statusCode).toBe(401);
    expect((await upload('not an image', tech)).statusCode).toBe(403);
  });

  it('stores an image the site serves itself, usable in a product', async () => {
    const answer = await upload(await png(120, 80), admin);
    expect(answer.statusCode, answer.body).toBe(201);
    const body = answer.json();
    expect(body).toMatchObject({ contentType: 'image/png', width: 120, height: 80 });
    expect(body.url).toMatch(/^\/api\/product-images\/[A-Za-z0-9_-]{22}\.png$/);

    const served = await app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(120);

    const created = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        name: 'Red Bracket',
        description: 'A bracket with its own photo.',
        category: 'mounts',
        price: 1999,
        stock: 3,
        images: [body.url],
        tags: ['red', 'bracket'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ imageUrl: body.url, tags: ['red', 'bracket'] });
  });

  it('refuses a file that is not an image with a 400 naming image', async () => {
    const answer = await upload('GIF89a this is not a picture', admin, 'x.gif');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors).toEqual({
      image: 'File x.gif is not an image (JPG, PNG or WebP).',
    });
    const empty = await upload(Buffer.alloc(0), admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toHaveProperty('image');
  });

  it('refuses more than 5 MB with a 413 naming image', async () => {
    const answer = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 1), admin, 'huge.jpg');
    expect(answer.statusCode).toBe(413);
    expect(answer.json().fieldErrors).toEqual({
      image: 'File huge.jpg is too large. Maximum size is 5MB.',
    });
  });

  it('shrinks a camera-sized image to 1600 px on its long side', async () => {
    const answer = await upload(await png(3200, 2000), admin);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ width: 1600, height: 1000 });
  });
});

describe('GET /api/product-images/{file}', () => {
  it('answers 404 for an unknown image and 400 naming file for a bad name', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/product-images/AAAAAAAAAAAAAAAAAAAAAA.png',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/product-images/..%2Fsecret.png' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('file');
  });
});
