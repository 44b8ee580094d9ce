import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';

// The `test` of every spec (e2e/tests import it from here, never from @playwright/test; eslint says so): it watches
// every page of every browser context — the default `page`, and contexts a spec opens itself with
// `browser.newContext()` or `browser.newPage()` — for Content-Security-Policy violations, and fails the test in which
// one happened. Two sources: the browser's console ("Refused to … because it violates the following Content Security
// Policy directive", also for frames and workers) and the document's `securitypolicyviolation` events.

export { expect };

const BINDING = '__e2eCspViolation';
const CSP_CONSOLE = /Content[ -]Security[ -]Policy/i;

/** Violations seen since the last test ended (workers: 1, so one list per worker is one list per test). */
const found: string[] = [];
const watched = new WeakSet<BrowserContext>();

function watchPage(page: Page): void {
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (CSP_CONSOLE.test(text) && /refused|violat|block/i.test(text))
      found.push(`console on ${page.url()}: ${text}`);
  });
}

async function watchContext(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  context.on('page', watchPage);
  for (const page of context.pages()) watchPage(page);
  await context.exposeBinding(BINDING, ({ page }, description: string) => {
    found.push(`securitypolicyviolation on ${page?.url() ?? '?'}: ${description}`);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
          ` at ${event.sourceFile || event.documentURI}:${event.lineNumber}` +
          (event.sample ? ` (${event.sample})` : ''),
      );
    });
  }, BINDING);
}

/** Takes the violations seen so far (a spec that provokes one on purpose reads it here, and it no longer fails). */
export function takeCspViolations(): string[] {
  return found.splice(0);
}

export const test = base.extend<{ cspGuard: void }, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await watchContext(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await watchContext(context);
    await use(context);
  },
  cspGuard: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await use();
      // A violation blocks something the product needs (a script, a style, a call): never acceptable.
      expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
