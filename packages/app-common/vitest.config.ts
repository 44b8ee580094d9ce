import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'app-common', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
