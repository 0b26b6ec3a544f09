// The Spanish catalogs are complete and current (issue 28): every message the code shows has a
// Spanish translation with the same placeholders, and the committed catalogs hold exactly the
// messages the code has today (`npm run i18n:extract` after changing a message).
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { formatter } from '@lingui/format-po';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const LOCALES_DIR = join(ROOT, 'src/client/locales');
const run = promisify(execFile);

interface Entry {
  readonly message?: string;
  readonly translation?: string;
}

async function readCatalog(file: string): Promise<Record<string, Entry>> {
  const po = formatter();
  const parsed = await po.parse(await readFile(file, 'utf8'), {
    locale: 'es',
    sourceLocale: 'en',
    filename: file,
  });
  return parsed as Record<string, Entry>;
}

/** The {name}, {0} and <0>…</0> parts of a message, sorted: a translation keeps every one. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\s*(\w+)|<\/?(\d+)\/?>/g)].map((match) => match[0]).sort();
}

const AREAS = (await readdir(join(LOCALES_DIR, 'es')))
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.slice(0, -3));

describe('Spanish catalogs', () => {
  it.each(AREAS)('%s: every message is translated, placeholders kept', async (area) => {
    const catalog = await readCatalog(join(LOCALES_DIR, 'es', `${area}.po`));
    const untranslated = Object.values(catalog)
      .filter((entry) => !entry.translation?.trim())
      .map((entry) => entry.message);
    expect(untranslated).toEqual([]);
    for (const entry of Object.values(catalog)) {
      expect(placeholders(entry.translation ?? ''), entry.message).toEqual(
        placeholders(entry.message ?? ''),
      );
    }
  });
});

describe('one English message, one Spanish translation', () => {
  // Catalogs are merged into one table per language (entry-server.tsx): the same message in two
  // areas has one id, and two translations would leave the page to whichever loaded last.
  it('the same message is translated the same way in every catalog', async () => {
    const seen = new Map<string, { area: string; translation: string }>();
    const differing: string[] = [];
    for (const area of AREAS) {
      const catalog = await readCatalog(join(LOCALES_DIR, 'es', `${area}.po`));
      for (const entry of Object.values(catalog)) {
        const message = entry.message ?? '';
        const translation = entry.translation ?? '';
        const first = seen.get(message);
        if (!first) seen.set(message, { area, translation });
        else if (first.translation !== translation) {
          differing.push(
            `"${message}": ${first.area} "${first.translation}", ${area} "${translation}"`,
          );
        }
      }
    }
    expect(differing).toEqual([]);
  });
});

describe('the committed catalogs are current', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lingui-'));
    const config = join(dir, 'lingui.config.ts');
    await writeFile(
      config,
      [
        `import config from ${JSON.stringify(join(ROOT, 'lingui.config.ts'))};`,
        'export default {',
        '  ...config,',
        `  rootDir: ${JSON.stringify(ROOT)},`,
        '  catalogs: config.catalogs.map((catalog) => ({',
        '    ...catalog,',
        `    path: catalog.path.replace('<rootDir>/src/client/locales', ${JSON.stringify(dir)}),`,
        '  })),',
        '};',
      ].join('\n'),
    );
    await run(join(ROOT, 'node_modules/.bin/lingui'), ['extract', '--config', config], {
      cwd: ROOT,
    });
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each(AREAS)('%s holds the messages of the code', async (area) => {
    const committed = await readCatalog(join(LOCALES_DIR, 'en', `${area}.po`));
    const extracted = await readCatalog(join(dir, 'en', `${area}.po`));
    expect(Object.keys(committed).sort()).toEqual(Object.keys(extracted).sort());
  });
});
