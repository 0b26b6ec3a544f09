import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Data flows domain -> server, domain -> client; never back, never across (STYLE.md rule 1). */
const layerRules = (forbidden) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group] })) }],
});

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
