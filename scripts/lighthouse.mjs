// `pnpm lighthouse`: a benchmark, not a CI step (issue 18). Lighthouse (npm, node API) in Debian's Chromium, its
// default config — the mobile preset with simulated throttling — three runs per page, the median printed: performance,
// accessibility, Largest Contentful Paint and Total Blocking Time of the sign-in page, a signed-in list (the operator
// signed in through the real form) and a voter portal page (/v/<token>, the link of a voting it publishes).
//
// By default it starts the product as `npm start` does (tools/dev-stack), on a fresh data directory of its own
// (.data/lighthouse) so the voting it publishes lands nowhere else; it takes the stack's fixed ports, so on a shared
// machine run it as `flock /tmp/e2e.lock pnpm lighthouse`. With LIGHTHOUSE_BASE_URL set it measures that running
// product instead (and reads the invitation from SMTP_SINK_URL, default http://127.0.0.1:1080).
// CHROME_PATH: the browser (default: scripts/lib/chromium.mjs's). LIGHTHOUSE_RUNS: runs per page (default 3).
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumPath } from './lib/chromium.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = (process.env.CHROME_PATH ??= chromiumPath());
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const OPERATOR = { email: 'operator@demo.local', password: 'Demo@2026!' };
const LIST_PATH = '/votings/list';

// Lighthouse's own dependencies (chrome-launcher, puppeteer-core), not the workspace's: resolved from its package.
const require = createRequire(import.meta.url);
const lighthouseRequire = createRequire(require.resolve('lighthouse/package.json'));
const { default: lighthouse } = await import('lighthouse');
const LIGHTHOUSE_VERSION = require('lighthouse/package.json').version;
const chromeLauncher = await import(pathToFileURL(lighthouseRequire.resolve('chrome-launcher')).href);
const { default: puppeteer } = await import(pathToFileURL(lighthouseRequire.resolve('puppeteer-core')).href);

let stopStack = async () => {};
let baseUrl = process.env.LIGHTHOUSE_BASE_URL;
let sinkUrl = process.env.SMTP_SINK_URL ?? 'http://127.0.0.1:1080';
if (!baseUrl) {
  process.env.DATA_DIR = resolve('.data/lighthouse');
  rmSync(process.env.DATA_DIR, { recursive: true, force: true });
  const { startStack, stop } = await import('../tools/dev-stack/src/index.mjs');
  stopStack = stop;
  console.log('[lighthouse] starting the product as `npm start` does (builds the apps when stale)…');
  const stack = await startStack({ quiet: true });
  if (stack.buildWarning) throw new Error(`apps not built: ${stack.buildWarning}`);
  baseUrl = stack.url;
  if (stack.mail.httpUrl) sinkUrl = stack.mail.httpUrl;
}

const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
let exitCode = 0;
try {
  /** Signs in (after /signin is measured: a signed-in user is sent on to the list) and publishes the portal's voting. */
  const prepare = async () => {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const token = await signIn(browser);
    await browser.disconnect();
    return publishVotingLink(token);
  };
  let portalPath = '';
  const pages = [
    { name: '/signin', path: () => '/signin' },
    // Lighthouse clears the cache and some storage types before each run, never localStorage (its default
    // clearStorageTypes): the session signIn() left there holds.
    {
      name: `${LIST_PATH} (signed in)`,
      path: () => LIST_PATH,
      before: async () => {
        portalPath = await prepare();
      },
    },
    { name: '/v/<token> (portal)', path: () => portalPath },
  ];
  const rows = [];
  for (const spec of pages) {
    await spec.before?.();
    const page = { name: spec.name, path: spec.path() };
    const runs = [];
    for (let run = 1, retries = 0; run <= RUNS; run++) {
      const result = await lighthouse(`${baseUrl}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result.lhr;
      // Lighthouse's own trace sometimes misses the navigation start (NO_NAVSTART) on a loaded machine: that run is
      // taken again, twice at most per page; any other runtime error ends the benchmark.
      if (lhr.runtimeError?.code === 'NO_NAVSTART' && retries < 2) {
        retries += 1;
        run -= 1;
        console.log(`[lighthouse] ${page.name}: the trace missed the navigation start; run again`);
        continue;
      }
      if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== page.path) throw new Error(`${page.name}: ended on ${landed} (signed out?)`);
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
      });
      const last = runs.at(-1);
      console.log(
        `[lighthouse] ${page.name} run ${run}/${RUNS}: performance ${last.performance}, LCP ${ms(last.lcp)}, TBT ${ms(last.tbt)}`,
      );
    }
    rows.push({ name: page.name, ...medians(runs) });
  }
  printTable(rows);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await chrome.kill();
  await stopStack();
}
process.exit(exitCode);

/** Signs the operator in through the product's sign-in form; returns the ID token the app stored. */
async function signIn(browser) {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/signin`, { waitUntil: 'networkidle0' });
  await page.type('input[autocomplete="username"]', OPERATOR.email);
  await page.type('input[type="password"]', OPERATOR.password);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => localStorage.getItem('user-token') && location.pathname !== '/signin', {
    timeout: 30_000,
  });
  const token = await page.evaluate(() => localStorage.getItem('user-token'));
  await page.close();
  return token;
}

/**
 * A voter's portal link: publishes a one-voter voting through the API (as the e2e suite's operator-api does) and reads
 * the invitation the SMTP sink received. Demo votings' links lead nowhere (only their hashes are seeded).
 */
async function publishVotingLink(token) {
  const call = async (method, path, body, raw) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(raw ? { 'content-type': raw.type } : body ? { 'content-type': 'application/json' } : {}),
      },
      body: raw ? raw.bytes : body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  const stamp = Date.now().toString(36);
  const email = `lighthouse.${stamp}@cotistas.test`;
  const { templates } = await call('GET', '/templates?kind=ballot');
  const template = templates.find((entry) => entry.kind === 'ballot');
  if (!template) throw new Error("The operator's workspace has no ballot template");
  const { voting } = await call('POST', '/votings', {
    title: `Lighthouse ${stamp}`,
    description: 'Consulta formal aos cotistas (benchmark).',
    kind: 'standard',
    weighting: 'by_weight',
    requiresSupportDocument: false,
    ballotTemplateId: template.id,
    opensAt: null,
    deadline: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    items: [{ title: 'Aprovar as demonstrações financeiras', description: '' }],
  });
  await call('POST', `/votings/${voting.id}/documents?fileName=edital.pdf`, undefined, {
    type: 'application/pdf',
    bytes: readFileSync('test-data/portal/edital-de-convocacao.pdf'),
  });
  await call('POST', `/votings/${voting.id}/voters`, {
    name: 'Maria Aparecida Souza',
    taxId: '52998224725',
    email,
    weight: '1',
  });
  await call('POST', `/votings/${voting.id}/publish`, { opensAt: null });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${sinkUrl}/messages?to=${encodeURIComponent(email)}`);
    if (response.ok) {
      for (const message of await response.json()) {
        const match = /\/v\/[A-Za-z0-9_-]{20,}/.exec(message.html ?? message.text);
        if (match) return match[0];
      }
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`No invitation reached ${email} in the SMTP sink (${sinkUrl}) within 60 s`);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function medians(runs) {
  return Object.fromEntries(
    ['performance', 'accessibility', 'lcp', 'tbt'].map((key) => [key, median(runs.map((run) => run[key]))]),
  );
}

function ms(value) {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

function printTable(rows) {
  const header = ['page', 'performance', 'accessibility', 'LCP', 'TBT'];
  const lines = rows.map((row) => [
    row.name,
    String(row.performance),
    String(row.accessibility),
    ms(row.lcp),
    ms(row.tbt),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION} — mobile preset (simulated throttling), median of ${RUNS} runs, ${baseUrl}`,
  );
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}
