// Which Node runs the product and its tests: the machine's when it is 24 or newer, otherwise Node 24 from the npm
// registry's `node` package (a dev dependency of the root), so that a machine with Node 20 needs nothing else.
//
// Every child must run on it too (pnpm, vitest, Storybook, the API, cognito-local, test-all's bash steps): a directory
// of its own, first on PATH, holds `node` (a link to the real binary, not node_modules/.bin's sh wrapper, which would
// also set NODE_PATH for every child) and the project's `pnpm`. Only these two: putting all of node_modules/.bin
// first would shadow system tools.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, renameSync, symlinkSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const RUNTIME_BIN = join(ROOT, 'node_modules/.project-runtime/bin');
const TARGET_MAJOR = 24;

/**
 * The Node to run on. `machine` is the Node the user started (npm's own when run through `npm start`, whose PATH
 * may already put node_modules/.bin's Node 24 first).
 * @returns {{ execPath: string, version: string, machineVersion: string, notice?: string }}
 */
export function chooseRuntime() {
  const machine = machineNode();
  if (major(machine.version) >= TARGET_MAJOR)
    return { execPath: machine.execPath, version: machine.version, machineVersion: machine.version };
  const project = projectNode();
  if (!project)
    throw new Error(
      `Node ${machine.version} nesta máquina e o Node ${TARGET_MAJOR} do pacote npm \`node\` não está em node_modules ` +
        '(a instalação falhou?). Rode o comando de novo ou instale o Node 24.',
    );
  return {
    ...project,
    machineVersion: machine.version,
    notice: `Node ${machine.version} nesta máquina; o produto e os testes rodam no Node ${project.version} do pacote npm \`node\`.`,
  };
}

/**
 * The environment every child inherits: RUNTIME_BIN (node, pnpm) first on PATH, PNPM naming the project's pnpm.
 * @param {string} execPath the chosen Node
 * @param {NodeJS.ProcessEnv} env
 */
export function runtimeEnv(execPath, env = process.env) {
  mkdirSync(RUNTIME_BIN, { recursive: true });
  link(execPath, join(RUNTIME_BIN, 'node'));
  const pnpm = projectPnpm();
  if (pnpm) link(pnpm, join(RUNTIME_BIN, 'pnpm'));
  const path = [
    RUNTIME_BIN,
    ...(env.PATH ?? '').split(delimiter).filter((dir) => dir && dir !== RUNTIME_BIN),
  ];
  const next = { ...env, PATH: path.join(delimiter), ...(pnpm ? { PNPM: 'pnpm' } : {}) };
  // node_modules/.bin/node (an sh wrapper) exports its package's folders as NODE_PATH: not for the children.
  if (next.NODE_PATH) {
    const kept = next.NODE_PATH.split(delimiter).filter((dir) => !dir.includes('/node_modules/.pnpm/node@'));
    if (kept.length) next.NODE_PATH = kept.join(delimiter);
    else delete next.NODE_PATH;
  }
  return next;
}

/**
 * Runs `script` on the chosen Node with runtimeEnv, says once when that is not the machine's, and exits with its code.
 * @param {string} script
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
export function runOnProjectNode(script, args, env = process.env) {
  const runtime = chooseRuntime();
  if (runtime.notice) console.log(runtime.notice);
  const child = spawn(runtime.execPath, [script, ...args], {
    stdio: 'inherit',
    env: runtimeEnv(runtime.execPath, env),
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** The root's `node` dev dependency: its real binary and version, or undefined before the install. */
export function projectNode() {
  try {
    const execPath = realpathSync(join(ROOT, 'node_modules/node/bin/node'));
    const manifest = join(ROOT, 'node_modules/node/package.json');
    return { execPath, version: JSON.parse(readFileSync(manifest, 'utf8')).version };
  } catch {
    return undefined;
  }
}

/** The root's `pnpm` dev dependency (its script starts with `#!/usr/bin/env node`: the chosen Node runs it). */
function projectPnpm() {
  try {
    return realpathSync(join(ROOT, 'node_modules/pnpm/bin/pnpm.cjs'));
  } catch {
    return undefined;
  }
}

/** npm records the Node it runs on in npm_node_execpath; started directly, this process's is the machine's. */
function machineNode() {
  const execPath = process.env.npm_node_execpath;
  if (!execPath || !existsSync(execPath) || execPath === process.execPath)
    return { execPath: process.execPath, version: process.versions.node };
  const version = execFileSync(execPath, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
  return { execPath, version };
}

/** @param {string} version */
function major(version) {
  return Number(version.split('.')[0]);
}

/** A symlink replaced atomically: two commands starting together must not see it missing. */
export function link(target, path) {
  try {
    if (realpathSync(path) === target) return;
  } catch {
    // missing or dangling
  }
  const temporary = `${path}.${process.pid}`;
  symlinkSync(target, temporary);
  renameSync(temporary, path);
}
