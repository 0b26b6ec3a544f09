// The technician app's service worker (decisions.md "The technician app works without a signal",
// docs/decisions/041), built by vite-plugin-pwa (Workbox's generateSW). It is registered by the
// technician page only, with the scope /technician, so no customer page is ever controlled by it.
// Precached: the technician page's code and what it imports (the app shell and its lazy chunks),
// nothing of the customer pages. Cached as used: the /technician page itself and the job list
// (network first), and any other hashed file the technician app fetched.
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export const TECHNICIAN_SW = 'technician-sw.js';

/** The chunks the page's HTML loads, the technician page's chunks and their lazy chunks. */
function technicianFiles(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'technician-app-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      files.clear();
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const add = (fileName: string, lazyToo: boolean, shell: Set<string>) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        const chunk = byName.get(fileName);
        if (!chunk) return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
        for (const next of chunk.imports) add(next, lazyToo, shell);
        // The entry lazily imports every page: only the technician page's own lazy chunks.
        if (lazyToo)
          for (const next of chunk.dynamicImports) if (!shell.has(next)) add(next, true, shell);
      };
      const shell = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry))
        add(entry.fileName, false, shell);
      for (const file of files) shell.add(file);
      const pages = chunks.filter((chunk) =>
        chunk.facadeModuleId?.endsWith('/features/technician/technician-page.tsx'),
      );
      if (pages.length === 0)
        throw new Error('technician-app: the technician page chunk is missing');
      for (const page of pages) add(page.fileName, true, shell);
    },
  };
  return { plugin, files };
}

export function technicianAppPlugins(): PluginOption[] {
  const { plugin, files } = technicianFiles();
  return [
    plugin,
    VitePWA({
      strategies: 'generateSW',
      filename: TECHNICIAN_SW,
      // The technician page registers it itself; no script or manifest link in index.html.
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['static/**/*.{js,css,woff2}'],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter(
              (entry) =>
                files.has(entry.url) ||
                // The site's font: the shell's stylesheet names it.
                /^static\/plus-jakarta-sans-latin-wght-normal-[^/]+\.woff2$/.test(entry.url),
            ),
            warnings: [],
          }),
        ],
        // Hashed names: the revision is in the name.
        dontCacheBustURLsMatching: /^static\//,
        navigateFallback: null,
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // The technician app's page: opens from the cache without a signal.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && /^\/technician(-portal)?\/?$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'technician-pages',
              networkTimeoutSeconds: 4,
              matchOptions: { ignoreSearch: true, ignoreVary: true },
            },
          },
          {
            // The technician's job list and a job's history (GET /api/technician/bookings/{id},
            // /api/bookings/{id}/history), read before.
            urlPattern: ({ url }) =>
              /^\/api\/(technician\/bookings\/\d+|bookings\/\d+\/history)$/.test(url.pathname),
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: 'technician-jobs',
              networkTimeoutSeconds: 8,
              cacheableResponse: { statuses: [200] },
              matchOptions: { ignoreVary: true },
            },
          },
          {
            // Any other hashed file the technician app fetched (images, a chunk not precached).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/static/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'technician-static',
              expiration: { maxEntries: 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
