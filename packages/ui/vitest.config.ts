import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'ui',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The dist smoke test needs a build first and runs without vanilla-extract: vitest.dist.config.ts.
    exclude: [...configDefaults.exclude, 'src/**/*.dist.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    css: true,
    // The files of a worker share one jsdom and one module graph (React, React Aria imported once per worker, not
    // once per file); src/test/setup.ts gives each file a page without an earlier file's leftovers.
    isolate: false,
  },
});
