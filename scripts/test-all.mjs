// `npm test`: every check of the workspace, with a summary. Stops at nothing: each step runs and reports, and the
// exit code is non-zero when any step failed.
//
// Two lanes run side by side. The main lane holds the steps that keep both cores busy (lint, types, vitest,
// Storybook); the browser lane holds the end-to-end tests, which spend most of their time waiting on the product
// and the browser (≈70 s of CPU in ≈240 s), so running them beside the main lane costs it little and saves their
// whole wall time. Steps of a lane run in order; the main lane's output streams, the browser lane's is kept and
// printed whole when each of its steps ends, so the two never interleave.
import { spawn } from 'node:child_process';

const pnpm = process.env.PNPM ?? 'pnpm';
const main = [
  ['lint', `${pnpm} exec eslint . --max-warnings=0`],
  ['format', `${pnpm} exec prettier --check . --log-level=warn`],
  ['typecheck', `${pnpm} -r --workspace-concurrency=2 run typecheck && ${pnpm} exec tsc --noEmit -p e2e`],
  ['openapi lint', `${pnpm} run lint:openapi`],
  ['api client drift', `${pnpm} run check:api-drift`],
  ['unit + integration (vitest)', `${pnpm} exec vitest run`],
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
// Both build apps/admin/dist (the stack with its identity settings, then the bundle check without): in order.
const browser = [
  ['e2e (playwright)', `node scripts/e2e.mjs`],
  ['bundle size', `node scripts/bundle-size.mjs --check`],
];

const only = process.argv.slice(2);
const chosen = (steps) => steps.filter(([name]) => !only.length || only.some((o) => name.startsWith(o)));
const started = Date.now();
const results = (
  await Promise.all([runLane(chosen(main), { stream: true }), runLane(chosen(browser), { stream: false })])
).flat();

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed in ${seconds(started)}s`);
process.exit(failed ? 1 : 0);

async function runLane(steps, { stream }) {
  const results = [];
  for (const [name, command] of steps) {
    const header = `\n━━ ${name} ━━ ${command}`;
    if (stream) console.log(header);
    else console.log(`\n━━ ${name} ━━ started beside the main lane; its output follows when it ends`);
    const stepStarted = Date.now();
    const { ok, output } = await runStep(command, stream);
    if (!stream) process.stdout.write(`${header}\n${output}\n━━ ${name} ━━ ended\n`);
    results.push({ name, ok, seconds: seconds(stepStarted) });
  }
  return results;
}

function runStep(command, stream) {
  return new Promise((done) => {
    const child = spawn(command, {
      shell: true,
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: process.env.CI ?? '1' },
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => done({ ok: code === 0, output: Buffer.concat(chunks).toString() }));
  });
}

function seconds(since) {
  return Math.round((Date.now() - since) / 1000);
}
