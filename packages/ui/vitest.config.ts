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
    // A few interaction tests (calendar paging, date pickers, dialogs) take 1–2 s alone and passed 5 s on a loaded
    // 2-core CI machine: a slow machine is no failure. A test that waits for what never comes still fails.
    testTimeout: 30_000,
    // The files of a worker share one jsdom and one module graph (React, React Aria imported once per worker, not
    // once per file); src/test/setup.ts gives each file a page without an earlier file's leftovers.
    isolate: false,
  },
});
