import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tsconfigAliases } from '../tools/tsconfig-aliases.ts';

const uiSources = fileURLToPath(new URL('../packages/ui/src/index.ts', import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The apps' screen stories (the admin's and the portal's) live beside their screens; an empty match is fine.
  // STORYBOOK_STORIES (comma-separated globs relative to .storybook/) narrows the workbench while working on a few
  // components; unset, every story is in.
  stories: process.env.STORYBOOK_STORIES
    ? process.env.STORYBOOK_STORIES.split(',').map((glob) => glob.trim())
    : [
        '../packages/ui/src/**/*.mdx',
        '../packages/ui/src/**/*.stories.tsx',
        '../apps/admin/src/**/*.stories.tsx',
        '../apps/portal/src/**/*.stories.tsx',
      ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // public/mockServiceWorker.js: Mock Service Worker's script (`npx msw init .storybook/public --no-save`), served at
  // the root where the stories' worker registers it.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // vanilla-extract must be compiled in every pipeline: without its plugin every story fails at run time.
  async viteFinal(viteConfig) {
    const { defaultClientConditions, mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Workspace packages (the admin app's stories import @backoffice/ui) from their sources, not their builds:
      // the `@backoffice/source` export condition, plus an alias for vanilla-extract's own compiler, which evaluates
      // `.css.ts` files in a Vite SSR environment that ignores `resolve.conditions` (an app's `.css.ts` importing
      // `vars` would otherwise get dist/'s variable names).
      resolve: {
        conditions: ['@backoffice/source', ...defaultClientConditions],
        // The apps' own aliases (@admin/…, @portal/…: their tsconfig.json's paths).
        alias: [
          { find: /^@backoffice\/ui$/, replacement: uiSources },
          ...tsconfigAliases(
            ...['admin', 'portal'].map((app) =>
              fileURLToPath(new URL(`../apps/${app}/tsconfig.json`, import.meta.url)),
            ),
          ),
        ],
      },
    });
  },
};

export default config;
