import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundariesConfig } from './tools/lint/boundaries.ts';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '**/playwright-report/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Configuration is parsed once (libs/server/config's schema, read by each project's src/config); nothing else reads process.env.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from the validated config, not process.env.' },
      ],
    },
  },
  {
    // A promise nobody awaits loses its rejection; these rules need types, so each file is read with its project's tsconfig.json.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: [
      '**/config/**/*.ts',
      'tools/**/*.ts',
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      'apps/web-e2e/**/*.ts',
      '**/jest*.js',
      '**/*.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  boundariesConfig,
);
