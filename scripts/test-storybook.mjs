// Builds the Storybook workbench, serves it on 127.0.0.1 (a free port) and runs @storybook/test-runner on it in
// Debian's Chromium: every story's play function plus an axe check, in two passes — the default globals
// (pt-BR, semi-dark, ltr) and right-to-left + dark + Arabic. Exits with the runner's code.
// Options: --no-build (reuse storybook-static/), --pass=default|rtl-dark (run one pass only).
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};

const root = resolve(fileURLToPath(import.meta.url), '../..');
const outDir = join(root, 'storybook-static');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const args = process.argv.slice(2);
const onlyPass = args.find((arg) => arg.startsWith('--pass='))?.slice('--pass='.length);

const passes = [
  { name: 'default', globals: '' },
  { name: 'rtl-dark', globals: 'mode:dark;direction:rtl;locale:ar' },
].filter((pass) => !onlyPass || pass.name === onlyPass);
if (passes.length === 0) fail(`unknown pass '${onlyPass}' (default | rtl-dark)`);

if (!args.includes('--no-build')) {
  const code = await run(bin('storybook'), ['build', '--quiet', '-o', outDir], {});
  if (code !== 0) fail(`storybook build failed (exit ${code})`);
}
if (!existsSync(join(outDir, 'index.json'))) fail(`${outDir} has no index.json: build Storybook first`);

const server = await serve(outDir);
const url = `http://127.0.0.1:${server.address().port}`;
let exitCode = 0;
try {
  for (const pass of passes) {
    console.log(
      `\n[test-storybook] pass '${pass.name}' on ${url}${pass.globals ? ` (globals ${pass.globals})` : ''}`,
    );
    const code = await run(
      bin('test-storybook'),
      ['--url', url, '--maxWorkers=2', '--config-dir', '.storybook'],
      {
        STORYBOOK_TEST_GLOBALS: pass.globals,
      },
    );
    if (code !== 0) exitCode = code;
  }
} finally {
  server.close();
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

/** A tiny static file server for the built Storybook, on 127.0.0.1 and a port the system picks. */
function serve(dir) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(dir, path));
    if (file !== dir && !file.startsWith(dir + sep)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => done(server));
  });
}

function fail(message) {
  console.error(`[test-storybook] ${message}`);
  process.exit(1);
}
