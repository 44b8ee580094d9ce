import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tsconfigAliases } from '../../tools/tsconfig-aliases.ts';

const uiSources = fileURLToPath(new URL('../../packages/ui/src/index.ts', import.meta.url));

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  // Workspace packages from their sources (the `@backoffice/source` export condition, and the alias for
  // vanilla-extract's compiler), as in vite.config.ts.
  resolve: {
    conditions: ['@backoffice/source', ...defaultClientConditions],
    // @portal/… is src/… (tsconfig.json's paths).
    alias: [
      { find: /^@backoffice\/ui$/, replacement: uiSources },
      ...tsconfigAliases(fileURLToPath(new URL('./tsconfig.json', import.meta.url))),
    ],
  },
  test: {
    name: 'portal',
    root: import.meta.dirname,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://127.0.0.1:3000/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // openapi/ for the fakes' gate and the check of every fake answer (@backoffice/contract).
    globalSetup: ['./src/testing/contract-global-setup.ts'],
    testTimeout: 60_000,
    // The files of a worker share one jsdom and one module graph (as the admin's do): React, React Aria and the
    // portal are imported once per worker. setup.ts resets what a file could leave behind (storage, cookies, URL,
    // document attributes, the network's handlers).
    isolate: false,
  },
});
