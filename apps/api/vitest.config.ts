import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    // Integration cases (the app on a database) in test/; a module's unit cases beside it in src/.
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Builds one migrated + seeded PGlite dump that every test file starts its own database from (≈1 s instead of ≈4 s).
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 20_000,
    // The files of a worker share its modules (Fastify, Kysely, PGlite and the app are imported once per worker, not
    // once per file: ≈170 → ≈115 s for this project). Each file still has its own database and app; module-level
    // state is per process by design (job kinds: support/jobs.ts forgets a file's own after it).
    isolate: false,
    hookTimeout: 120_000,
  },
});
