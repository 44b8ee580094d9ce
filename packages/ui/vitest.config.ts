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
    // Each file in a jsdom and module graph of its own. Shared (isolate: false, ≈30 s faster) since jsdom 31 an earlier
    // file leaves something that stops focus returning after a popover or dialog closes: StandaloneReceipt ×2 and
    // DatePicker's keyboard test failed in the full run and passed alone. Which file is not found yet.
    isolate: true,
  },
});
