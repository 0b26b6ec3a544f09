// DATA_DIR/server.json: how `npm run backup` finds the server running on this data folder (its
// pid and port). Written once it listens, removed when it closes; a file left by a killed server
// names a pid that no longer runs, which counts as no server.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type ServerFile = { pid: number; port: number };

const path = (dataDir: string) => join(dataDir, 'server.json');

export function writeServerFile(dataDir: string, server: ServerFile): void {
  writeFileSync(path(dataDir), JSON.stringify(server));
}

export function removeServerFile(dataDir: string): void {
  rmSync(path(dataDir), { force: true });
}

/** The server running on this folder, if one does. */
export function runningServer(dataDir: string): ServerFile | undefined {
  if (!existsSync(path(dataDir))) return undefined;
  try {
    const server = JSON.parse(readFileSync(path(dataDir), 'utf8')) as ServerFile;
    process.kill(server.pid, 0);
    return server;
  } catch {
    return undefined;
  }
}
