// Starts and stops the whole product: cognito-local (seeded) + the identity proxy (local identity only), the SMTP
// sink (unless SMTP_URL names a server), the WhatsApp Cloud API simulator (unless WHATSAPP_API_URL names one), the admin app's and the portal's builds when stale, and the API that also
// serves both. Used by start.mjs and by the e2e runner.
import { once } from 'node:events';
import path from 'node:path';
import { WEB_APPS, buildDecision, buildWebApp, stopWebAppBuild } from './app-build.mjs';
import { describeExit, startChild } from './child-process.mjs';
import { startCognitoLocal } from './cognito-local.mjs';
import { createCompatProxy } from './compat-proxy.mjs';
import { DEMO_USERS } from './demo-users.mjs';
import { LOCAL_HOST, REPO_ROOT, cognitoWorkDir, dataDir } from './local-identity.mjs';
import { seedDemoUsers } from './seed-users.mjs';
import { adminOrigins, pnpmCommand, resolveSettings } from './stack-settings.mjs';
import { startSmtpSink } from './smtp-sink.mjs';
import { startWhatsappSimulator } from './whatsapp-sim.mjs';
import { isPortTaken, waitForHttp } from './wait-for.mjs';

const API_START_TIMEOUT_MS = 180_000;

/**
 * @typedef {object} StackOptions
 * @property {boolean} [quiet] children's output is only kept for error reports
 * @property {NodeJS.ProcessEnv} [env] defaults to process.env
 * @property {(line: string) => void} [print] where output lines go (default: stdout)
 * @property {import('./stack-settings.mjs').LocalPorts} [localPorts] cognito-local / proxy ports (default 9229/9230)
 * @property {boolean} [buildApps] build the admin app and the portal when stale (default true)
 *
 * @typedef {object} RunningStack
 * @property {string} url the product, e.g. http://127.0.0.1:3000
 * @property {import('./stack-settings.mjs').StackSettings} settings
 * @property {readonly import('./demo-users.mjs').DemoUser[]} users demo users of the local pool ([] with a real pool)
 * @property {string | null} buildWarning set when the admin app or the portal could not be built
 * @property {{ smtpUrl: string, httpUrl: string | undefined }} mail where the API sends e-mail; httpUrl: the SMTP
 *   sink's page and JSON (undefined when SMTP_URL names another server)
 * @property {{ apiUrl: string, pageUrl: string | undefined }} whatsapp the Cloud API the API sends WhatsApp through;
 *   pageUrl: the simulator's page (undefined when WHATSAPP_API_URL names another)
 * @property {Promise<void>} done resolves after stop(); rejects when a child failed (everything is stopped by then)
 *
 * @typedef {object} StackState
 * @property {import('./child-process.mjs').ManagedChild[]} children
 * @property {import('node:http').Server | undefined} proxy
 * @property {import('./smtp-sink.mjs').SmtpSink | undefined} sink
 * @property {import('./whatsapp-sim.mjs').WhatsappSimulator | undefined} whatsapp
 * @property {boolean} stopping
 * @property {Promise<void> | undefined} stopped set once stopping has begun
 * @property {(error: Error) => void} interrupt
 * @property {Promise<never>} interrupted rejects on a child failure or stop()
 * @property {() => void} resolveDone
 * @property {(error: Error) => void} rejectDone
 * @property {() => void} killOnExit
 */

/** @type {StackState | undefined} */
let current;

/**
 * @param {StackOptions} [options]
 * @returns {Promise<RunningStack>}
 */
export async function startStack(options = {}) {
  const { quiet = false, env = process.env, localPorts, buildApps: mayBuild = true } = options;
  const print = options.print ?? ((line) => process.stdout.write(`${line}\n`));
  if (current) throw new Error('The stack is already running in this process.');
  const settings = resolveSettings(env, localPorts);
  const state = newState();
  current = state;
  /** @type {Promise<void>} */
  const done = new Promise((resolve, reject) => {
    state.resolveDone = resolve;
    state.rejectDone = reject;
  });
  done.catch(() => {});
  const say = (/** @type {string} */ line) => print(`[stack] ${line}`);
  /** @template T @param {Promise<T>} promise */
  const step = (promise) => Promise.race([promise, state.interrupted]);
  /** @param {import('./child-process.mjs').ManagedChild} child */
  const watch = (child) => {
    state.children.push(child);
    void child.exited.then((exit) => {
      if (state.stopping) return;
      const error = new Error(describeExit(child, exit));
      const [summary, ...tail] = error.message.split('\n');
      print(`[stack] ${summary}; stopping everything`);
      // Its output is already on screen unless quiet.
      if (quiet && tail.length) print(tail.join('\n'));
      void stopState(state, error);
    });
  };

  try {
    await step(assertPortsFree(settings));
    if (settings.mail.localSink) {
      const mailDir = path.join(dataDir(env), 'mail');
      // Not raced against a stop: it starts in milliseconds and stopState must see it to close it.
      state.sink = await startSmtpSink({
        port: settings.mail.smtpPort,
        httpPort: settings.mail.httpPort,
        dir: mailDir,
      });
      say(`SMTP sink on ${settings.mail.smtpUrl}; messages at ${settings.mail.httpUrl} (kept in ${mailDir})`);
    }
    if (settings.whatsapp.localSimulator) {
      // Its status webhooks and people's replies go to the API's webhook (signed with the simulated app's secret).
      state.whatsapp = await startWhatsappSimulator({
        port: settings.whatsapp.port,
        webhookUrl: `http://127.0.0.1:${settings.apiPort}/api/webhooks/whatsapp`,
      });
      say(`WhatsApp Cloud API simulator on ${settings.whatsapp.apiUrl}`);
    }
    if (settings.localIdentity) {
      const { cognito: cognitoPort, proxy: proxyPort } = settings.localPorts;
      const cognito = await step(
        startCognitoLocal({
          workDir: cognitoWorkDir(env),
          host: LOCAL_HOST,
          port: cognitoPort,
          quiet,
          print,
        }),
      );
      watch(cognito);
      const seeded = await step(seedDemoUsers({ endpoint: settings.endpoint, poolId: settings.poolId }));
      say(
        `local identity ready: ${seeded.created.length} demo users created, ${seeded.existing.length} already there`,
      );
      state.proxy = createCompatProxy({
        upstream: `http://${LOCAL_HOST}:${cognitoPort}`,
        allowedOrigins: adminOrigins(settings.apiPort),
        log: quiet ? undefined : (line) => print(`[proxy] ${line}`),
      });
      state.proxy.listen(proxyPort, LOCAL_HOST);
      await step(once(state.proxy, 'listening'));
    } else {
      say(`using the Cognito pool ${settings.poolId}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`);
    }

    const buildWarning = mayBuild ? await step(ensureBuilds(settings, env, quiet, print)) : null;
    if (buildWarning) say(`WARNING: ${buildWarning}`);

    const [command = 'pnpm', ...prefix] = pnpmCommand(env);
    const api = startChild('api', command, [...prefix, '--filter', '@backoffice/api', 'start'], {
      cwd: REPO_ROOT,
      env: { ...env, ...settings.apiEnv },
      quiet,
      print,
    });
    watch(api);
    await step(waitForHttp(`${settings.url}/api/health`, { timeoutMs: API_START_TIMEOUT_MS }));
    return {
      url: settings.url,
      settings,
      users: settings.localIdentity ? DEMO_USERS : [],
      buildWarning,
      mail: { smtpUrl: settings.mail.smtpUrl, httpUrl: settings.mail.httpUrl },
      whatsapp: { apiUrl: settings.whatsapp.apiUrl, pageUrl: settings.whatsapp.pageUrl },
      done,
    };
  } catch (error) {
    await stopState(state);
    throw error;
  }
}

/** Stops everything startStack started (safe to call more than once, or while it is still starting). */
export async function stop() {
  if (current) await stopState(current);
}

/** @param {import('./stack-settings.mjs').StackSettings} settings */
async function assertPortsFree(settings) {
  const { cognito, proxy } = settings.localPorts;
  const ports = [
    ...(settings.localIdentity ? [cognito, proxy] : []),
    ...(settings.mail.localSink ? [settings.mail.smtpPort, settings.mail.httpPort] : []),
    ...(settings.whatsapp.localSimulator ? [settings.whatsapp.port] : []),
    settings.apiPort,
  ];
  for (const port of ports) {
    if (await isPortTaken(LOCAL_HOST, port)) {
      throw new Error(`${LOCAL_HOST}:${port} is already in use (is the stack already running?)`);
    }
  }
}

/**
 * The admin app's and the portal's builds, each when stale, one after the other (two cores).
 * @param {import('./stack-settings.mjs').StackSettings} settings
 * @param {NodeJS.ProcessEnv} env
 * @param {boolean} quiet
 * @param {(line: string) => void} print
 * @returns {Promise<string | null>} a warning when an app is not available
 */
async function ensureBuilds(settings, env, quiet, print) {
  const warnings = [];
  // The caller's IP check address, if any, is the portal's build setting (apps/portal/src/config/env-defaults.ts).
  const viteEnv = env.VITE_IP_CHECK_URL
    ? { ...settings.viteEnv, VITE_IP_CHECK_URL: env.VITE_IP_CHECK_URL }
    : settings.viteEnv;
  for (const app of [WEB_APPS.admin, WEB_APPS.portal]) {
    const decision = await buildDecision(app, viteEnv);
    if (!decision.buildable) {
      warnings.push(`${app.name} not built (${decision.reason}); the API runs without it`);
      continue;
    }
    if (!decision.build) continue;
    print(`[stack] building the ${app.name} app (${decision.reason})…`);
    const result = await buildWebApp(app, { pnpm: pnpmCommand(env), viteEnv, env, quiet, print });
    if (result.ok) continue;
    if (quiet) for (const line of result.output) print(`[${app.name}] ${line}`);
    warnings.push(`the ${app.name} app failed to build (output above); the API runs without a fresh build`);
  }
  return warnings.length ? warnings.join('; ') : null;
}

/** @returns {StackState} */
function newState() {
  /** @type {(error: Error) => void} */
  let interrupt = () => {};
  /** @type {Promise<never>} */
  const interrupted = new Promise((_, reject) => {
    interrupt = reject;
  });
  interrupted.catch(() => {});
  /** @type {StackState} */
  const state = {
    children: [],
    proxy: undefined,
    sink: undefined,
    whatsapp: undefined,
    stopping: false,
    stopped: undefined,
    interrupt,
    interrupted,
    resolveDone: () => {},
    rejectDone: () => {},
    // Last resort when the process exits without stop(): no child may outlive it.
    killOnExit: () => state.children.forEach((child) => child.signalGroup('SIGTERM')),
  };
  process.once('exit', state.killOnExit);
  return state;
}

/**
 * @param {StackState} state
 * @param {Error} [failure] the child failure that stops the stack: `done` rejects with it
 * @returns {Promise<void>}
 */
function stopState(state, failure) {
  if (state.stopped) return state.stopped;
  state.stopping = true;
  state.interrupt(failure ?? new Error('the stack was stopped'));
  state.stopped = (async () => {
    await stopWebAppBuild();
    state.proxy?.closeAllConnections();
    await new Promise((resolve) =>
      state.proxy?.listening ? state.proxy.close(resolve) : resolve(undefined),
    );
    // What children say while being stopped (pnpm: "Command failed with signal SIGTERM") is noise.
    state.children.forEach((child) => child.mute());
    await Promise.all([...state.children].reverse().map((child) => child.stop()));
    await state.sink?.stop();
    await state.whatsapp?.stop();
    process.removeListener('exit', state.killOnExit);
    if (current === state) current = undefined;
    if (failure) state.rejectDone(failure);
    else state.resolveDone();
  })();
  return state.stopped;
}
