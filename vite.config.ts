import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const port = Number(process.env.PORT ?? 5000);

export default defineConfig({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
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
});
