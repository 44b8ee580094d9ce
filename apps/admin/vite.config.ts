import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { connectOrigins } from './src/config/env-defaults.ts';

const uiSources = fileURLToPath(new URL('../../packages/ui/src/index.ts', import.meta.url));

/**
 * Writes dist/csp.json: the origins this build's code calls (its identity endpoint and IP check, from the same VITE_*
 * values the bundle is built with). The API serving the build puts them in its Content-Security-Policy's connect-src,
 * so the policy always matches what the build was configured to reach.
 */
function cspOrigins(): Plugin {
  let values: Record<string, string | undefined> = {};
  return {
    name: 'backoffice:csp-origins',
    apply: 'build',
    configResolved(config) {
      values = config.env;
    },
    generateBundle() {
      const source = `${JSON.stringify({ connectSrc: connectOrigins(values) }, null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: 'csp.json', source });
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), cspOrigins()],
  // Workspace packages are used from their sources (the `@backoffice/source` export condition), not their builds.
  // Not plain `source`: react-aria and @internationalized/* publish TypeScript sources under that name. The alias is
  // for vanilla-extract's compiler, which evaluates `.css.ts` files in a Vite SSR environment that ignores
  // `resolve.conditions`: without it this app's `.css.ts` would read dist/'s variable names once dist/ exists.
  resolve: {
    conditions: ['@backoffice/source', ...defaultClientConditions],
    alias: [{ find: /^@backoffice\/ui$/, replacement: uiSources }],
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: false },
});
