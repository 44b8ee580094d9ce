import { defineConfig } from 'vitest/config';

// Each package and app owns its vitest.config.ts; this file only lists them.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'tools/*/vitest.config.ts'],
    // Vitest's default on 2 cores is one worker: the files ran one after another (≈25 min in CI). The API's files
    // wait on PostgreSQL and PGlite much of the time, so two workers keep both cores busy (API alone 14 → 7.4 min).
    maxWorkers: 2,
  },
});
