// axe-core in the preview page: injected once per page (the page lives through all the stories of a file, each in
// up to three variants), run on the whole body after each render. The same engine and options axe-playwright's
// checkA11y used here before, without loading axe-playwright (and its reporters) into every test file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { A11yParameters, Page } from './page.ts';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// The axe-core axe-playwright depends on (the version the e2e tests use too).
const requireFromRoot = createRequire(join(process.cwd(), 'package.json'));
const axeSourcePath = createRequire(requireFromRoot.resolve('axe-playwright')).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
}

/** Puts axe-core on the page (storyInfo's hasAxe tells whether it is there already). */
export async function injectAxe(page: Page): Promise<void> {
  axeSource ??= readFileSync(axeSourcePath, 'utf8');
  await page.evaluate((source) => (0, eval)(source), axeSource);
}

/**
 * Runs axe (WCAG 2.x A/AA rules) on the body and returns a readable report of the violations, or null. The body, so
 * that overlays (popovers, dialogs, the drawer) and the document-level attributes (lang, dir) are checked. RAC's live
 * announcer (body > [data-live-announcer]) keeps each announcement for 7 s, also after the story that made it is
 * gone; its stale nodes point at removed elements, so it is left out.
 */
export async function axeViolations(page: Page, a11y: A11yParameters): Promise<string | null> {
  // parameters.a11y.config.rules (axe.configure's shape) as run options: they apply to this run only.
  const rules = Object.fromEntries(
    (a11y.config?.rules ?? []).map((rule) => [rule.id, { enabled: rule.enabled }]),
  );
  const violations = await page.evaluate(
    ({ options }) => {
      const axe = (
        globalThis as { axe?: { run(context: unknown, options: unknown): Promise<{ violations: unknown }> } }
      ).axe;
      if (!axe) throw new Error('axe-core is not on the page.');
      return axe
        .run({ include: [['body']], exclude: [['[data-live-announcer]']] }, options)
        .then((results) => results.violations as AxeViolation[]);
    },
    // resultTypes: only violations are read, so axe keeps one node for each passed or inapplicable rule instead of
    // every node it looked at (axe's documented speed-up for large pages).
    { options: { runOnly: { type: 'tag', values: wcagTags }, rules, resultTypes: ['violations'] } },
  );
  if (violations.length === 0) return null;
  return [
    `${violations.length} accessibility violation${violations.length === 1 ? '' : 's'}:`,
    ...violations.map((violation) =>
      [
        `- ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}  ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) =>
            `    at ${node.target.map(String).join(' ')}\n      ${node.html}` +
            (node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''),
        ),
      ].join('\n'),
    ),
  ].join('\n');
}
