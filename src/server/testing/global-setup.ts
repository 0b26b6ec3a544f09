// Vitest's global setup: the database every API test file starts from, made once per run
// (decision 050). On the embedded database an image of a migrated data folder, written to a file
// each test file loads in memory; on PostgreSQL a migrated template database each file's own
// database is created from (CREATE DATABASE ... TEMPLATE). Neither is seeded: the seed depends on
// each file's settings (demo or production) and takes a tenth of a second.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage, openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database's image file. */
    pgliteImage: string;
    /** The migrated PostgreSQL template database's name, when DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

async function onPostgres(base: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'tvmount-test-db-'));
  const imageFile = join(folder, 'migrated.tar');
  writeFileSync(imageFile, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide('pgliteImage', imageFile);

  const base = process.env.DATABASE_URL;
  let template: string | null = null;
  if (base) {
    template = `test_template_${randomBytes(6).toString('hex')}`;
    await onPostgres(base, `CREATE DATABASE ${template}`);
    const url = new URL(base);
    url.pathname = `/${template}`;
    // Migrated through the app's own path, then closed: a template has no open connection.
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    await database.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (base && template)
      await onPostgres(base, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}
