import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import { loadConfig, type AppConfig } from '../config';

/**
 * A fresh, real database for one test file when DATABASE_URL is set: a new PostgreSQL database
 * copied from the run's migrated template (global-setup.ts), dropped again after the file.
 * Without DATABASE_URL, undefined: the file's app runs on the embedded database in memory.
 */
export async function createTestDatabaseUrl(): Promise<string | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const template = inject('postgresTemplate');
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
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

let image: Promise<Blob> | undefined;

/** The run's migrated embedded database (global-setup.ts), read once per test file. */
export function migratedDatabaseImage(): Promise<Blob> {
  image ??= readFile(inject('pgliteImage')).then((bytes) => new Blob([bytes]));
  return image;
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

/**
 * Builds the real app on a fresh database (PostgreSQL's copy of the template, or the embedded
 * database's image in memory); closed after the test file.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: Omit<NonNullable<Parameters<typeof buildApp>[1]>, 'databaseImage'> = {},
): Promise<BuiltApp> {
  const databaseUrl = await createTestDatabaseUrl();
  const config = testConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...overrides,
  });
  const inMemory = !config.DATABASE_URL && config.DATA_DIR.startsWith('memory://');
  const app = await buildApp(config, {
    ...options,
    ...(inMemory ? { databaseImage: await migratedDatabaseImage() } : {}),
  });
  afterAll(() => app.close());
  return app;
}
