// Screenshot check of key stories: serves a built Storybook (storybook-static/), opens each story of
// packages/ui/visual/stories.json in every variant there (light; dark + RTL + Arabic) in Debian's Chromium at a fixed
// viewport and device scale, waits for the story's play function, fonts and any listed actions, hides the caret and
// stops animations, and compares the picture with the committed baseline (pixelmatch; anti-aliased pixels ignored,
// a small share of differing pixels tolerated). Differences are written to packages/ui/visual/diffs/ (git-ignored).
// Options: --build (build Storybook first), --update (rewrite the baselines), --only=TEXT (entries whose id or
// variant contains TEXT), --dir=DIR (another Storybook build).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { chromiumPath } from './lib/chromium.mjs';
import { serveStatic } from './lib/static-server.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const visualDir = join(root, 'packages/ui/visual');
const baselineDir = join(visualDir, 'baselines');
const diffDir = join(visualDir, 'diffs');
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const update = args.includes('--update');
const only = option('only');
const storybookDir = resolve(root, option('dir') ?? 'storybook-static');

/**
 * Pixel colour distance (pixelmatch, 0–1) under which two pixels count as equal, and the share of pixels allowed to
 * differ. pixelmatch's default 0.1 lets #1e5bd6 → #2563eb (another primary) pass; 0.03 catches it. The same Chromium
 * draws the same pixels, so anti-aliasing (ignored anyway) is the only noise.
 */
const PIXEL_THRESHOLD = 0.03;
const MAX_DIFF_RATIO = 0.0005;

const config = JSON.parse(readFileSync(join(visualDir, 'stories.json'), 'utf8'));
const defaultViewport = config.viewport ?? { width: 1280, height: 720 };
const shots = config.stories
  .flatMap((story) =>
    Object.entries(config.variants).map(([variant, globals]) => ({ ...story, variant, globals })),
  )
  .filter((shot) => !only || `${shot.id}.${shot.variant}`.includes(only));

if (args.includes('--build')) {
  const built = spawnSync(
    join(root, 'node_modules/.bin/storybook'),
    ['build', '--quiet', '-o', storybookDir],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) fail(`storybook build failed (exit ${built.status})`);
}
if (!existsSync(join(storybookDir, 'index.json')))
  fail(`${storybookDir} has no index.json: run with --build`);
const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8'));

rmSync(diffDir, { recursive: true, force: true });
mkdirSync(baselineDir, { recursive: true });
const { url, close } = await serveStatic(storybookDir);
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});
const failures = [];
// Two shots at a time (each opens its own context and page): most of a shot is waiting for the preview to load and
// the story to settle, so the second core is otherwise idle.
const queue = [...shots];
const checkNext = async () => {
  for (let shot = queue.shift(); shot; shot = queue.shift()) await checkShot(shot);
};
try {
  await Promise.all([checkNext(), checkNext()]);
} finally {
  await browser.close();
  await close();
}
console.log(
  `\n${shots.length - failures.length} of ${shots.length} screenshots ${update ? 'written' : 'match'}.`,
);
process.exit(failures.length ? 1 : 0);

/** Captures one shot and compares it with its baseline (or writes the baseline with --update). */
async function checkShot(shot) {
  const name = `${shot.id}.${shot.variant}`;
  try {
    if (!index.entries[shot.id]) throw new Error(`no story '${shot.id}' in this Storybook build`);
    const picture = await capture(shot);
    const baselineFile = join(baselineDir, `${name}.png`);
    if (update) {
      writeFileSync(baselineFile, picture);
      console.log(`updated  ${name}`);
      return;
    }
    if (!existsSync(baselineFile)) throw new Error('no baseline: run with --update and commit it');
    const { differing, total, diff } = compare(readFileSync(baselineFile), picture);
    if (differing > total * MAX_DIFF_RATIO) {
      mkdirSync(diffDir, { recursive: true });
      writeFileSync(join(diffDir, `${name}.actual.png`), picture);
      if (diff) writeFileSync(join(diffDir, `${name}.diff.png`), diff);
      throw new Error(
        `${differing} of ${total} pixels differ (${((differing / total) * 100).toFixed(2)}%): see ` +
          relative(root, join(diffDir, `${name}.diff.png`)),
      );
    }
    console.log(`ok       ${name}${differing ? ` (${differing} pixels within tolerance)` : ''}`);
  } catch (error) {
    failures.push(name);
    console.error(`FAIL     ${name}: ${error instanceof Error ? error.message : error}`);
  }
}

/** One story, one variant: a PNG of the fixed viewport (or the full page) once the story has settled. */
async function capture(shot) {
  const context = await browser.newContext({
    viewport: shot.viewport ?? defaultViewport,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'pt-BR',
    timezoneId: 'UTC',
  });
  const page = await context.newPage();
  try {
    const globals = shot.globals ? `&globals=${shot.globals}` : '';
    await page.goto(`${url}/iframe.html?id=${shot.id}&viewMode=story${globals}`);
    // The story's play function runs first: wait until Storybook reports the render finished.
    await page.waitForFunction(
      () => {
        const phase = globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return phase === 'finished' || phase === 'errored' || phase === 'aborted';
      },
      null,
      { timeout: 30_000 },
    );
    const phase = await page.evaluate(() => globalThis.__STORYBOOK_PREVIEW__.currentRender.phase);
    if (phase !== 'finished') throw new Error(`story ${phase}`);
    for (const action of shot.actions ?? []) await perform(page, action);
    // Nothing hovered, no transition half-way, the fonts in.
    await page.mouse.move(0, 0);
    await page.addStyleTag({
      content: '*, *::before, *::after { transition: none !important; caret-color: transparent !important; }',
    });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(150);
    return await page.screenshot({ fullPage: shot.fullPage === true, animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
}

/** `{ "click": { "role": "button", "name": "Excluir" }, "waitFor": { "role": "alertdialog" } }` */
async function perform(page, action) {
  if (action.click) await page.getByRole(action.click.role, { name: action.click.name }).first().click();
  if (action.press) await page.keyboard.press(action.press);
  if (action.waitFor) {
    await page
      .getByRole(action.waitFor.role, { name: action.waitFor.name })
      .first()
      .waitFor({ state: 'visible' });
  }
}

function compare(baselinePng, actualPng) {
  const expected = PNG.sync.read(baselinePng);
  const actual = PNG.sync.read(actualPng);
  const total = expected.width * expected.height;
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return { differing: total, total, diff: null };
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, expected.width, expected.height, {
    threshold: PIXEL_THRESHOLD,
  });
  return { differing, total, diff: PNG.sync.write(diff) };
}

function fail(message) {
  console.error(`[visual-check] ${message}`);
  process.exit(1);
}
