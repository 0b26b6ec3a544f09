// The data folder is the server user's alone (decisions.md "Holding up under abuse": 0700
// folders, 0600 files; docs/decisions/056). A backup or the database's files readable by another
// local user hand out the token secret, so: the process's umask makes every file and folder
// written from now on private, PGlite's files are masked where it sets their mode itself
// (maskPgliteModes), and what an older server left readable is tightened at start.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_UMASK = 0o077;
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Everything this process creates from now on is readable by its user only. */
export function usePrivateUmask(): void {
  try {
    process.umask(PRIVATE_UMASK);
  } catch {
    // A worker thread cannot change the umask (Node forbids it); the explicit modes and the
    // tightening below still apply.
  }
}

/** Removes group and other access from `path` and, for a folder, everything under it. */
function tighten(path: string): void {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  // A symbolic link's own mode means nothing, and what it points to is not ours to change.
  if (!stat || stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if (stat.mode & 0o077) chmodSync(path, PRIVATE_FOLDER_MODE);
    for (const child of readdirSync(path)) tighten(join(path, child));
  } else if (stat.mode & 0o077) {
    chmodSync(path, stat.mode & 0o700);
  }
}

/**
 * Makes `dataDir` private before anything is written in it: the umask, the folder made 0700, and
 * every file and folder already there tightened (a data folder of an older version had 0644
 * backups and 0666 database files). A few thousand files take a few milliseconds.
 */
export function keepDataFolderPrivate(dataDir: string): void {
  if (dataDir.startsWith('memory://')) return;
  usePrivateUmask();
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  tighten(dataDir);
}

type EmscriptenFs = {
  doChmod?: (stream: unknown, node: unknown, mode: number, x: boolean) => void;
};

/**
 * PGlite's file system (Emscripten's) ignores the process umask for files: opening one with
 * O_CREAT chmods it to the mode asked, 0666 for the database's files (968 of 1,136 were). Its
 * chmod is wrapped so group and others never get a bit. Only the mode changes, never what
 * PGlite reads or writes; without that internal (a future version), the start's tightening and
 * the 0700 data folder still keep others out.
 */
export function maskPgliteModes(client: object): void {
  const fs = (client as { Module?: { FS?: EmscriptenFs } }).Module?.FS;
  const doChmod = fs?.doChmod;
  if (!fs || typeof doChmod !== 'function') return;
  fs.doChmod = (stream, node, mode, dontFollow) =>
    doChmod.call(fs, stream, node, mode & ~PRIVATE_UMASK, dontFollow);
}
