// The one place that says which Chromium the browser steps launch (e2e, Storybook's runner, visual check, bundle size,
// Lighthouse): nothing downloads a browser of its own. CHROMIUM_PATH when set, else the first of Debian's
// /usr/bin/chromium, then chromium, chromium-browser, google-chrome, google-chrome-stable on PATH.
// `node scripts/lib/chromium.mjs` finds it or installs Debian's package (as root, where apt-get exists) and prints
// its path; otherwise it prints in one line what to install and exits 1.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CANDIDATES = [
  '/usr/bin/chromium',
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
];

export const INSTALL_HINT =
  "Chromium not found: install Debian's (apt-get install -y chromium fonts-liberation, as root) or any " +
  'Chromium/Chrome, or set CHROMIUM_PATH to one.';

/**
 * The browser's path, or undefined when there is none (a CHROMIUM_PATH that is not an executable is none: no
 * looking elsewhere behind the caller's back).
 * @param {{ env?: NodeJS.ProcessEnv, candidates?: string[] }} [options]
 * @returns {string | undefined}
 */
export function findChromium({ env = process.env, candidates = CANDIDATES } = {}) {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of candidates) {
    const found = isAbsolute(name) ? [name] : dirs.map((dir) => join(dir, name));
    const path = found.find(isExecutable);
    if (path) return path;
  }
  return undefined;
}

/** The one line that says why there is no browser. */
export function missingChromiumMessage(env = process.env) {
  return env.CHROMIUM_PATH ? `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file.` : INSTALL_HINT;
}

/** For the scripts that launch it: the path, or an error whose message says what to install. */
export function chromiumPath() {
  const path = findChromium();
  if (!path) throw new Error(missingChromiumMessage());
  return path;
}

/**
 * Finds Chromium, or installs Debian's package the way CI does when this runs as root where apt-get exists.
 * Prints one line when it installs or when it cannot; returns the path or undefined.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found || process.env.CHROMIUM_PATH) {
    if (!found) console.log(missingChromiumMessage());
    return found;
  }
  const apt = findChromium({ env: { PATH: process.env.PATH }, candidates: ['apt-get'] });
  if (process.getuid?.() === 0 && apt) {
    console.log("Chromium not found: installing Debian's chromium and fonts-liberation (apt-get)…");
    try {
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      execFileSync(apt, ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
      execFileSync(apt, ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env,
      });
    } catch (error) {
      console.log(`${INSTALL_HINT} (apt-get failed: ${/** @type {Error} */ (error).message.split('\n')[0]})`);
      return undefined;
    }
    const installed = findChromium();
    if (installed) return installed;
  }
  console.log(INSTALL_HINT);
  return undefined;
}

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = ensureChromium();
  if (path) console.log(path);
  process.exit(path ? 0 : 1);
}
