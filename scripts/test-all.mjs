// `npm test`: every check of the workspace, in order, with a summary. Stops at nothing: each step runs and reports,
// and the exit code is non-zero when any step failed.
import { spawnSync } from 'node:child_process';

const pnpm = process.env.PNPM ?? 'pnpm';
const steps = [
  ['lint', `${pnpm} exec eslint . --max-warnings=0`],
  ['format', `${pnpm} exec prettier --check . --log-level=warn`],
  ['typecheck', `${pnpm} -r --workspace-concurrency=1 run typecheck && ${pnpm} exec tsc --noEmit -p e2e`],
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
  ['bundle size', `node scripts/bundle-size.mjs --check`],
  ['e2e (playwright)', `node scripts/e2e.mjs`],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, command] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n━━ ${name} ━━ ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? '1' },
  });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
