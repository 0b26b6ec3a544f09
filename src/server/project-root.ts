import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The folder holding package.json, found from this file's place, so that paths work the same
 * from the sources (tests, dev) and from the bundled dist/server/main.js.
 */
function findRoot(): URL {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + import.meta.url);
    dir = parent;
  }
  return pathToFileURL(dir + '/');
}

export const projectRoot = findRoot();
