import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'dev-stack',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The pinned AWS SDK runs on Node 20; its notice about releases after early 2027 is noise here.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // The integration test starts a real cognito-local (about 2 s on a busy 2-core machine).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
