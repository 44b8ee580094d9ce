// One lint config for the whole workspace. The import rules keep dependencies flowing one way:
// ui imports nothing of ours; packages never import apps; apps import packages only through their names.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const ours = ['@backoffice/*'];
const appPaths = ['**/apps/*', '**/apps/**', '../../apps/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      'storybook-static/**',
      '**/.data/**',
      '**/.cognito/**',
      'coverage/**',
      'test-results/**',
      '.storybook/test-runner-jest.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...ours, ...appPaths, '**/packages/*/src/**'], message: 'ui imports nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...ours, ...appPaths, 'react', 'react-dom'],
              message: 'domain is pure: no React, no app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api-client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...ours, ...appPaths],
              message: 'api-client imports only its generated contract types.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every spec takes `test` from e2e/support/test.ts, whose fixtures fail a test on any CSP violation.
    files: ['e2e/tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import `test` (and `expect`) from '../support/test': it fails on CSP violations.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/packages/*/src/**', '@backoffice/*/src/**'],
              message: 'Import packages by their name, not their files.',
            },
            {
              group: ['@backoffice/admin', '@backoffice/api', '**/apps/admin/**', '**/apps/api/**'],
              message: 'Nothing imports an app.',
            },
          ],
        },
      ],
    },
  },
);
