// Builds the Storybook workbench, serves it on 127.0.0.1 (a free port) and runs @storybook/test-runner on it in
// Debian's Chromium: every story's play function plus an axe check, in two passes — the default globals
// (pt-BR, semi-dark, ltr) and right-to-left + dark + Arabic — and a third in light mode for the stories of the
// surfaces that differ from semi-dark (top bar, sidebar, auth). Exits with the runner's code.
// Options: --no-build (reuse the built workbench), --pass=default|rtl-dark|light (run one pass only), --out=DIR (build
// into DIR instead of storybook-static/). STORYBOOK_STORIES (see .storybook/main.ts) narrows the stories built.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './lib/static-server.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const outArg = args.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);
const outDir = outArg ? resolve(root, outArg) : join(root, 'storybook-static');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const onlyPass = args.find((arg) => arg.startsWith('--pass='))?.slice('--pass='.length);

// In the default semi-dark mode everything but the top bar, the sidebar and the auth background already wears the
// light theme; the light pass checks the stories of those surfaces (tagged 'theme-surfaces') in light mode too.
const passes = [
  { name: 'default', globals: '' },
  { name: 'rtl-dark', globals: 'mode:dark;direction:rtl;locale:ar' },
  { name: 'light', globals: 'mode:light', tags: 'theme-surfaces' },
].filter((pass) => !onlyPass || pass.name === onlyPass);
if (passes.length === 0) fail(`unknown pass '${onlyPass}' (default | rtl-dark | light)`);

if (!args.includes('--no-build')) {
  const code = await run(bin('storybook'), ['build', '--quiet', '-o', outDir], {});
  if (code !== 0) fail(`storybook build failed (exit ${code})`);
}
if (!existsSync(join(outDir, 'index.json'))) fail(`${outDir} has no index.json: build Storybook first`);

const { url, close } = await serveStatic(outDir);
let exitCode = 0;
try {
  for (const pass of passes) {
    console.log(
      `\n[test-storybook] pass '${pass.name}' on ${url}${pass.globals ? ` (globals ${pass.globals})` : ''}`,
    );
    const code = await run(
      bin('test-storybook'),
      [
        '--url',
        url,
        '--maxWorkers=2',
        '--config-dir',
        '.storybook',
        ...(pass.tags ? ['--includeTags', pass.tags] : []),
      ],
      {
        STORYBOOK_TEST_GLOBALS: pass.globals,
      },
    );
    if (code !== 0) exitCode = code;
  }
} finally {
  await close();
}
process.exit(exitCode);

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
