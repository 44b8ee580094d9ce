// `npm test`: every check of the workspace, with a summary. Stops at nothing: each step runs and reports, and the
// exit code is non-zero when any step failed.
//
// Three lanes run side by side, each its steps in order, so that the run comes near its CPU time over the 2 cores
// instead of the sum of its steps: the API's integration tests (the longest step: its files wait on PostgreSQL and
// PGlite much of the time); the checks and the workbench (lint and prettier are single-threaded, the Storybook runner
// waits on its browser); the end-to-end tests, which wait on the product and the browser most of the time, then the
// bundle check and the other vitest projects (the domain, the kit, the apps' components). Before, every vitest project
// ran in the first lane: in stop 28's CI it ended 17 minutes after the third lane had gone idle.
// The first lane's output streams; the others' is kept and printed whole when each of their steps ends, so that
// nothing interleaves. The summary gives each step's CPU time, which says which step grew where wall times cannot.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './lib/chromium.mjs';

const pnpm = process.env.PNPM ?? 'pnpm';
/** How much of a failed step's output the summary repeats. */
const TAIL_LINES = 40;
const tests = [['api integration (vitest)', `${pnpm} exec vitest run --project api`]];
const checks = [
  ['lint', `${pnpm} exec eslint . --max-warnings=0`],
  ['format', `${pnpm} exec prettier --check . --log-level=warn`],
  ['typecheck', `${pnpm} -r --workspace-concurrency=2 run typecheck && ${pnpm} exec tsc --noEmit -p e2e`],
  ['openapi lint', `${pnpm} run lint:openapi`],
  ['api client drift', `${pnpm} run check:api-drift`],
  // The kit as other products get it: dist/ built, then a product bundled against it without vanilla-extract.
  [
    'ui-build (package + dist smoke test)',
    `${pnpm} --filter @backoffice/ui build && ${pnpm} --filter @backoffice/ui test:dist`,
  ],
  ['ui-size (composed page budget)', `node scripts/ui-size.mjs --check --page`],
  ['storybook (test-runner + axe)', `node scripts/test-storybook.mjs`],
  // Reuses the storybook step's build (storybook-static/).
  ['visual (screenshots of key stories)', `node scripts/visual-check.mjs`],
];
const only = process.argv.slice(2);
const chosen = (steps) => steps.filter(([name]) => !only.length || only.some((o) => name.startsWith(o)));
const e2e = ['e2e (playwright)', `node scripts/e2e.mjs`];
// After the e2e tests, the bundle check measures the builds they served (apps/*/dist) instead of building both apps
// again (≈ 80 s of CPU); alone, it builds its own.
const bundleSize = `node scripts/bundle-size.mjs --check${chosen([e2e]).length ? ' --no-build' : ''}`;
// In order, so that two heavy steps do not take the two cores at once beside the other lanes: e2e builds the web apps
// into apps/*/dist and serves them, the bundle check measures those builds, then the components' tests.
const browser = [
  e2e,
  ['bundle size', bundleSize],
  ['unit + components (vitest)', `${pnpm} exec vitest run --project '!api'`],
];
// The steps that launch Chromium: found (or installed, as CI does) once before the lanes start. Without it, one line
// says what to install, and those steps fail with the same message (scripts/lib/chromium.mjs).
const launchesChromium = ([name]) => /^(storybook|visual|e2e|bundle size)/.test(name);
if (chosen([...checks, ...browser]).some(launchesChromium)) ensureChromium();
const started = Date.now();
const results = (
  await Promise.all([
    runLane(chosen(tests), { stream: true }),
    runLane(chosen(checks), { stream: false }),
    runLane(chosen(browser), { stream: false }),
  ])
).flat();

// A failed step's output was printed as it ran or when it ended, often far above; its end again here, just above the
// summary, where a CI page that shows only the last lines still shows why.
for (const r of results.filter((r) => !r.ok && r.output)) {
  const lines = r.output.trimEnd().split('\n');
  console.log(`\n━━ ${r.name} failed; its last ${Math.min(lines.length, TAIL_LINES)} lines ━━`);
  console.log(lines.slice(-TAIL_LINES).join('\n'));
  // The tail of a long run is its timing summary: the failed files and tests themselves, named once each.
  const named = failureLines(lines);
  if (named.length) console.log(`━━ ${r.name}: what failed ━━\n${named.join('\n')}`);
}
console.log('\n━━ summary ━━');
// CPU seconds (user + system of the step and everything it waited for) next to the wall time: on a shared or loaded
// machine the wall time says little, the CPU time says which step grew; on 2 cores the run cannot take less than half
// of the total.
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds}s, CPU ${r.cpu}s)`);
const failed = results.filter((r) => !r.ok).length;
const cpu = results.reduce((sum, r) => sum + r.cpu, 0);
console.log(
  `steps: ${results.length - failed} passed, ${failed} failed in ${seconds(started)}s (CPU ${cpu}s in all)`,
);
process.exit(failed ? 1 : 0);

async function runLane(steps, { stream }) {
  const results = [];
  for (const [name, command] of steps) {
    const header = `\n━━ ${name} ━━ ${command}`;
    if (stream) console.log(header);
    else console.log(`\n━━ ${name} ━━ started beside the other lanes; its output follows when it ends`);
    const stepStarted = Date.now();
    const { ok, output, cpu } = await runStep(command, stream);
    if (!stream) process.stdout.write(`${header}\n${output}\n━━ ${name} ━━ ended\n`);
    results.push({ name, ok, seconds: seconds(stepStarted), cpu, output });
  }
  return results;
}

/** Runs the command in bash, whose `times` then writes the CPU time of everything the step ran to a file. */
function runStep(command, stream) {
  const dir = mkdtempSync(join(tmpdir(), 'test-all-'));
  const timesFile = join(dir, 'times');
  const script = `${command}\ncode=$?\ntimes > '${timesFile}'\nexit $code`;
  return new Promise((done) => {
    const child = spawn('bash', ['-c', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: process.env.CI ?? '1' },
    });
    // Kept in both cases (the summary names a failed step's tests); a streamed step's is also shown as it comes.
    const chunks = [];
    const keep = (to) => (chunk) => {
      chunks.push(chunk);
      if (stream) to.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => {
      const cpu = childrenCpuSeconds(timesFile);
      rmSync(dir, { recursive: true, force: true });
      done({ ok: code === 0, output: Buffer.concat(chunks).toString(), cpu });
    });
  });
}

/** bash's `times`: the shell's own user/system times, then its children's (e.g. `0m12.345s 0m1.234s`). */
function childrenCpuSeconds(file) {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return 0;
  }
  const line = text.trim().split('\n').at(-1) ?? '';
  const total = [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, m, s]) => sum + Number(m) * 60 + Number(s),
    0,
  );
  return Math.round(total);
}

function seconds(since) {
  return Math.round((Date.now() - since) / 1000);
}

/** vitest's ` FAIL  file > test` and `× test` lines, Playwright's `✘ … test` lines: colours stripped, each once. */
function failureLines(lines) {
  const plain = lines.map((line) => stripVTControlCharacters(line).trim());
  const failed = plain.filter((line) => /^(FAIL\s|×\s|✘\s|\d+\) \[)/.test(line));
  return [...new Set(failed)].slice(0, TAIL_LINES);
}
