import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';

/**
 * Every story is tested twice by scripts/test-storybook.mjs:
 *  1. with the default globals (pt-BR, semi-dark, left-to-right);
 *  2. with STORYBOOK_TEST_GLOBALS='mode:dark;direction:rtl;locale:ar' (Arabic, dark, right-to-left), which `prepare`
 *     puts in the iframe URL so that Storybook starts with them and keeps them for every story of the run.
 * In each pass the play function runs and then axe checks the rendered story (WCAG 2.x A/AA rules); any violation
 * fails the story. A story may opt out only with `parameters.a11y.disable` plus a non-empty `parameters.a11y.reason`.
 */
const defaultViewport = { width: 1280, height: 720 };
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface A11yParameters {
  disable?: boolean;
  reason?: string;
  config?: { rules?: Array<{ id: string; enabled: boolean }> };
}

const config: TestRunnerConfig = {
  async prepare({ page }) {
    const targetUrl = process.env.TARGET_URL ?? 'http://127.0.0.1:6006';
    const globals = process.env.STORYBOOK_TEST_GLOBALS;
    const iframeUrl = new URL('iframe.html', targetUrl);
    if (globals) {
      // Storybook reads `globals` from the iframe URL only together with a story id: take the first story.
      const index = (await (await fetch(new URL('index.json', targetUrl))).json()) as {
        entries: Record<string, { id: string; type: string }>;
      };
      const first = Object.values(index.entries).find((entry) => entry.type === 'story');
      if (!first) throw new Error('Storybook index has no story.');
      iframeUrl.searchParams.set('id', first.id);
      iframeUrl.searchParams.set('viewMode', 'story');
      iframeUrl.searchParams.set('globals', globals);
    }
    // Tells preview.tsx that axe runs here, not inside the render (see there).
    await page.addInitScript(() => {
      (globalThis as { __STORYBOOK_TEST_RUNNER__?: boolean }).__STORYBOOK_TEST_RUNNER__ = true;
    });
    // Stories are checked at rest: the kit's motion (route fade, shimmer, drawer) follows prefers-reduced-motion, so
    // plays and axe never meet a half-faded element.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(iframeUrl.toString(), { waitUntil: 'load' });
    // With globals, that first story renders and plays here. Moving on while it is still pending makes Storybook reload
    // the page, and the next story's play dies with "Execution context was destroyed": let it finish first.
    if (globals) {
      await page.waitForFunction(
        () => {
          const preview = (globalThis as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
            .__STORYBOOK_PREVIEW__;
          return ['finished', 'errored', 'aborted'].includes(preview?.currentRender?.phase ?? '');
        },
        null,
        { timeout: 30_000 },
      );
    }
  },

  async preVisit(page, context) {
    // The page is reused between stories: set every story's viewport (the shell's breakpoint depends on it).
    const storyContext = await getStoryContext(page, context);
    const viewport =
      (storyContext.parameters?.testViewport as { width: number; height: number } | undefined) ??
      defaultViewport;
    await page.setViewportSize(viewport);
    await injectAxe(page);
  },

  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const a11y = (storyContext.parameters?.a11y ?? {}) as A11yParameters;
    if (a11y.disable) {
      if (typeof a11y.reason !== 'string' || a11y.reason.trim() === '') {
        throw new Error(
          `${context.id}: parameters.a11y.disable needs a parameters.a11y.reason explaining why.`,
        );
      }
      return;
    }
    const expected = process.env.STORYBOOK_TEST_GLOBALS;
    if (expected) await assertGlobalsApplied(page, expected);
    await configureAxe(page, { rules: a11y.config?.rules ?? [] });
    // The whole body: overlays (popovers, dialogs, the drawer) render inside the theme root, and the
    // document-level attributes (lang, dir) are part of what is checked.
    // RAC's live announcer (body > [data-live-announcer]) keeps each announcement for 7 s, also after the story
    // that made it is gone; its stale nodes point at removed elements, so it is left out of the check.
    await checkA11y(
      page,
      { include: [['body']], exclude: [['[data-live-announcer]']] },
      {
        verbose: false,
        detailedReport: true,
        detailedReportOptions: { html: true },
        axeOptions: { runOnly: { type: 'tag', values: wcagTags } },
      },
    );
  },
};

/** Fails loudly if the second pass silently ran with the default globals. */
async function assertGlobalsApplied(
  page: Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0],
  globals: string,
) {
  const wanted = Object.fromEntries(globals.split(';').map((pair) => pair.split(':')));
  const actual = await page.evaluate(() => ({
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
  }));
  if (wanted.direction && wanted.direction !== 'auto' && actual.dir !== wanted.direction) {
    throw new Error(`Expected dir=${wanted.direction} on <html>, found ${actual.dir}.`);
  }
  if (wanted.locale && actual.lang !== wanted.locale) {
    throw new Error(`Expected lang=${wanted.locale} on <html>, found ${actual.lang}.`);
  }
}

export default config;
