// A failed query is logged by its shape and SQLSTATE code, never its values (issue 11 item 6):
// real failures on the real database, logged through the app's own logger.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { bookings, staff } from './schema/index';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { redactError } from './redact-error';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});
const app = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });

const SECRETS = {
  name: 'Dana Secretname',
  username: 'admin',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$SECRETHASHVALUE',
  email: 'dana.private@example.com',
  phone: '(704) 555-0142',
  address: '77 Hidden Lane, Charlotte, NC 28202',
};

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

function expectNoSecrets(text: string) {
  for (const value of Object.values(SECRETS).filter((v) => v !== 'admin')) {
    expect(text).not.toContain(value);
  }
  expect(text).not.toContain('SECRETHASHVALUE');
  expect(text).not.toContain('dana.private');
  expect(text).not.toContain('Hidden Lane');
}

describe('logging a failed query', () => {
  it('keeps the SQL with placeholders and the unique-violation code, drops every value', async () => {
    // "admin" exists (demo seed): a unique violation whose detail quotes the value.
    const error = await failure(() =>
      app.ctx.db.insert(staff).values({ ...SECRETS, role: 'admin' }),
    );
    lines.length = 0;
    app.log.error({ err: error }, 'request failed');
    const logged = lines.join('');
    expectNoSecrets(logged);
    expect(logged).not.toMatch(/Key \(|=\(admin\)/);
    const entry = JSON.parse(lines[0]!) as { err: Record<string, unknown> };
    expect(entry.err.query).toMatch(/^insert into "staff" .*\$1/);
    expect(entry.err.code).toBe('23505');
    expect(entry.err.paramCount).toBeGreaterThanOrEqual(6);
    expect(entry.err).not.toHaveProperty('params');
    expect(JSON.stringify(entry.err.cause)).toContain('"code":"23505"');
  });

  it('drops values from a type error the database reports inside its message', async () => {
    const error = await failure(() =>
      // The phone is bound where an integer is expected: the database quotes it in its message.
      app.ctx.db.execute(sql`select ${SECRETS.phone}::integer`),
    );
    const logged = JSON.stringify(redactError(error));
    expect(logged).not.toContain(SECRETS.phone);
    expect(logged).toContain('22P02');
  });

  it('keeps errors that are not queries as pino would log them', async () => {
    lines.length = 0;
    app.log.error({ err: new RangeError('out of range') }, 'other failure');
    const entry = JSON.parse(lines[0]!) as { err: Record<string, unknown> };
    expect(entry.err).toMatchObject({ type: 'RangeError', message: 'out of range' });
    expect(String(entry.err.stack)).toContain('RangeError: out of range');
  });

  it('a failed booking insert never shows the customer in the log', async () => {
    const error = await failure(() =>
      app.ctx.db.insert(bookings).values({
        name: SECRETS.name,
        email: SECRETS.email,
        phone: SECRETS.phone,
        address: SECRETS.address,
        // Not a date: the insert fails after every value was bound.
        appointmentDate: 'not-a-date',
        appointmentTime: '10:00 AM',
      } as typeof bookings.$inferInsert),
    );
    lines.length = 0;
    app.log.error({ err: error }, 'request failed');
    expectNoSecrets(lines.join(''));
    expect(lines.join('')).toContain('insert into \\"bookings\\"');
  });
});
