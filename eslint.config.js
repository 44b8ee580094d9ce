// One lint config for the whole workspace. The import rules keep dependencies flowing one way — ui imports nothing of
// ours; domain imports no framework and nothing of ours; packages never import apps; an app imports packages by their
// names and no other app; the API imports only domain and api-client; a feature reaches another only through its
// public entry — and no module imports itself back (no-cycle). The boundaries are read from the folders on disk
// (packages/*, apps/*, apps/*/src/features/*), so a package, an app or a feature that appears, moves or merges needs
// no change here.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;
const folders = (parent) =>
  existsSync(join(root, parent))
    ? readdirSync(join(root, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json')))
        .map((entry) => `${parent}/${entry.name}`)
    : [];
const packages = folders('packages');
const apps = folders('apps');
const workspaces = [...packages, ...apps];
const except = (list, ...drop) => list.filter((item) => !drop.includes(item));

/** Each app's features: apps/<app>/src/features/<feature>, as the folders are now. */
const features = apps.flatMap((app) => {
  const dir = `${app}/src/features`;
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ app, path: `${dir}/${entry.name}` }));
});

// Tests, stories and their helpers assemble screens from several features (a test renders inside the i18n feature's
// provider): the feature and layer zones apply to product code only, the workspace zones to every file.
const testFiles = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/testing/**', '**/test/**', '**/e2e/**'];

/** Zones between workspaces, checked on the resolved file: an import by package name or by a relative climb alike. */
const workspaceZones = [
  ...packages.map((target) => ({ target, from: 'apps', message: 'Packages never import apps.' })),
  { target: 'packages/ui', from: except(workspaces, 'packages/ui'), message: 'ui imports nothing of ours.' },
  {
    target: 'packages/domain',
    from: except(workspaces, 'packages/domain'),
    message: 'domain imports nothing of ours.',
  },
  ...apps.map((target) => ({
    target,
    from: except(apps, target),
    message: 'An app never imports another app.',
  })),
  {
    target: 'packages/contract',
    from: except(workspaces, 'packages/contract', 'packages/domain', 'packages/api-client'),
    message: 'contract imports domain and api-client only.',
  },
  {
    target: 'apps/api',
    from: except(workspaces, 'apps/api', 'packages/domain', 'packages/api-client', 'packages/contract'),
    message: 'The API imports domain, api-client and contract only.',
  },
].filter(({ from }) => from.length > 0);

// A feature reaches another only through its public entry, features/<name>/index.ts: what it exports there is its
// contract; everything else in the folder is its own.
const featureZones = features.map(({ app, path }) => ({
  target: path,
  from: features.filter((other) => other.app === app && other.path !== path).map((other) => other.path),
  except: ['index.ts', 'index.tsx'],
  message: 'Another feature is reached only through its index.ts.',
}));

// Shared code (components, config, lib, stores) sits below the features and the app root: it never imports them.
// The one exception: a type-only import of a feature's reference dictionary (pt-BR.json), which types the
// translation keys.
const layerZones = apps.flatMap((app) => {
  const src = `${app}/src`;
  const above = ['features', 'app'].filter((dir) => existsSync(join(root, src, dir)));
  if (!above.length) return [];
  return [
    {
      target: ['components', 'config', 'lib', 'stores'].map((dir) => `${src}/${dir}`),
      from: above.map((dir) => join(root, src, dir, '**')),
      except: [join(root, src, 'features/*/locales/**/pt-BR.json')],
      message: 'Shared code never imports a feature or the app root.',
    },
  ];
});

const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

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
      // Mock Service Worker's script as `msw init` writes it (Storybook serves it).
      '.storybook/public/mockServiceWorker.js',
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
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads to follow imports (no-cycle walks them), and with which parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves as the apps' tsconfigs do (their path aliases included), and workspace packages to their sources.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          conditionNames: ['@backoffice/source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...workspaceZones, ...featureZones, ...layerZones]),
    },
  },
  {
    files: testFiles,
    rules: { 'import-x/no-restricted-paths': restrictedPaths(workspaceZones) },
  },
  {
    // Cycles among our own modules (type-only imports excluded: they vanish at run time).
    files: ['{apps,packages}/*/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // domain is pure: no framework, no Node built-in, nothing of ours — relative imports only (its tests take vitest).
    files: ['packages/domain/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.|vitest$)',
              message: 'domain is pure: no framework, no Node built-in, no package.',
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
          ],
        },
      ],
    },
  },
);
