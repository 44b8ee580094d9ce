import { defineConfig } from '@playwright/test';
import { chromiumPath } from '../scripts/lib/chromium.mjs';

// Drives Debian's Chromium against the product as `npm start` runs it (scripts/e2e.mjs starts it on a fresh data dir).
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

// `npm test` runs these beside vitest and the Storybook runner on 2 cores: what takes 3 s alone can take 15 there.
// Twice the waits under CI (set by scripts/test-all.mjs); a wait for what never comes still fails.
const slowdown = process.env.CI ? 2 : 1;

export default defineConfig({
  testDir: './tests',
  // The tests share one product instance and its demo users: run them one after another.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000 * slowdown,
  expect: { timeout: 10_000 * slowdown },
  reporter: [['list']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: BASE_URL,
    locale: 'pt-BR',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
