// Global setup of `vitest.dist.config.ts`: bundles the standalone example the way another product would consume the
// kit — named imports from '@backoffice/ui' resolved to the BUILT dist/ (package exports, default conditions), whose
// modules import their own CSS — with no vanilla-extract plugin and React left external.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

export const packageRoot = resolve(import.meta.dirname, '../../..');
export const bundleDir = resolve(packageRoot, 'node_modules/.cache/dist-smoke');
const example = resolve(import.meta.dirname, '../StandaloneReceipt.tsx');
const consumerEntry = 'virtual:consumer-entry';

/** The consumer's entry, and the example's one kit import (`../index`) pointed at the package by its name. */
function consumeBuiltKit(): Plugin {
  return {
    name: 'consume-built-kit',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === consumerEntry) return `\0${consumerEntry}`;
      if (importer !== example || !source.startsWith('.')) return null;
      if (source !== '../index')
        this.error(`the example may import only the public API (../index), not ${source}`);
      const kit = await this.resolve('@backoffice/ui', importer, { skipSelf: true });
      if (!kit?.id.includes('/dist/'))
        this.error(`@backoffice/ui resolved to ${kit?.id}, not to the built dist/`);
      return kit;
    },
    load(id) {
      if (id !== `\0${consumerEntry}`) return null;
      return [
        `export { vars } from '@backoffice/ui';`,
        `export { StandaloneReceipt } from ${JSON.stringify(example)};`,
      ].join('\n');
    },
  };
}

export default async function setup() {
  if (
    !existsSync(resolve(packageRoot, 'dist/index.js')) ||
    !existsSync(resolve(packageRoot, 'dist/theme/themes.css.ts.vanilla.css'))
  ) {
    throw new Error('packages/ui/dist is missing: run `pnpm --filter @backoffice/ui build` first.');
  }
  await build({
    configFile: false,
    root: packageRoot,
    logLevel: 'warn',
    plugins: [react(), consumeBuiltKit()],
    build: {
      outDir: bundleDir,
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        input: consumerEntry,
        preserveEntrySignatures: 'strict',
        external: [/^react($|\/)/, /^react-dom($|\/)/],
        output: { format: 'es', entryFileNames: 'receipt.js', assetFileNames: 'receipt[extname]' },
        checks: { pluginTimings: false },
      },
    },
  });
}
