// Builds the Storybook workbench, serves it on 127.0.0.1 (a free port) and runs @storybook/test-runner on it once, in
// Debian's Chromium. Each story's test checks it in three variants on the same page (.storybook/test-runner.ts): the
// default globals (pt-BR, semi-dark, ltr), right-to-left + dark + Arabic, and — for the stories of the surfaces that
// differ from semi-dark (top bar, sidebar, auth), tagged 'theme-surfaces' — light mode; in each its play function
// runs and axe checks the page. Then it counts the checks per variant against the built index.json (every story in
// every variant that applies to it) and fails if any is missing. Exits with the runner's code.
// Options: --no-build (reuse the built workbench), --variants=default,rtl-dark,light (check only those; --pass=NAME
// is the same for one), --out=DIR (build into DIR instead of storybook-static/). STORYBOOK_STORIES (see
// .storybook/main.ts) narrows the stories built.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, missingChromiumMessage } from './lib/chromium.mjs';
import { serveStatic } from './lib/static-server.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const outArg = args.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);
const outDir = outArg ? resolve(root, outArg) : join(root, 'storybook-static');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const variantsArg =
  args.find((arg) => arg.startsWith('--variants='))?.slice('--variants='.length) ??
  args.find((arg) => arg.startsWith('--pass='))?.slice('--pass='.length);

// The variants of .storybook/test-runner/variants.ts (which defines them) and the tag that limits each, if any.
const knownVariants = { default: null, 'rtl-dark': null, light: 'theme-surfaces' };
const variants = variantsArg
  ? variantsArg
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
  : Object.keys(knownVariants);
const unknown = variants.filter((name) => !(name in knownVariants));
if (variants.length === 0 || unknown.length > 0) {
  fail(`unknown variant '${unknown.join(',') || variantsArg}' (${Object.keys(knownVariants).join(' | ')})`);
}
// When every chosen variant is limited to a tag, the runner visits only the stories with those tags.
const variantTags = variants.map((name) => knownVariants[name]);
const includeTags = variantTags.every(Boolean) ? [...new Set(variantTags)] : [];
// Before the build: the browser the runner launches (.storybook/test-runner-jest.config.js).
if (!findChromium()) fail(missingChromiumMessage());

if (!args.includes('--no-build')) {
  const code = await run(bin('storybook'), ['build', '--quiet', '-o', outDir], {});
  if (code !== 0) fail(`storybook build failed (exit ${code})`);
}
if (!existsSync(join(outDir, 'index.json'))) fail(`${outDir} has no index.json: build Storybook first`);

const { url, close } = await serveStatic(outDir);
const logDir = mkdtempSync(join(tmpdir(), 'test-storybook-'));
const checksLog = join(logDir, 'checks.log');
writeFileSync(checksLog, '');
let exitCode = 0;
try {
  console.log(`\n[test-storybook] ${url}, variants: ${variants.join(', ')}`);
  exitCode = await run(
    bin('test-storybook'),
    [
      '--url',
      url,
      // Three kept the cores busy when the runner ran alone; beside vitest and the e2e lane (npm test) they made a
      // load of 8+ on 2 cores, where plays and renders ran into their timeouts. Two there (CI is set), three alone.
      `--maxWorkers=${process.env.CI ? 2 : 3}`,
      // A test renders its story up to three times (the runner's render and one re-render per further variant, each
      // allowed 30 s: .storybook/test-runner.ts).
      '--testTimeout=120000',
      '--config-dir',
      '.storybook',
      ...(includeTags.length > 0 ? ['--includeTags', ...includeTags] : []),
    ],
    { STORYBOOK_TEST_VARIANTS: variants.join(','), STORYBOOK_TEST_CHECKS_LOG: checksLog },
  );
  if (!countChecks(readFileSync(checksLog, 'utf8'))) exitCode ||= 1;
} finally {
  await close();
  rmSync(logDir, { recursive: true, force: true });
}
process.exit(exitCode);

/** Prints the checks per variant and returns whether every story was checked in every variant that applies to it. */
function countChecks(log) {
  const index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries).filter(
    (entry) =>
      entry.type === 'story' &&
      (entry.tags ?? []).includes('test') &&
      (includeTags.length === 0 || includeTags.some((tag) => entry.tags.includes(tag))),
  );
  const lines = log
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
  let complete = true;
  for (const name of variants) {
    const tag = knownVariants[name];
    const expected = stories.filter((story) => !tag || story.tags.includes(tag)).map((story) => story.id);
    const checked = lines.filter(([variant]) => variant === name);
    const failed = checked.filter(([, , result]) => result !== 'passed').length;
    const seen = new Set(checked.map(([, id]) => id));
    const missing = expected.filter((id) => !seen.has(id));
    console.log(
      `[test-storybook] ${name}: ${checked.length - failed} of ${expected.length} stories passed` +
        (failed ? `, ${failed} failed` : '') +
        (missing.length ? `, ${missing.length} not checked` : ''),
    );
    if (missing.length > 0) complete = false;
  }
  return complete;
}

function run(command, commandArgs, env) {
  return new Promise((done) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      done(code ?? (signal ? 1 : 0));
    });
  });
}

function fail(message) {
  console.error(`[test-storybook] ${message}`);
  process.exit(1);
}
