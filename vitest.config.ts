import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './vite.config.js';

export default defineConfig({
  plugins: linguiPlugins(),
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
