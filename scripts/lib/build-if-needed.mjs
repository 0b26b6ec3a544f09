import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const INPUTS = ['src', 'public', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];
const OUTPUTS = [
  'dist/client/index.html',
  'dist/ssr/entry-server.js',
  'dist/server/main.js',
  'dist/server/services/backup/cli.js',
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    // Tests do not change what ships.
    if (/\.test\.tsx?$/.test(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Builds client and server when an output is missing or older than any input. */
export function buildIfNeeded() {
  const outputs = OUTPUTS.map((p) => join(root, p));
  const built = outputs.every((p) => existsSync(p));
  if (built) {
    const oldestOutput = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
    const newestInput = Math.max(
      ...INPUTS.map((p) => join(root, p))
        .filter((p) => existsSync(p))
        .map(newestMtime),
    );
    if (newestInput <= oldestOutput) return;
  }
  console.log('Building the site (client and server)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
