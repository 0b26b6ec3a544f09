import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../db/client';
import { hashManageToken, newManageToken, REFERENCE_PATTERN } from './public-references';

describe('public references', () => {
  const opened = openDatabase({ dataDir: 'memory://' });
  afterAll(async () => (await opened).close());

  it('the database makes references of CTM- and the unambiguous alphabet, each different', async () => {
    const { db } = await opened;
    const rows = await queryRows<{ ref: string }>(
      db,
      sql`SELECT ctm_reference() AS ref FROM generate_series(1, 500)`,
    );
    for (const { ref } of rows) expect(ref).toMatch(REFERENCE_PATTERN);
    expect(new Set(rows.map((r) => r.ref)).size).toBe(500);
  });

  it('a manage token has 256 random bits and is stored only as its hash', () => {
    const a = newManageToken();
    const b = newManageToken();
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashManageToken(a.token));
    expect(a.hash).not.toContain(a.token);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
