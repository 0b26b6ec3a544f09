// Private data files and guarded backups (decisions.md "Holding up under abuse"; docs/decisions/
// 056): after a server starts on a data folder an older version left readable, and after a
// backup, every folder under DATA_DIR is 0700 and every file 0600; a backup needs an admin token
// even from loopback (or the running server's backup key, which `npm run backup` sends); what a
// crash left of a backup is gone at the next start; a restore refuses a gzip bomb.
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app';
import { login } from '../../routes/staff-bookings/staff-fixtures';
import { testConfig } from '../../testing/test-app';
import { backupFileName, backupsFolder } from './backup-files';
import { askRunningServer } from './cli';
import { BACKUP_KEY_HEADER, writeServerFile } from './server-file';
import { MAX_UNPACK_RATIO } from './unpack-limit';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
function tempFolder(name: string): string {
  const folder = mkdtempSync(join(tmpdir(), `tvmount-${name}-`));
  folders.push(folder);
  return folder;
}

/** Every path under `root` whose group or others have any access, with its mode. */
function notPrivate(root: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const child of readdirSync(path)) walk(join(path, child));
  };
  walk(root);
  return found;
}

// What the outside testers' server ran with: the usual umask, files 0644 and the database's 0666.
process.umask(0o022);
const dataDir = join(tempFolder('private'), 'data');
// A data folder an older version left: a readable backup in a readable folder.
mkdirSync(backupsFolder(dataDir), { recursive: true, mode: 0o755 });
const oldBackup = join(
  backupsFolder(dataDir),
  backupFileName(new Date(Date.UTC(2026, 0, 1)), 'nightly'),
);
writeFileSync(oldBackup, 'old', { mode: 0o644 });
chmodSync(dataDir, 0o755);
// A crash during a backup left its database copy and its half-written archive.
const crashed = join(
  backupsFolder(dataDir),
  backupFileName(new Date(Date.UTC(2026, 0, 2)), 'manual'),
);
mkdirSync(`${crashed}.database/base`, { recursive: true });
writeFileSync(`${crashed}.database/base/1259`, 'copy');
writeFileSync(`${crashed}.partial`, 'half');
writeFileSync(join(backupsFolder(dataDir), 'notes.txt'), 'mine');

let app: BuiltApp = await buildApp(testConfig({ DATA_DIR: dataDir }));
afterAll(() => app.close());

describe('the data folder', () => {
  it('is the server user’s alone after a start and a backup: 0700 folders, 0600 files', async () => {
    expect(notPrivate(dataDir)).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const admin = await login(app, 'admin', 'admin123');
    const res = await app.inject({
      method: 'POST',
      url: '/api/backups',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { file } = res.json<{ file: string }>();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Our own backups stay inside a restore's 20-times bound (a new database's: 8.5 times).
    const ratio = gunzipSync(readFileSync(file)).length / statSync(file).size;
    expect(ratio).toBeLessThan(MAX_UNPACK_RATIO);
    expect(notPrivate(dataDir)).toEqual([]);
  });

  it('keeps nothing of a backup a crash interrupted, and leaves other files alone', () => {
    expect(existsSync(`${crashed}.database`)).toBe(false);
    expect(existsSync(`${crashed}.partial`)).toBe(false);
    expect(existsSync(oldBackup)).toBe(true);
    expect(existsSync(join(backupsFolder(dataDir), 'notes.txt'))).toBe(true);
  });
});

describe('POST /api/backups', () => {
  const post = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/backups', headers, remoteAddress });

  it('answers 401 without a token, even from loopback, and 403 to a technician', async () => {
    // The nightly job may write its own meanwhile: only manual ones count here.
    const manual = () =>
      readdirSync(backupsFolder(dataDir)).filter((name) => name.endsWith('-manual.tar.gz'));
    const before = manual();
    expect((await post()).statusCode).toBe(401);
    expect((await post({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    expect((await post({ [BACKUP_KEY_HEADER]: 'guessed' })).statusCode).toBe(401);
    const mike = await login(app, 'mike', 'tech123');
    const technician = await post({ authorization: `Bearer ${mike}` });
    expect(technician.statusCode).toBe(403);
    expect(manual()).toEqual(before);
  });

  it('takes one for `npm run backup` with the running server’s key, from this machine only', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const server = writeServerFile(dataDir, { pid: process.pid, port });
    expect(statSync(join(dataDir, 'server.json')).mode & 0o777).toBe(0o600);
    const asked = await askRunningServer(server);
    expect(asked).toEqual({ file: expect.stringMatching(/-manual\.tar\.gz$/) });
    // The key through a proxy, or from another machine, is not enough.
    const proxied = await post({
      [BACKUP_KEY_HEADER]: server.backupKey,
      'x-forwarded-for': '203.0.113.9',
    });
    expect(proxied.statusCode).toBe(403);
    expect((await post({ [BACKUP_KEY_HEADER]: server.backupKey }, '10.0.0.7')).statusCode).toBe(
      403,
    );
  });
});

describe('a restart', () => {
  it('removes a backup interrupted while this server ran, at its next start', async () => {
    await app.close();
    const interrupted = join(
      backupsFolder(dataDir),
      `${backupFileName(new Date(), 'nightly')}.partial`,
    );
    writeFileSync(interrupted, 'half');
    app = await buildApp(testConfig({ DATA_DIR: dataDir }));
    expect(existsSync(interrupted)).toBe(false);
  });
});
