import { defineConfig } from 'vitest/config';

// Each package and app owns its vitest.config.ts; this file only lists them.
export default defineConfig({
  test: { projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'tools/*/vitest.config.ts'] },
});
