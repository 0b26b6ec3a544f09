// The backup round trip (docs/decisions/046): the real app on a data folder takes bookings
// through POST /api/bookings without pause while a backup is taken (the function the route and
// the nightly job call); the archive restored into a new empty folder (what `npm run restore`
// calls) opens as an app holding every booking acknowledged with 201 before the backup began.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app';
import { bookings } from '../../db/schema/index';
import { SLOT_LABELS } from '../../../domain/scheduling/business-time';
import { dayAhead, freshCustomer, postBooking, validDraft } from '../../routes/bookings/testing';
import { testConfig } from '../../testing/test-app';
import { restoreBackup } from './restore';
import { takeBackup } from './take-backup';

const folders: string[] = [];
const apps: BuiltApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(name: string): string {
  const folder = mkdtempSync(join(tmpdir(), `tvmount-${name}-`));
  folders.push(folder);
  return folder;
}

async function appOn(dataDir: string): Promise<BuiltApp> {
  const app = await buildApp(testConfig({ DATA_DIR: dataDir }));
  apps.push(app);
  return app;
}

describe('a backup taken under booking load', () => {
  it('restores into an empty folder with every booking acknowledged before it began', async () => {
    const dataDir = tempFolder('backup-source');
    const app = await appOn(dataDir);
    // Days 2 to 13 round and round: a full slot answers 409 and the clients go on.
    let n = 0;
    const nextSlot = () => {
      n += 1;
      return {
        appointmentDate: dayAhead(2 + (Math.floor(n / SLOT_LABELS.length) % 12)),
        appointmentTime: SLOT_LABELS[n % SLOT_LABELS.length],
      };
    };
    const acknowledged: { id: number; at: number }[] = [];
    let stop = false;
    // Two clients booking one after another without pause until the backup is written.
    const client = async () => {
      while (!stop) {
        const res = await postBooking(app, validDraft({ ...nextSlot(), ...freshCustomer() }));
        if (res.statusCode === 201) {
          acknowledged.push({ id: res.json<{ id: number }>().id, at: performance.now() });
        } else if (res.statusCode !== 409) {
          throw new Error(`booking answered ${res.statusCode}: ${res.body}`);
        }
      }
    };
    const clients = [client(), client()];
    while (acknowledged.length < 6) await new Promise((resolve) => setImmediate(resolve));

    const began = performance.now();
    const { file } = await takeBackup(app.ctx.database, dataDir, 'manual');
    const ended = performance.now();
    const acknowledgedDuring = acknowledged.filter((b) => b.at > began && b.at < ended).length;
    stop = true;
    await Promise.all(clients);
    const before = acknowledged.filter((b) => b.at < began).map((b) => b.id);
    expect(before.length).toBeGreaterThanOrEqual(6);
    // The load really ran while the archive was written.
    expect(acknowledgedDuring).toBeGreaterThan(0);

    const restoredDir = join(tempFolder('backup-restored'), 'data');
    await restoreBackup(file, restoredDir);
    const restored = await appOn(restoredDir);
    const health = await restored.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const found = await restored.ctx.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(inArray(bookings.id, before));
    expect(found.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [...before].sort((a, b) => a - b),
    );
    // The restored database takes new bookings (its sequences came along).
    const after = await postBooking(restored, validDraft({ ...nextSlot(), ...freshCustomer() }));
    expect(after.statusCode).toBe(201);
  }, 240_000);
});
