import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { linguiPlugins } from './vite.config.js';

export default defineConfig({
  plugins: linguiPlugins(),
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Tests of what only PostgreSQL has (several app servers on one database, its LISTEN
    // connection) are named *.postgres.test.ts and run in the PostgreSQL pass (DATABASE_URL).
    exclude: process.env.DATABASE_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, 'src/**/*.postgres.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
