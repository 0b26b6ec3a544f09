// Lingui's settings (issue 28, docs/decisions/033-spanish-pages.md): the customer side's
// messages, English in the code, Spanish in src/client/locales/es/*.po. One catalog per area, so
// a Spanish page loads the words of its own screens only: `site` with the first paint (header,
// footer, landing page, welcome, 404, dialogs of the frame), the others with their lazily loaded
// screens (src/client/i18n/catalogs.ts). Staff screens stay in English and have no catalog.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// An excluded folder is excluded with everything in it: Lingui hands `exclude` to glob's ignore,
// where a folder's own path leaves its files in.
const excluded = (path: string) => (/\.\w+$/.test(path) ? path : `${path}/**`);

const catalog = (name: string, include: string[], exclude: string[] = []) => ({
  path: `<rootDir>/src/client/locales/{locale}/${name}`,
  include: include.map((dir) => `<rootDir>/src/client/${dir}`),
  exclude: ['**/*.test.*', ...exclude.map((dir) => `<rootDir>/src/client/${excluded(dir)}`)],
});

export default defineConfig({
  locales: ['en', 'es'],
  sourceLocale: 'en',
  format: formatter({ lineNumbers: false }),
  catalogs: [
    catalog(
      'site',
      [
        'app',
        'components/layout',
        'components/ui',
        'features/landing',
        'features/welcome',
        'features/not-found',
        'lib',
        'i18n',
      ],
      ['components/layout/assistant-panel.tsx'],
    ),
    catalog(
      'booking',
      ['features/booking'],
      [
        'features/booking/components/scheduling',
        'features/booking/state',
        'features/booking/api',
        'features/booking/hooks',
      ],
    ),
    catalog('schedule', [
      'features/booking/components/scheduling',
      'features/booking/state',
      'features/booking/api',
      'features/booking/hooks',
    ]),
    catalog('store', [
      'features/store',
      'components/store',
      'components/store-checkout',
      'features/afterpay-sandbox',
    ]),
    catalog('manage', [
      'features/manage-booking',
      'features/payments',
      'components/payments',
      'components/scheduling',
      'features/pricing',
    ]),
    catalog('assistant', ['components/assistant', 'components/layout/assistant-panel.tsx']),
  ],
});
