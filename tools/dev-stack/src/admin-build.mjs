// Builds the admin app when its dist is missing, older than its sources, or built with other VITE_* values.
import { existsSync } from 'node:fs';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startChild } from './child-process.mjs';
import { REPO_ROOT } from './local-identity.mjs';

export const ADMIN_DIR = path.join(REPO_ROOT, 'apps/admin');
export const ADMIN_DIST_DIR = path.join(ADMIN_DIR, 'dist');
const STAMP_FILE = '.build-env.json';

/** Everything bundled into the admin app: its own files and the workspace packages it imports. */
const SOURCE_PATHS = [
  'apps/admin/src',
  'apps/admin/public',
  'apps/admin/index.html',
  'apps/admin/package.json',
  'apps/admin/vite.config.ts',
  'packages/ui/src',
  'packages/domain/src',
  'packages/api-client/src',
].map((relative) => path.join(REPO_ROOT, relative));

/**
 * @typedef {Record<string, string>} ViteEnv
 * @typedef {{ build: false, reason: string } | { build: true, reason: string }} BuildDecision
 */

/**
 * @param {ViteEnv} viteEnv
 * @param {{ adminDir?: string, sourcePaths?: string[] }} [where] overridable for tests
 * @returns {Promise<BuildDecision & { buildable: boolean }>}
 */
export async function adminBuildDecision(viteEnv, { adminDir = ADMIN_DIR, sourcePaths = SOURCE_PATHS } = {}) {
  const buildable = existsSync(path.join(adminDir, 'index.html'));
  if (!buildable) return { buildable, build: false, reason: 'apps/admin has no index.html yet' };
  const distIndex = path.join(adminDir, 'dist', 'index.html');
  if (!existsSync(distIndex)) return { buildable, build: true, reason: 'no build yet' };
  const stamp = await readStamp(adminDir);
  if (JSON.stringify(stamp) !== JSON.stringify(sortKeys(viteEnv)))
    return { buildable, build: true, reason: 'VITE_* settings changed' };
  const builtAt = (await stat(distIndex)).mtimeMs;
  const newest = await newestMtime(sourcePaths);
  if (newest > builtAt) return { buildable, build: true, reason: 'sources changed since the last build' };
  return { buildable, build: false, reason: 'up to date' };
}

/**
 * Runs `$PNPM --filter @backoffice/admin build`; resolves false (never throws) when the build fails.
 * @param {{ pnpm: string[], viteEnv: ViteEnv, env?: NodeJS.ProcessEnv, quiet?: boolean, print?: (line: string) => void, adminDir?: string }} options
 * @returns {Promise<{ ok: boolean, output: string[] }>}
 */
export async function buildAdmin({ pnpm, viteEnv, env = process.env, quiet, print, adminDir = ADMIN_DIR }) {
  const [command = 'pnpm', ...prefix] = pnpm;
  const child = startChild('admin', command, [...prefix, '--filter', '@backoffice/admin', 'build'], {
    cwd: REPO_ROOT,
    env: { ...env, ...viteEnv },
    quiet,
    print,
  });
  activeBuild = child;
  const exit = await child.exited;
  activeBuild = undefined;
  const ok = exit.code === 0 && existsSync(path.join(adminDir, 'dist', 'index.html'));
  if (ok)
    await writeFile(
      path.join(adminDir, 'dist', STAMP_FILE),
      `${JSON.stringify(sortKeys(viteEnv), null, 2)}\n`,
    );
  return { ok, output: child.recentOutput() };
}

/** @type {import('./child-process.mjs').ManagedChild | undefined} */
let activeBuild;

/** Stops a build in progress (Ctrl-C during start-up). */
export async function stopAdminBuild() {
  await activeBuild?.stop();
}

/** @param {string} adminDir */
async function readStamp(adminDir) {
  try {
    return JSON.parse(await readFile(path.join(adminDir, 'dist', STAMP_FILE), 'utf8'));
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
