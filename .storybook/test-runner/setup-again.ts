// A new page for the runner after the preview reloaded the old one under it (see preVisit in ../test-runner.ts).
import type { Page } from './page.ts';

interface RunnerGlobals {
  /** jest-playwright's current page and browser context; resetPage replaces the page. */
  page: Page;
  context: unknown;
  jestPlaywright: { resetPage(): Promise<void> };
  /** @storybook/test-runner's own page setup (prepare, its bindings, its page script). */
  __sbSetupPage(page: Page, browserContext: unknown): Promise<void>;
}

const runner = (): RunnerGlobals => globalThis as unknown as RunnerGlobals;

/** Whether the runner's page script (its `__test`) is still on the page. */
export function hasRunnerScript(page: Page): Promise<boolean> {
  return page
    .evaluate(() => typeof (globalThis as { __test?: unknown }).__test === 'function')
    .catch(() => false); // the page is navigating: as good as lost
}

/**
 * What the runner does after a navigation: a new page, set up again. The story's test then uses the new page (its
 * code reads the global `page`).
 */
export async function freshRunnerPage(): Promise<Page> {
  await runner().jestPlaywright.resetPage();
  await runner().__sbSetupPage(runner().page, runner().context);
  return runner().page;
}
