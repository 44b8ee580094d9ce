// Library build of @backoffice/ui (`pnpm --filter @backoffice/ui build`): ES modules one per source module (so
// consumers tree-shake per component), vanilla-extract compiled away into one CSS file per `.css.ts` module, which
// that module's JavaScript imports — a product's bundler then ships the styles of the components it uses and no
// others (`sideEffects` lists only CSS). Every dependency is left external. Type declarations come from
// `tsc -p tsconfig.build.json` afterwards.
import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externals = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Vite's library mode writes each module's CSS next to it but does not import it from the JavaScript; this puts
 * `import './X.css.ts.vanilla.css'` at the top of every chunk that owns CSS.
 */
function importOwnCss(): Plugin {
  return {
    name: 'backoffice-ui:import-own-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const cssFiles = [...(chunk.viteMetadata?.importedCss ?? [])];
        const imports = cssFiles.map((file) => {
          const path = relative(dirname(chunk.fileName), file);
          return `import '${path.startsWith('.') ? path : `./${path}`}';\n`;
        });
        chunk.code = imports.join('') + chunk.code.replace(/^\/\* empty css\s*\*\/\n?/gm, '');
      }
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin(), importOwnCss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Readable output: the consumer's bundler minifies.
    minify: false,
    cssCodeSplit: true,
    lib: { entry: 'src/index.ts', formats: ['es'] },
    rolldownOptions: {
      external: isExternal,
      // The vanilla-extract transform dominates the build time by design; the timing warning is noise here.
      checks: { pluginTimings: false },
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
