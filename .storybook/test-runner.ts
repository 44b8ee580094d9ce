import { appendFileSync } from 'node:fs';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { axeViolations, injectAxe } from './test-runner/axe.ts';
import {
  assertGlobalsApplied,
  installDocumentTracker,
  remountWithGlobals,
  storyInfo,
  type StoryInfo,
} from './test-runner/page.ts';
import { selectedVariants } from './test-runner/variants.ts';
import { freshRunnerPage, hasRunnerScript } from './test-runner/setup-again.ts';

/**
 * One @storybook/test-runner run (scripts/test-storybook.mjs) checks every story in up to three variants
 * (./test-runner/variants.ts), on the same page, in the same test:
 *  1. 'default': the runner's own render, with the preview's initial globals (pt-BR, semi-dark, left-to-right);
 *  2. 'rtl-dark': Arabic, dark, right-to-left;
 *  3. 'light': light mode, for the stories tagged 'theme-surfaces' only.
 * After the runner has rendered the story and its play function has passed, postVisit checks the default render, then
 * for each further variant changes the globals in the preview's store and re-renders the story from scratch (Storybook's
 * forceRemount: loaders, render and play again), waits until that render has finished and checks it too; the next
 * story's preVisit puts the initial globals back. Before every render <html> gets the lang and dir of the coming
 * globals (see installDocumentTracker), so no play sees the previous variant's direction. A check is: the play function passed, the story rendered with the
 * variant's globals and <html> got their lang and dir, and axe (WCAG 2.x A/AA, whole body) finds no violation. Any
 * failure fails the story's test with the variant's name. A story may opt out of axe only with
 * `parameters.a11y.disable` plus a non-empty `parameters.a11y.reason`; its plays still run in every variant.
 * Checking the variants inside one test keeps the runner's per-file cost (a jest environment, a page, iframe.html,
 * the runner's modules; about 3 s for each of ~100 story files) to one run instead of three.
 */
const defaultViewport = { width: 1280, height: 720 };
// The time a re-render (loaders, render, play) may take before the check fails.
const renderTimeoutMs = 30_000;
const variants = selectedVariants();
// What preVisit read about the story, for postVisit (one story at a time per page).
const stories = new Map<string, StoryInfo>();
// scripts/test-storybook.mjs counts the checks per variant from this file (one line per story and variant).
const checksLog = process.env.STORYBOOK_TEST_CHECKS_LOG;

const config: TestRunnerConfig = {
  async prepare({ page }) {
    const targetUrl = process.env.TARGET_URL ?? 'http://127.0.0.1:6006';
    // Tells preview.tsx that axe runs here, not inside the render (see there).
    await page.addInitScript(() => {
      (globalThis as { __STORYBOOK_TEST_RUNNER__?: boolean }).__STORYBOOK_TEST_RUNNER__ = true;
    });
    // Sets and watches <html>'s lang and dir around each render (see there).
    await page.addInitScript(installDocumentTracker);
    // Stories are checked at rest: the kit's motion (route fade, shimmer, drawer) follows prefers-reduced-motion, so
    // plays and axe never meet a half-faded element.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // No story yet: the runner selects each one on this page (with the initial globals), so nothing is pending here.
    await page.goto(new URL('iframe.html', targetUrl).toString(), { waitUntil: 'load' });
  },

  async preVisit(runnerPage, context) {
    // Storybook reloads the preview when a story is selected while the previous render is still pending (a variant's
    // re-render that outlived its timeout on a saturated machine): the runner's page script is then gone and every
    // later story of the file would fail with "__test is not defined" (this happened in CI). postVisit starts a new
    // page after a failure; should the page still have lost the script, start on a new one here too, as the runner
    // itself does after a navigation, so one slow story fails alone.
    const page = (await hasRunnerScript(runnerPage)) ? runnerPage : await freshRunnerPage();
    const story = await storyInfo(page, context.id);
    stories.set(context.id, story);
    // The page is reused between stories: set every story's viewport (the shell's breakpoint depends on it).
    await page.setViewportSize(story.testViewport ?? defaultViewport);
    if (!story.hasAxe) await injectAxe(page);
  },

  async postVisit(page, context) {
    const story = stories.get(context.id) ?? (await storyInfo(page, context.id));
    stories.delete(context.id);
    // The runner's render already failed (its play, or the render): that is the test's error.
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    const { a11y } = story;
    if (a11y.disable && (typeof a11y.reason !== 'string' || a11y.reason.trim() === '')) {
      throw new Error(
        `${context.id}: parameters.a11y.disable needs a parameters.a11y.reason explaining why.`,
      );
    }
    // The next story's preVisit puts the initial globals back.
    const failures: string[] = [];
    for (const variant of variants) {
      if (variant.tag && !story.tags.includes(variant.tag)) continue;
      try {
        if (variant.globals) await remountWithGlobals(page, context.id, variant.globals, renderTimeoutMs);
        await assertGlobalsApplied(page, variant.globals);
        const violations = a11y.disable ? null : await axeViolations(page, a11y);
        if (violations) throw new Error(violations);
        if (checksLog) appendFileSync(checksLog, `${variant.name}\t${context.id}\tpassed\n`);
      } catch (error) {
        failures.push(`[${variant.name}] ${error instanceof Error ? error.message : String(error)}`);
        if (checksLog) appendFileSync(checksLog, `${variant.name}\t${context.id}\tfailed\n`);
      }
    }
    if (failures.length > 0) {
      // A failed re-render may still be pending, and Storybook reloads the preview under the next story when it
      // selects one over a pending render: the next story starts on a new page instead.
      await freshRunnerPage();
      throw new Error(
        `${context.title} › ${context.name} (${context.id}) failed in\n${failures.join('\n\n')}`,
      );
    }
  },
};

export default config;
