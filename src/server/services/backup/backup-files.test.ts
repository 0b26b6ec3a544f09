// Retention, the nightly schedule and restore's refusal of a folder that holds anything.
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupFileName, backupsFolder, listBackups, pruneBackups } from './backup-files';
import { restoreBackup, RestoreRefused } from './restore';
import { nightlyDue } from './schedule';

describe('backups folder', () => {
  it('keeps the newest 14 and leaves other files alone', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'backups-'));
    listBackups(dataDir);
    for (let i = 0; i < 20; i++) {
      const at = new Date(Date.UTC(2026, 0, 1 + i, 8));
      writeFileSync(join(backupsFolder(dataDir), backupFileName(at, 'nightly')), 'x');
    }
    writeFileSync(join(backupsFolder(dataDir), 'notes.txt'), 'mine');
    expect(pruneBackups(dataDir)).toHaveLength(6);
    const left = listBackups(dataDir);
    expect(left).toHaveLength(14);
    expect(left[0]!.at.toISOString()).toBe('2026-01-07T08:00:00.000Z');
    expect(readdirSync(backupsFolder(dataDir))).toContain('notes.txt');
  });
});

describe('nightlyDue', () => {
  it.each([
    // 2:59 AM New York (EST, UTC-5): not yet.
    ['2026-01-10T07:59:00Z', undefined, false],
    ['2026-01-10T08:00:00Z', undefined, true],
    // Yesterday's nightly, now 3:05 AM: due.
    ['2026-01-10T08:05:00Z', '2026-01-09T08:00:00Z', true],
    // Taken today at 3 AM: not again at 11 PM.
    ['2026-01-11T04:00:00Z', '2026-01-10T08:00:00Z', false],
    // Summer (EDT, UTC-4): 3 AM is 07:00 UTC.
    ['2026-07-10T07:00:00Z', '2026-07-09T07:00:00Z', true],
    ['2026-07-10T06:59:00Z', '2026-07-09T07:00:00Z', false],
  ])('at %s after %s: %s', (now, last, due) => {
    expect(nightlyDue(new Date(now), last ? new Date(last) : undefined)).toBe(due);
  });
});

describe('restoreBackup', () => {
  it('refuses a DATA_DIR that holds anything', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'restore-'));
    writeFileSync(join(dataDir, 'PG_VERSION'), '17');
    const file = join(tmpdir(), 'any.tar.gz');
    writeFileSync(file, '');
    await expect(restoreBackup(file, dataDir)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(file, dataDir)).rejects.toThrow(/not empty/);
  });
});
