import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tsconfigAliases } from '../../tools/tsconfig-aliases.ts';
import { cspOrigins, precompress } from '@backoffice/app-common/vite';
import { connectOrigins } from './src/config/env-defaults.ts';

const uiSources = fileURLToPath(new URL('../../packages/ui/src/index.ts', import.meta.url));

/** Where the API serves this build's files (its pages are /v/<token> and /aprovacao/<token>, beside the admin's). */
export const PORTAL_BASE = '/portal/';

export default defineConfig(({ command }) => ({
  // The built files live under /portal/ so that they never meet the admin build's /assets/ on the same origin.
  base: command === 'build' ? PORTAL_BASE : '/',
  // dist/csp.json: the origins this build calls (the public IP check), for the API's Content-Security-Policy.
  // precompress: a .br and a .gz beside each text file, which the API sends to browsers that accept them.
  plugins: [react(), vanillaExtractPlugin(), cspOrigins(connectOrigins), precompress()],
  // Workspace packages from their sources (the `@backoffice/source` export condition, and the alias for
  // vanilla-extract's compiler), as in apps/admin/vite.config.ts.
  resolve: {
    conditions: ['@backoffice/source', ...defaultClientConditions],
    // @portal/… is src/… (tsconfig.json's paths).
    alias: [
      { find: /^@backoffice\/ui$/, replacement: uiSources },
      ...tsconfigAliases(fileURLToPath(new URL('./tsconfig.json', import.meta.url))),
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: { host: '127.0.0.1' },
  // manifest: for the bundle check, as the admin app's (vite.config.ts there).
  build: { target: 'es2022', sourcemap: false, manifest: true },
}));
