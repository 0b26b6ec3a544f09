import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const port = Number(process.env.PORT ?? 5000);
const out = (dir: string) => fileURLToPath(new URL(`./dist/${dir}`, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss()],
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
      },
  server: {
    // `npm run dev`: the API runs beside Vite on PORT + 1 and Vite proxies to it.
    port,
    proxy: { '/api': `http://127.0.0.1:${port + 1}` },
  },
}));
