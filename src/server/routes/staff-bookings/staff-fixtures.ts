// Helpers for the staff API tests: sign-ins, hand-made tokens and bookings inserted directly.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BuiltApp } from '../../app';
import { bookingPhotos, bookings, outboxEmails, staff } from '../../db/schema/index';
import { signingSecret, signToken } from '../../services/tokens';

let address = 0;
/** Each sign-in comes from its own address so the per-address throttle never interferes. */
export function freshAddress(): string {
  address += 1;
  return `10.1.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

export async function login(app: BuiltApp, username: string, password: string): Promise<string> {
  const admin = username === 'admin';
  const res = await app.inject({
    method: 'POST',
    url: admin ? '/api/admin/login' : '/api/auth/technician-login',
    payload: { username, password },
    remoteAddress: freshAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

/** The demo admin's and technician Mike's tokens, signed in side by side. */
export const adminAndMikeTokens = (app: BuiltApp) =>
  Promise.all([login(app, 'admin', 'admin123'), login(app, 'mike', 'tech123')]);

export const adminMikeSarahTokens = async (app: BuiltApp) =>
  [...(await adminAndMikeTokens(app)), await login(app, 'sarah', 'tech123')] as const;

/** A valid new-technician form for the team API; overrides change single fields. */
export const technicianDraft = (username: string, overrides: Record<string, unknown> = {}) => ({
  name: `Tech ${username}`,
  username,
  password: 'first-pass-1',
  phone: '(704) 555-0177',
  email: `${username}@example.com`,
  ...overrides,
});

export async function staffId(app: BuiltApp, username: string): Promise<number> {
  const [row] = await app.ctx.db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.username, username));
  if (!row) throw new Error(`no staff ${username}`);
  return row.id;
}

/** A token signed with some other secret: well-formed, but forged. */
export function forgedToken(sub: number, role: 'admin' | 'technician'): Promise<string> {
  return signToken(randomBytes(32), {
    sub,
    role,
    ver: 0,
    ...(role === 'technician' ? { technicianId: sub } : {}),
  });
}

/** A correctly signed token that expired an hour ago. */
export async function expiredToken(app: BuiltApp, sub: number, role: 'admin' | 'technician') {
  const secret = await signingSecret(app.ctx.db, app.ctx.config);
  return signToken(secret, { sub, role, ver: 0 }, new Date(Date.now() - 13 * 60 * 60 * 1000));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type BookingInsert = typeof bookings.$inferInsert;

export async function insertBooking(app: BuiltApp, overrides: Partial<BookingInsert> = {}) {
  const [row] = await app.ctx.db
    .insert(bookings)
    .values({
      name: 'Pat Customer',
      email: 'pat@example.com',
      phone: '(704) 555-0199',
      address: '100 N Tryon St, Charlotte, NC',
      zipCode: '28202',
      tvSize: '56-65',
      wallType: 'drywall_studs',
      totalPrice: 12900,
      appointmentDate: '2030-01-15',
      appointmentTime: '10:00 AM',
      additionalServices: [{ type: 'ceilingFan', option: 'standard', quantity: 1 }],
      ...overrides,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

/** A tiny PNG for the photo route. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function insertPhoto(app: BuiltApp, bookingId: number, position = 0) {
  await app.ctx.db.insert(bookingPhotos).values({
    bookingId,
    position,
    contentType: 'image/png',
    byteSize: PNG_BYTES.length,
    bytes: new Uint8Array(PNG_BYTES),
  });
}

export async function mailsTo(app: BuiltApp, to: string) {
  return app.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
}
