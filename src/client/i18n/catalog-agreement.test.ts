// A message that two areas' catalogs both hold is said the same way in each. The server renders a
// Spanish page with every catalog merged (entry-server.tsx) while the browser hydrates it with
// the `site` catalog alone: two translations of one message would render two texts, and React
// would throw the server's HTML away (a hydration mismatch).
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = resolve(import.meta.dirname, '../locales/es');

async function translations(file: string): Promise<Map<string, string>> {
  const parsed = (await formatter().parse(await readFile(join(LOCALES_DIR, file), 'utf8'), {
    locale: 'es',
    sourceLocale: 'en',
    filename: file,
  })) as Record<string, { translation?: string }>;
  return new Map(Object.entries(parsed).map(([id, entry]) => [id, entry.translation ?? '']));
}

describe('the Spanish catalogs agree', () => {
  it('gives a message held by two catalogs one translation', async () => {
    const files = (await readdir(LOCALES_DIR)).filter((file) => file.endsWith('.po'));
    const seen = new Map<string, { file: string; text: string }>();
    const disagreements: string[] = [];
    for (const file of files.sort()) {
      for (const [id, text] of await translations(file)) {
        const first = seen.get(id);
        if (!first) seen.set(id, { file, text });
        else if (first.text !== text)
          disagreements.push(`${id}: ${first.file} "${first.text}", ${file} "${text}"`);
      }
    }
    expect(files.length).toBeGreaterThan(1);
    expect(disagreements).toEqual([]);
  });
});
