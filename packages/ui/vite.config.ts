// Library build of @backoffice/ui (`pnpm --filter @backoffice/ui build`): ES modules one per source module (so
// consumers tree-shake per component), vanilla-extract compiled away into one dist/style.css, and every dependency
// left external. Type declarations come from `tsc -p tsconfig.build.json` afterwards.
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externals = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Readable output: the consumer's bundler minifies.
    minify: false,
    cssCodeSplit: false,
    lib: { entry: 'src/index.ts', formats: ['es'], cssFileName: 'style' },
    rolldownOptions: {
      external: isExternal,
      // The vanilla-extract transform dominates the build time by design; the timing warning is noise here.
      checks: { pluginTimings: false },
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
