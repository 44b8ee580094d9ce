import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'dev-stack',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The integration test starts a real cognito-local (about 2 s on a busy 2-core machine).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
