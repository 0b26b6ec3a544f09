// Onboarding (store-staff-assistant.md sections 2, 5, 7): strict body, unique usernames, argon2id,
// the password never returned, and the new technician can sign in.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { staff } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { bearer, freshAddress, login } from '../staff-bookings/staff-fixtures';

const app = await createTestApp();
const adminToken = await login(app, 'admin', 'admin123');

const newTech = {
  name: 'Tara Nguyen',
  username: 'tara',
  password: 'mount-it-6',
  role: 'technician',
  phone: '(704) 555-0133',
  email: 'tara@example.com',
  address: '1 Main St',
  emergencyContact: 'Lee Nguyen',
  emergencyPhone: '(704) 555-0134',
  specialties: 'TV mounting, Soundbars, ',
  certifications: 'OSHA 10',
  notes: 'Starts Monday',
};

const create = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/technicians', headers: bearer(adminToken), payload });

describe('POST /api/technicians', () => {
  it('creates a technician, stores an argon2id hash and never returns the password', async () => {
    const res = await create(newTech);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Tara Nguyen',
      username: 'tara',
      phone: '(704) 555-0133',
      email: 'tara@example.com',
      role: 'technician',
      isActive: true,
      specialties: ['TV mounting', 'Soundbars'],
      maxJobsPerDay: 4,
    });
    expect(res.body).not.toContain('mount-it-6');
    expect(res.body).not.toContain('argon2');
    const [row] = await app.ctx.db.select().from(staff).where(eq(staff.username, 'tara'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.certifications).toEqual(['OSHA 10']);
  });

  it('lets the new technician sign in at the portal', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/technician-login',
      payload: { username: 'tara', password: 'mount-it-6' },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'technician', name: 'Tara Nguyen' });
  });

  it('refuses a taken username, in any case (409)', async () => {
    for (const username of ['tara', 'MIKE']) {
      const res = await create({ ...newTech, username });
      expect(res.statusCode).toBe(409);
      expect(res.json().fieldErrors).toHaveProperty('username');
    }
  });

  it.each([
    ['password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['username', { username: '' }, 'Username is required'],
    ['email', { email: 'nope' }, 'Please enter a valid email address'],
    ['role', { role: 'owner' }, undefined],
  ])('refuses a bad %s (400 naming it)', async (field, change, message) => {
    const res = await create({ ...newTech, username: `x-${field}`, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty(field);
    if (message) expect(res.json().fieldErrors[field]).toBe(message);
  });

  it.each(['passwordHash', 'isActive', 'maxJobsPerDay'])(
    'refuses an unknown field %s',
    async (f) => {
      const res = await create({ ...newTech, username: `y-${f}`, [f]: 'x' });
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('GET /api/technicians and every other staff answer', () => {
  it('lists staff with the public fields only; no answer carries a hash', async () => {
    const res = await app.inject({ url: '/api/technicians', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.map((t) => t.username)).toEqual(['admin', 'mike', 'sarah', 'tara']);
    for (const t of list) {
      expect(Object.keys(t).sort()).toEqual(
        [
          'email',
          'id',
          'isActive',
          'maxJobsPerDay',
          'name',
          'phone',
          'role',
          'specialties',
          'username',
        ].sort(),
      );
    }
    const bodies = [
      res.body,
      (await app.inject({ url: '/api/bookings', headers: bearer(adminToken) })).body,
      (await app.inject({ url: '/api/staff/login-hints' })).body,
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { username: 'admin', password: 'admin123' },
          remoteAddress: freshAddress(),
        })
      ).body,
    ];
    for (const body of bodies) {
      expect(body).not.toMatch(/passwordHash|\$argon2/);
    }
  });
});

describe('POST /api/technicians under a race (issue 11 item 10)', () => {
  it('lets only one of three parallel case-variant creates through; the others get 409 (race)', async () => {
    // All pass the lookup before any inserts; the lower(username) index decides.
    const answers = await Promise.all(
      ['dup', 'DUP', 'Dup'].map((username) => create({ ...newTech, username })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({
        message: expect.stringContaining('username'),
        fieldErrors: { username: 'That username is already taken' },
      });
    }
    const rows = await app.ctx.db
      .select({ username: staff.username })
      .from(staff)
      .where(sql`lower(${staff.username}) = 'dup'`);
    expect(rows).toHaveLength(1);
  });
});
