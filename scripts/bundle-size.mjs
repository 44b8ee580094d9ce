// Prints the admin app's JavaScript per route (gzip). `--check` fails when the sign-in route or the voter portal's
// first screen exceeds its budget. Anonymous routes are measured in Chromium (every script the page really loads);
// the voter portal (/v/<token>) at a phone's viewport, its first call answered as a real open voting would be (so
// the identity step is what renders); the signed-in areas from the Vite manifest (each lazy route chunk plus its
// static imports, on top of the entry).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { serveStatic } from './lib/static-server.mjs';

const BUDGET_KB = 150;
const dist = 'apps/admin/dist';
const pnpm = process.env.PNPM ?? 'pnpm';
const check = process.argv.includes('--check');

if (!process.argv.includes('--no-build')) {
  execSync(`${pnpm} --filter @backoffice/admin exec vite build --manifest --logLevel warn`, {
    stdio: 'inherit',
  });
}
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7) + ' KB';

const { url, close } = await serveStatic(dist, { spa: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});
const anonymous = {};
// A link token's shape (43 base64url characters) and what getPortalVoting answers for an open voting.
const PORTAL_ROUTE = '/v/k3Jd9xQwLmN4pRtY7uVb2cZe8fGh1iAs5oPq6wXy0Tz';
const portalVoting = {
  title: 'Assembleia Geral Ordinária',
  description: 'Aprovação das contas do exercício.',
  deadline: '2036-06-30T21:00:00.000Z',
  opensAt: null,
  state: 'open',
  company: { name: 'Gestora Exemplo', logoUrl: null },
  taxIdType: 'CPF',
  voterFirstName: 'Maria',
  step: 'identity',
  pinSentTo: null,
  lockedUntil: null,
  hasVoted: false,
};
const phone = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
try {
  for (const route of ['/signin', '/first-access', '/forget-password', PORTAL_ROUTE]) {
    const isPortal = route === PORTAL_ROUTE;
    const context = await browser.newContext(isPortal ? phone : {});
    const page = await context.newPage();
    if (isPortal) {
      await page.route('**/api/portal/**', (r) =>
        r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(portalVoting) }),
      );
      // The public IP check leaves the machine: not here.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    }
    const scripts = new Set();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && r.url().startsWith(url))
        scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(url + route, { waitUntil: 'networkidle' });
    if (isPortal) await page.getByRole('textbox').first().waitFor({ timeout: 15_000 });
    anonymous[isPortal ? '/v/<token>' : route] = [...scripts].reduce(
      (sum, path) => sum + gz(path.slice(1)),
      0,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await close();
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
};
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFiles = closure(entryKey);
const bytesOf = (keys) => [...keys].reduce((sum, k) => sum + gz(manifest[k].file), 0);

console.log('\nAdmin JavaScript per route (gzip)');
for (const [route, bytes] of Object.entries(anonymous))
  console.log(`${kb(bytes)}  ${route} (loaded in Chromium)`);
console.log(`${kb(bytesOf(entryFiles))}  entry (main.tsx: picks the operator app or the portal)`);
// Each app's start and what it imports; each lazy chunk on top of its own app's start.
const startOf = (key) =>
  /^src\/(portal|features\/(voter-portal|approval))\//.test(key)
    ? 'src/portal/start.tsx'
    : 'src/app/start.tsx';
const baseFiles = Object.fromEntries(
  ['src/app/start.tsx', 'src/portal/start.tsx'].map((key) => [
    key,
    new Set([...entryFiles, ...closure(key)]),
  ]),
);
for (const key of Object.keys(baseFiles)) {
  const own = new Set([...closure(key)].filter((k) => !entryFiles.has(k)));
  console.log(
    `${kb(bytesOf(own))}  + ${key.replace(/^src\//, '')} (that app's start and its static imports)`,
  );
}
for (const key of Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && k.endsWith('.tsx') && !(k in baseFiles))
  .sort()) {
  const base = baseFiles[startOf(key)];
  const own = new Set([...closure(key)].filter((k) => !base.has(k)));
  console.log(`${kb(bytesOf(own))}  + ${key.replace(/^src\//, '')} (lazy chunk and its own imports)`);
}
console.log('');

let failed = false;
for (const route of ['/signin', '/v/<token>']) {
  const bytes = anonymous[route];
  console.log(`${route}: ${(bytes / 1024).toFixed(1)} KB of ${BUDGET_KB} KB budget`);
  if (check && bytes > BUDGET_KB * 1024) {
    console.error(`FAIL: ${route} loads more than ${BUDGET_KB} KB of gzip JavaScript.`);
    failed = true;
  }
}
if (failed) process.exit(1);
