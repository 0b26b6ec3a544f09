// Lingui's settings (issue 28, docs/decisions/033-spanish-pages.md): the customer side's
// messages, English in the code, Spanish in src/client/locales/es/*.po. One catalog per area, so
// a Spanish page loads the words of its own screens only: `site` with the first paint (header,
// footer, the landing page's first screen, the welcome's greeting, 404), `landing` with the
// landing page's later sections, `dialogs` with the frame's dialogs (call, welcome, toasts), the
// others (`errors`: the server's messages) with the lazily loaded screens
// (src/client/i18n/catalogs.ts). Staff screens stay in English and have no catalog.
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

/**
 * The landing page's sections below its first screen: their words load with their code
 * (features/landing/landing-page.tsx), not with the first paint.
 */
const LANDING_SECTIONS = [
  'features/landing/components/zip-check-section.tsx',
  'features/landing/components/claims-section.tsx',
  'features/landing/components/services-section.tsx',
  'features/landing/components/gallery-section.tsx',
  'features/landing/components/gallery-lightbox.tsx',
  'features/landing/components/testimonials-section.tsx',
  'features/landing/components/verified-reviews.tsx',
  'features/landing/api',
  'features/landing/components/closing-cta.tsx',
  'features/landing/words',
];
/** The frame's dialogs, opened after the first paint: their words load with their code. */
const DIALOGS = [
  'components/layout/call-modal.tsx',
  'components/ui/toaster.tsx',
  'components/ui/toast.tsx',
  'features/welcome/welcome-overlay.tsx',
];
/** The server's messages in the page's language: only the lazily loaded screens show them. */
const SERVER_MESSAGES = 'lib/server-messages.ts';

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
      [...LANDING_SECTIONS, ...DIALOGS, SERVER_MESSAGES],
    ),
    catalog('landing', LANDING_SECTIONS),
    catalog('dialogs', DIALOGS),
    catalog('errors', [SERVER_MESSAGES]),
    // "See it on your wall" is in the builder and in the store: its words in both catalogs.
    catalog(
      'booking',
      ['features/booking', 'components/see-it-on-your-wall', 'features/see-it-on-your-wall'],
      [
        'features/booking/components/scheduling',
        'features/booking/state',
        'features/booking/api',
        'features/booking/hooks',
      ],
    ),
    // The texts opt-in is on the contact step and in the assistant's form: in both catalogs.
    catalog('schedule', [
      'components/sms',
      'features/booking/components/scheduling',
      'features/booking/state',
      'features/booking/api',
      'features/booking/hooks',
    ]),
    catalog('store', [
      'features/store',
      'components/see-it-on-your-wall',
      'features/see-it-on-your-wall',
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
    catalog('assistant', ['components/assistant', 'components/sms']),
  ],
});
