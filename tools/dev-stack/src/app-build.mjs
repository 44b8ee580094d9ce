// Builds the web apps (the admin app and the portal) when a dist is missing, older than its sources, or built with other
// VITE_* values.
import { existsSync } from 'node:fs';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startChild } from './child-process.mjs';
import { REPO_ROOT } from './local-identity.mjs';

/**
 * An app the stack builds and the API serves.
 * @typedef {object} WebApp
 * @property {'admin' | 'portal'} name
 * @property {string} filter its pnpm package name
 * @property {string} dir apps/<name>
 * @property {string[]} sourcePaths everything bundled into it: its own files and the workspace packages it imports
 * @property {(viteEnv: ViteEnv) => ViteEnv} env the VITE_* values its build reads (the stamp compares these only)
 */

const sharedSources = [
  'packages/ui/src',
  'packages/domain/src',
  'packages/api-client/src',
  'packages/app-common',
];
const sourcesOf = (/** @type {string} */ app) =>
  ['src', 'public', 'index.html', 'package.json', 'vite.config.ts']
    .map((relative) => `apps/${app}/${relative}`)
    .concat(sharedSources)
    .map((relative) => path.join(REPO_ROOT, relative));

/** @type {Record<'admin' | 'portal', WebApp>} */
export const WEB_APPS = {
  // The operator app: its identity settings come from the stack (the local pool or the caller's).
  admin: {
    name: 'admin',
    filter: '@backoffice/admin',
    dir: path.join(REPO_ROOT, 'apps/admin'),
    sourcePaths: sourcesOf('admin'),
    env: (viteEnv) => viteEnv,
  },
  // The voter portal and the approval page: no identity settings; the IP check's address when the caller sets one.
  portal: {
    name: 'portal',
    filter: '@backoffice/portal',
    dir: path.join(REPO_ROOT, 'apps/portal'),
    sourcePaths: sourcesOf('portal'),
    env: (viteEnv) =>
      Object.fromEntries(Object.entries(viteEnv).filter(([name]) => name === 'VITE_IP_CHECK_URL')),
  },
};
export const ADMIN_DIST_DIR = path.join(WEB_APPS.admin.dir, 'dist');
export const PORTAL_DIST_DIR = path.join(WEB_APPS.portal.dir, 'dist');
const STAMP_FILE = '.build-env.json';

/**
 * @typedef {Record<string, string>} ViteEnv
 * @typedef {{ build: false, reason: string } | { build: true, reason: string }} BuildDecision
 */

/**
 * Whether `app` needs a build: its dist is missing, older than its sources, or built with other VITE_* values.
 * @param {WebApp} app
 * @param {ViteEnv} viteEnv the stack's values (the app keeps those it reads)
 * @param {{ dir?: string, sourcePaths?: string[] }} [where] overridable for tests
 * @returns {Promise<BuildDecision & { buildable: boolean }>}
 */
export async function buildDecision(app, viteEnv, { dir = app.dir, sourcePaths = app.sourcePaths } = {}) {
  const buildable = existsSync(path.join(dir, 'index.html'));
  if (!buildable) return { buildable, build: false, reason: `apps/${app.name} has no index.html yet` };
  const distIndex = path.join(dir, 'dist', 'index.html');
  if (!existsSync(distIndex)) return { buildable, build: true, reason: 'no build yet' };
  const stamp = await readStamp(dir);
  if (JSON.stringify(stamp) !== JSON.stringify(sortKeys(app.env(viteEnv))))
    return { buildable, build: true, reason: 'VITE_* settings changed' };
  const builtAt = (await stat(distIndex)).mtimeMs;
  const newest = await newestMtime(sourcePaths);
  if (newest > builtAt) return { buildable, build: true, reason: 'sources changed since the last build' };
  return { buildable, build: false, reason: 'up to date' };
}

/**
 * Runs `$PNPM --filter <app> build`; resolves false (never throws) when the build fails.
 * @param {WebApp} app
 * @param {{ pnpm: string[], viteEnv: ViteEnv, env?: NodeJS.ProcessEnv, quiet?: boolean, print?: (line: string) => void, dir?: string }} options
 * @returns {Promise<{ ok: boolean, output: string[] }>}
 */
export async function buildWebApp(app, { pnpm, viteEnv, env = process.env, quiet, print, dir = app.dir }) {
  const [command = 'pnpm', ...prefix] = pnpm;
  const own = app.env(viteEnv);
  const child = startChild(app.name, command, [...prefix, '--filter', app.filter, 'build'], {
    cwd: REPO_ROOT,
    env: { ...env, ...own },
    quiet,
    print,
  });
  activeBuild = child;
  const exit = await child.exited;
  activeBuild = undefined;
  const ok = exit.code === 0 && existsSync(path.join(dir, 'dist', 'index.html'));
  if (ok) await writeFile(path.join(dir, 'dist', STAMP_FILE), `${JSON.stringify(sortKeys(own), null, 2)}\n`);
  return { ok, output: child.recentOutput() };
}

/** @type {import('./child-process.mjs').ManagedChild | undefined} */
let activeBuild;

/** Stops a build in progress (Ctrl-C during start-up). */
export async function stopWebAppBuild() {
  await activeBuild?.stop();
}

/** @param {string} dir */
async function readStamp(dir) {
  try {
    return JSON.parse(await readFile(path.join(dir, 'dist', STAMP_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/** @param {ViteEnv} env */
function sortKeys(env) {
  return Object.fromEntries(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));
}

/** Newest modification time under the given files and folders (node_modules skipped). @param {string[]} paths */
export async function newestMtime(paths) {
  let newest = 0;
  for (const entry of paths) {
    let info;
    try {
      info = await stat(entry);
    } catch {
      continue;
    }
    newest = Math.max(newest, info.mtimeMs);
    if (info.isDirectory()) {
      const children = await readdir(entry);
      const nested = children.filter((name) => name !== 'node_modules').map((name) => path.join(entry, name));
      newest = Math.max(newest, await newestMtime(nested));
    }
  }
  return newest;
}
