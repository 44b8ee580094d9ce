// Starts a child in its own process group, prefixes its output, and stops the whole group (pnpm → tsx → node)
// so nothing is left behind.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const KEPT_LINES = 40;

/**
 * @typedef {object} ChildExit
 * @property {number | null} code
 * @property {NodeJS.Signals | null} signal
 *
 * @typedef {object} ManagedChild
 * @property {string} name
 * @property {number} pid
 * @property {Promise<ChildExit>} exited resolves when the child itself exits (never rejects)
 * @property {() => string[]} recentOutput its last lines, for error reports
 * @property {(graceMs?: number) => Promise<void>} stop SIGTERM to the group, SIGKILL after `graceMs`
 * @property {(signal: NodeJS.Signals) => void} signalGroup
 * @property {() => void} mute stop printing its output (it is still kept for recentOutput)
 *
 * @typedef {object} ChildOptions
 * @property {string} [cwd]
 * @property {NodeJS.ProcessEnv} [env]
 * @property {boolean} [quiet] keep the output (for errors) but do not print it
 * @property {(line: string) => void} [print] where prefixed lines go (default: stdout)
 */

/**
 * @param {string} name short label: the output is prefixed `[name]`
 * @param {string} command
 * @param {string[]} args
 * @param {ChildOptions} [options]
 * @returns {ManagedChild}
 */
export function startChild(name, command, args, { cwd, env, quiet = false, print = defaultPrint } = {}) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {string[]} */
  const recent = [];
  let muted = quiet;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      recent.push(line);
      if (recent.length > KEPT_LINES) recent.shift();
      if (!muted) print(`[${name}] ${line}`);
    });
  }
  /** @type {Promise<ChildExit>} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => {
      recent.push(String(error));
      resolve({ code: null, signal: null });
    });
  });
  const pid = child.pid ?? -1;

  /** @param {NodeJS.Signals | 0} signal @returns {boolean} whether any process of the group received it */
  function sendToGroup(signal) {
    if (pid <= 0) return false;
    try {
      process.kill(-pid, signal);
      return true;
    } catch {
      return false;
    }
  }

  return {
    name,
    pid,
    exited,
    recentOutput: () => [...recent],
    signalGroup: (signal) => void sendToGroup(signal),
    mute: () => {
      muted = true;
    },
    async stop(graceMs = 5000) {
      if (!sendToGroup('SIGTERM')) return;
      const deadline = Date.now() + graceMs;
      while (Date.now() < deadline) {
        if (!sendToGroup(0)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      sendToGroup('SIGKILL');
      await exited;
    },
  };
}

/** @param {string} line */
function defaultPrint(line) {
  process.stdout.write(`${line}\n`);
}

/**
 * Resolves with `promise`, or rejects when the child exits first (with its last output in the message).
 * @template T
 * @param {ManagedChild} child
 * @param {Promise<T>} promise
 * @returns {Promise<T>}
 */
export function whileRunning(child, promise) {
  const exited = child.exited.then((exit) => {
    throw new Error(describeExit(child, exit));
  });
  exited.catch(() => {});
  return Promise.race([promise, exited]);
}

/** @param {ManagedChild} child @param {ChildExit} exit */
export function describeExit(child, exit) {
  const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
  const output = child.recentOutput();
  const tail = output.length ? `\nits last output:\n${output.map((line) => `  ${line}`).join('\n')}` : '';
  return `${child.name} ${how}${tail}`;
}
