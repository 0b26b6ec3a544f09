import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Data flows domain -> server, domain -> client; never back, never across (STYLE.md rule 1). */
const layerRules = (forbidden) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group] })) }],
});

const foldersOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * A zone per folder: its files may not import (statically or with import()) from a sibling
 * folder; `known` names the few imports still to move, per folder, relative to `dir`
 * (docs/decisions/026-one-source-per-shape.md).
 */
const apart = (dir, message, known = {}) =>
  foldersOf(dir).map((name) => ({
    target: `./${dir}/${name}`,
    from: `./${dir}`,
    except: [`./${name}`, ...(known[name] ?? [])],
    message,
  }));

/**
 * Route folders do not import each other (issue 27). Off until the last crossings move: on main
 * after the booking core, 10 imports in 9 production files break it; list them with
 * `ROUTE_FOLDERS_APART=1 npx eslint src/server`. Switch it on by making this `true`.
 */
const ROUTE_FOLDERS_APART = process.env.ROUTE_FOLDERS_APART === '1';

const shapeZones = [
  ...apart('src/client/features', 'Features do not import each other: move the piece down.'),
  {
    target: [
      './src/server/plugins',
      './src/server/services',
      './src/server/bookings',
      './src/server/notifications',
    ],
    from: './src/server/routes',
    message: 'Plugins, services and modules never import routes: routes call them.',
  },
  {
    target: './src/server/jobs',
    from: './src/server/routes',
    // Two job bodies still live with their routes (the store's sweep is also run by its
    // checkout); they move to services, and this list goes.
    except: ['./diagnostics/expiry.ts', './store-orders/sweep.ts'],
    message: 'Jobs never import routes: routes call them.',
  },
  ...(ROUTE_FOLDERS_APART
    ? apart('src/server/routes', 'Route folders do not import each other: use a module.')
    : []),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Production code only: tests may borrow another folder's fixtures.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/server/testing/**'],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the TypeScript files it follows (its own typescript preset's parsers).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: shapeZones }],
    },
  },
  {
    // Type-aware checks on the TypeScript sources: a promise is awaited, returned or marked
    // `void`, never dropped, and never passed where a plain callback is expected.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'log', 'table'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...layerRules(['**/server/**', '@/server/*']),
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: layerRules([
      '**/server/**',
      '**/client/**',
      '@/server/*',
      '@/client/*',
      'node:*',
      'react',
    ]),
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/routes/pages/*.test.ts'],
    rules: layerRules(['**/client/**', '@/client/*']),
  },
  {
    // The pages' API test renders with the client's server entry from source, as the built
    // server does with dist/ssr (docs/decisions/018); the shipped server code never imports it.
    files: ['src/server/routes/pages/*.test.ts'],
    rules: layerRules(['**/client/**/!(entry-server)', '@/client/*']),
  },
  {
    // Features do not import each other (a feature's own files use relative paths); shared
    // pieces move down to components/, lib/ or domain/.
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: layerRules(['**/server/**', '@/server/*', '@/client/features/**', '@/client/app/**']),
  },
);
