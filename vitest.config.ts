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
    // The migrated database every API test file copies, made once per run (decision 050).
    globalSetup: ['src/server/testing/global-setup.ts'],
    // Most of an API test file's time is spent waiting (timeouts, the outbox, sockets): more
    // files at once than cores (Vitest's default is cores - 1, one worker on CI's two).
    maxWorkers: 4,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
