// The backups folder: DATA_DIR/backups, one `backup-<UTC time>-<reason>.tar.gz` per backup, the
// newest 14 kept (decisions.md "Running it").
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const KEEP_BACKUPS = 14;
export const BACKUP_REASONS = ['nightly', 'migration', 'manual'] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

const NAME =
  /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-(nightly|migration|manual)\.tar\.gz$/;

export function backupsFolder(dataDir: string): string {
  return join(dataDir, 'backups');
}

/** backup-2026-11-27T08-00-03-120Z-nightly.tar.gz: sorts by time, no colon (Windows). */
export function backupFileName(at: Date, reason: BackupReason): string {
  return `backup-${at.toISOString().replace(/[:.]/g, '-')}-${reason}.tar.gz`;
}

export type BackupFile = { name: string; at: Date; reason: BackupReason };

export function parseBackupFileName(name: string): BackupFile | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [, date, h, m, s, ms, reason] = match;
  return { name, at: new Date(`${date}T${h}:${m}:${s}.${ms}Z`), reason: reason as BackupReason };
}

/** The folder's backups, oldest first; other files are not ours and are left alone. */
export function listBackups(dataDir: string): BackupFile[] {
  mkdirSync(backupsFolder(dataDir), { recursive: true });
  return readdirSync(backupsFolder(dataDir))
    .map(parseBackupFileName)
    .filter((file): file is BackupFile => file !== undefined)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Removes all but the newest `keep` backups; returns the names removed. */
export function pruneBackups(dataDir: string, keep = KEEP_BACKUPS): string[] {
  const all = listBackups(dataDir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const file of old) rmSync(join(backupsFolder(dataDir), file.name), { force: true });
  return old.map((file) => file.name);
}
