// What restore writes of an archive: the database's files and the photo folders only; a crafted
// path that leaves DATA_DIR is never written, and a .tar.gz without a database is not a backup.
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { readBackupArchive } from './archive';
import { restoreBackup, RestoreRefused } from './restore';
import { MAX_UNPACK_RATIO } from './unpack-limit';

async function archiveOf(entries: Record<string, string | Buffer>): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'archive-')), 'backup.tar.gz');
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file));
  for (const [name, text] of Object.entries(entries)) pack.entry({ name }, text);
  pack.finalize();
  await written;
  return file;
}

describe('readBackupArchive', () => {
  it('writes the database and the photo folders, and nothing outside DATA_DIR', async () => {
    const root = mkdtempSync(join(tmpdir(), 'restore-'));
    const dataDir = join(root, 'data');
    const file = await archiveOf({
      'database/PG_VERSION': '17',
      'database/base/1/1259': 'table',
      'files/room-photos/a.jpg': 'photo',
      'files/../../escaped.txt': 'no',
      'database/../../escaped-too.txt': 'no',
      'files/elsewhere/b.txt': 'no',
    });
    await readBackupArchive(file, dataDir);
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17');
    expect(readFileSync(join(dataDir, 'base/1/1259'), 'utf8')).toBe('table');
    expect(readFileSync(join(dataDir, 'room-photos/a.jpg'), 'utf8')).toBe('photo');
    expect(existsSync(join(root, 'escaped.txt'))).toBe(false);
    expect(existsSync(join(root, 'escaped-too.txt'))).toBe(false);
    expect(existsSync(join(dataDir, 'elsewhere'))).toBe(false);
  });

  it('refuses an archive without a database', async () => {
    const file = await archiveOf({ 'files/room-photos/a.jpg': 'photo' });
    const dataDir = mkdtempSync(join(tmpdir(), 'restore-'));
    await expect(readBackupArchive(file, dataDir)).rejects.toThrow(/not a backup/);
  });
});

describe('restoreBackup of a gzip bomb', () => {
  it('refuses an archive that would unpack to more than 20 times its size, writing nothing', async () => {
    // 64 MB of zeros gzip to about 64 KB: a thousand times its size.
    const file = await archiveOf({
      'database/PG_VERSION': '17',
      'database/base/1/1259': Buffer.alloc(64 * 1024 * 1024),
    });
    expect(statSync(file).size * MAX_UNPACK_RATIO).toBeLessThan(64 * 1024 * 1024);
    const dataDir = join(mkdtempSync(join(tmpdir(), 'restore-')), 'data');
    const refused = restoreBackup(file, dataDir);
    await expect(refused).rejects.toThrow(RestoreRefused);
    await expect(refused).rejects.toThrow(/20 times its size/);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
