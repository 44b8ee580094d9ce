import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tsconfigAliases } from '../../tools/tsconfig-aliases.ts';
import { cspOrigins, precompress, prerender, reactAriaLocales } from '@backoffice/app-common/vite';
import { connectOrigins } from './src/config/env-defaults.ts';

const uiSources = fileURLToPath(new URL('../../packages/ui/src/index.ts', import.meta.url));
/** The locales the app has texts in: its shell dictionaries (src/features/i18n/locales/<locale>.json). */
const appLocales = readdirSync(new URL('./src/features/i18n/locales/', import.meta.url)).map((file) =>
  file.replace(/\.json$/, ''),
);

export default defineConfig({
  // dist/csp.json: the origins this build calls (its identity endpoint), for the API's Content-Security-Policy.
  // precompress: a .br and a .gz beside each text file, which the API sends to browsers that accept them.
  // reactAriaLocales: react-aria's own strings only in the app's languages (not its 34).
  // prerender: dist/signin.html, the sign-in screen rendered at build (src/app/prerender.tsx), sent for /signin.
  plugins: [
    react(),
    vanillaExtractPlugin(),
    cspOrigins(connectOrigins),
    reactAriaLocales(appLocales),
    prerender({
      entry: 'src/app/prerender.tsx',
      pages: [
        { url: '/signin', file: 'signin.html', modules: ['src/features/auth/components/SignInPage.tsx'] },
      ],
    }),
    precompress(),
  ],
  // Workspace packages are used from their sources (the `@backoffice/source` export condition), not their builds.
  // Not plain `source`: react-aria and @internationalized/* publish TypeScript sources under that name. The alias is
  // for vanilla-extract's compiler, which evaluates `.css.ts` files in a Vite SSR environment that ignores
  // `resolve.conditions`: without it this app's `.css.ts` would read dist/'s variable names once dist/ exists.
  resolve: {
    conditions: ['@backoffice/source', ...defaultClientConditions],
    // @admin/… is src/… (tsconfig.json's paths).
    alias: [
      { find: /^@backoffice\/ui$/, replacement: uiSources },
      ...tsconfigAliases(fileURLToPath(new URL('./tsconfig.json', import.meta.url))),
    ],
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: { host: '127.0.0.1' },
  // No modulepreload polyfill: every browser of the es2022 target but Safari < 17 preloads modules itself (there the
  // chunks still load, just not ahead), and the polyfill is bytes on the sign-in route's budget.
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the bundle check measures the stack's build with it (scripts/bundle-size.mjs
    // --no-build, as npm test runs it after the e2e tests). A dot directory: the API does not serve it.
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk. Left to itself Rolldown splits out of it whatever a
        // lazy chunk shares with it (React, the JSX runtime, valtio, the i18n helpers…): eight files that every screen
        // loads anyway, each compressed apart (≈2 KB more gzip than one).
        codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] },
      },
    },
  },
});
