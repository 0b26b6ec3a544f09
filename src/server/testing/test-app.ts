import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import { loadConfig, type AppConfig } from '../config';

/**
 * A fresh, real database for one test file: in-memory PGlite by default, or a newly created
 * PostgreSQL database when DATABASE_URL is set (dropped again after the file).
 */
export async function createTestDatabaseUrl(): Promise<string | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  afterAll(async () => {
    const cleanup = new pg.Client({ connectionString: base });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    // Seeded demo reviews bring completed bookings; the tests that want them turn them on.
    DEMO_REVIEWS: 'off',
    CLIENT_DIR: '/nonexistent-client-dir',
    ...overrides,
  });
}

/** Builds the real app on a fresh database; closed after the test file. */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<BuiltApp> {
  const databaseUrl = await createTestDatabaseUrl();
  const app = await buildApp(
    testConfig({ ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...overrides }),
  );
  afterAll(() => app.close());
  return app;
}
