// kill -9 on the embedded database (issue 11 item 11): a real server process on a DATA_DIR takes
// bookings (one with an uploaded photo), is killed with SIGKILL while more are in flight, and
// starts again on the same folder. Every booking it acknowledged with 201 is there, with its
// photo; the database opens, answers health and takes new bookings.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { SLOT_LABELS } from '../../domain/scheduling/business-time';
import { openPhotoFiles } from '../services/photos/photo-files';
import { photoBytes } from '../services/photos/repository';
import { dayAhead, freshAddress, validDraft } from '../routes/bookings/testing';
import { postJson, startAppServer } from '../testing/app-servers';
import { pngPhoto } from '../testing/photo-fixtures';
import { openDatabase } from './client';
import { bookingPhotos, bookings } from './schema/index';

const dataDir = mkdtempSync(join(tmpdir(), 'tvmount-kill9-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A server process on the test's DATA_DIR, answering health (migrated and seeded). Starting takes
 * a while on a busy 2-core machine (tsx, migrations).
 */
const startServer = () =>
  startAppServer(children, { DATABASE_URL: '', DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' }, 1200);

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Each booking from a customer address of its own (2 live unpaid bookings per address at most). */
const book = (base: string, draft: object) =>
  postJson<{ id: number }>(base, '/api/bookings', draft, { 'x-forwarded-for': freshAddress() });

describe('the embedded database after kill -9', () => {
  it('keeps every acknowledged booking and its photo, and takes new bookings', async () => {
    const first = await startServer();
    const photo = await pngPhoto(40, 30);
    const upload = await fetch(`${first.base}/api/booking-photos`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(photo),
    });
    expect(upload.status).toBe(201);
    // Stored re-encoded, without metadata (docs/decisions/020): its size is in the answer.
    const { id: uploadId, byteSize } = (await upload.json()) as { id: string; byteSize: number };
    const withPhoto = await book(
      first.base,
      validDraft({ appointmentDate: dayAhead(2), roomPhotoIds: [uploadId] }),
    );
    expect(withPhoto.status).toBe(201);

    // 24 bookings over 12 slots (2 places each) in flight; the process dies while they run,
    // right after the fourth answer.
    const acknowledged = [withPhoto.body.id];
    let answered = 0;
    const inFlight = Array.from({ length: 24 }, (_, i) =>
      book(
        first.base,
        validDraft({
          appointmentDate: dayAhead(3 + (i % 2)),
          appointmentTime: SLOT_LABELS[Math.floor(i / 4)],
          name: `Killed ${i}`,
        }),
      ).then(
        (result) => {
          if (result.status === 201) acknowledged.push(result.body.id);
          answered += 1;
          if (answered === 4) first.child.kill('SIGKILL');
        },
        () => undefined, // cut off by the kill: never acknowledged
      ),
    );
    await Promise.all(inFlight);
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(5);

    const second = await startServer();
    const after = await book(
      second.base,
      validDraft({ appointmentDate: dayAhead(6), name: 'After the crash' }),
    );
    expect(after.status).toBe(201);
    second.child.kill('SIGTERM');
    await exited(second.child);

    const database = await openDatabase({ dataDir });
    try {
      const stored = await database.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(inArray(bookings.id, [...acknowledged, after.body.id]));
      expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual(
        [...acknowledged, after.body.id].sort((a, b) => a - b),
      );
      const [row] = await database.db
        .select()
        .from(bookingPhotos)
        .where(eq(bookingPhotos.bookingId, withPhoto.body.id));
      const files = openPhotoFiles(dataDir);
      const bytes = row && (await photoBytes(files, row));
      expect(bytes?.length).toBe(byteSize);
      const { width, height } = await sharp(bytes).metadata();
      expect([width, height]).toEqual([40, 30]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
