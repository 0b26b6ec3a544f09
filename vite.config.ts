import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type PluginOption } from 'vite';
import { technicianAppPlugins } from './technician-app.config';

const port = Number(process.env.PORT ?? 5000);
const out = (dir: string) => fileURLToPath(new URL(`./dist/${dir}`, import.meta.url));

/**
 * Lingui (docs/decisions/033): its macros (`<Trans>`, `t`, `msg` from @lingui/react/macro and
 * @lingui/core/macro) compiled by Babel in the files that import them only, and the `.po`
 * catalogs compiled to modules when a page imports them. A production build keeps only each
 * message's id in the code; its words, English or Spanish, come from the compiled catalog (the
 * browser then needs no ICU message compiler).
 */
export const linguiPlugins = (): PluginOption[] => [
  babel({
    presets: [
      defineRolldownBabelPreset({
        preset: {
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        },
        rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
      }),
    ],
  }),
  lingui(),
];

/**
 * The screens of staff, demo and diagnostic pages (src/client/app/page-components.ts), by their
 * chunks' names. Their lists of chunks to preload would sit in every visitor's first load (about
 * 1 KiB gzip); a staff member's screen fetches its imports as it reads them instead.
 */
const STAFF_OR_DIAGNOSTIC_PAGE = /(admin|technician|-test|-demo)-page-/;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [
    react(),
    ...linguiPlugins(),
    tailwindcss(),
    // The technician app's service worker (docs/decisions/041), in the client build only.
    ...(isSsrBuild ? [] : technicianAppPlugins()),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: isSsrBuild
    ? {
        // `vite build --ssr entry-server.tsx`: the renderer the server imports (docs/decisions/018).
        outDir: out('ssr'),
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
      }
    : {
        outDir: out('client'),
        emptyOutDir: true,
        sourcemap: false,
        // Hashed files go under /static (cached for a year); /assets holds the shipped images.
        assetsDir: 'static',
        modulePreload: {
          resolveDependencies: (file, deps) => (STAFF_OR_DIAGNOSTIC_PAGE.test(file) ? [] : deps),
        },
        // Everything the entry imports, in one file (docs/decisions/037): split by the lazy
        // screens that share its modules, the first load was 56 files, each compressed on its own
        // and each named in import lists. A module in it carries every export any screen uses.
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] } },
        },
      },
  server: {
    // `npm run dev`: the API runs beside Vite on PORT + 1 and Vite proxies to it.
    port,
    proxy: { '/api': `http://127.0.0.1:${port + 1}` },
  },
}));
