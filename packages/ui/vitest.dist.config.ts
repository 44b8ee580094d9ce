// The package's dist smoke test (`pnpm --filter @backoffice/ui test:dist`, after `build`): no vanilla-extract plugin
// here on purpose — the built package must work without it.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'ui-dist',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.dist.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    globalSetup: ['./src/examples/dist-smoke/bundleAgainstDist.ts'],
    // As the kit's own tests: npm test runs this beside two other lanes, where a form's typing passed 5 s.
    testTimeout: 30_000,
  },
});
