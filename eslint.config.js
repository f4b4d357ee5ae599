import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // electron-builder's hooks are CommonJS files it requires.
    files: ['build/**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] } },
  },
  {
    // The engine and the pure modules built on it are pure: no Electron, no Node I/O, no database
    // (docs/architecture.md).
    files: [
      'src/main/engine/**/*.ts',
      'src/main/tournament/**/*.ts',
      'src/main/stats/**/*.ts',
      'src/main/report/**/*.ts',
      'src/shared/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['electron', 'node:*', 'fs', 'path', 'better-sqlite3', 'say', '../../renderer/*', '../renderer/*'],
        },
      ],
    },
  },
);
