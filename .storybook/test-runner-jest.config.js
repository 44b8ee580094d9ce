import { getJestConfig } from '@storybook/test-runner';
import { chromiumPath } from '../scripts/lib/chromium.mjs';

// Ejected with `test-storybook --eject`; the default Jest configuration comes from @storybook/test-runner.
const testRunnerConfig = getJestConfig();

// Debian's Chromium: nothing downloads a browser of its own. Flags for running as root, headless, offline.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    },
  },
};
