import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions without module state: the files of a worker share one module graph instead of importing the
    // domain again for each of its 54 files.
    isolate: false,
  },
});
