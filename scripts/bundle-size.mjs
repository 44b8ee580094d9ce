// Prints each web app's JavaScript per route (gzip): the admin app's and the portal's, two builds. `--check` fails
// when the sign-in route or the voter portal's first screen exceeds its budget. Anonymous routes are measured in
// Chromium (every script the page really loads); the voter portal (/v/<token>) at a phone's viewport, its first call
// answered as a real open voting would be (so the identity step is what renders); the lazy routes from each build's
// Vite manifest (each lazy chunk plus its static imports, on top of the entry).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { serveStatic } from './lib/static-server.mjs';

const BUDGET_KB = 150;
const pnpm = process.env.PNPM ?? 'pnpm';
const check = process.argv.includes('--check');
/** Each build, where it is served from (the portal's files live under its Vite base) and the routes measured. */
const apps = {
  admin: { dist: 'apps/admin/dist', prefix: '/', filter: '@backoffice/admin' },
  portal: { dist: 'apps/portal/dist', prefix: '/portal/', filter: '@backoffice/portal' },
};

if (!process.argv.includes('--no-build')) {
  for (const { filter } of Object.values(apps))
    execSync(`${pnpm} --filter ${filter} exec vite build --manifest --logLevel warn`, { stdio: 'inherit' });
}
/** Gzip size of a file of `app`'s build, by its path in the build ('assets/x.js') or its URL path ('/portal/assets/x.js'). */
function gz(app, file) {
  const { dist, prefix } = apps[app];
  const path = file.startsWith('/') ? file : `/${file}`;
  return gzipSync(
    readFileSync(join(dist, path.startsWith(prefix) ? path.slice(prefix.length) : path.slice(1))),
  ).length;
}
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7) + ' KB';

const servers = {
  admin: await serveStatic(apps.admin.dist, { spa: true }),
  portal: await serveStatic(apps.portal.dist, { spa: true, prefix: apps.portal.prefix }),
};
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
    const app = route === PORTAL_ROUTE ? 'portal' : 'admin';
    const { url } = servers[app];
    const context = await browser.newContext(app === 'portal' ? phone : {});
    const page = await context.newPage();
    if (app === 'portal') {
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
    if (app === 'portal') await page.getByRole('textbox').first().waitFor({ timeout: 15_000 });
    anonymous[app === 'portal' ? '/v/<token>' : route] = [...scripts].reduce(
      (sum, path) => sum + gz(app, path),
      0,
    );
    await context.close();
  }
} finally {
  await browser.close();
  for (const server of Object.values(servers)) await server.close();
}

for (const app of Object.keys(apps)) {
  const manifest = JSON.parse(readFileSync(join(apps[app].dist, '.vite/manifest.json'), 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entryFiles = closure(entryKey);
  const bytesOf = (keys) => [...keys].reduce((sum, k) => sum + gz(app, manifest[k].file), 0);
  console.log(`\n${app} JavaScript per route (gzip)`);
  if (app === 'admin')
    for (const route of ['/signin', '/first-access', '/forget-password'])
      console.log(`${kb(anonymous[route])}  ${route} (loaded in Chromium)`);
  else console.log(`${kb(anonymous['/v/<token>'])}  /v/<token> (loaded in Chromium, a phone)`);
  console.log(`${kb(bytesOf(entryFiles))}  entry (${entryKey} and its static imports)`);
  for (const key of Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && k.endsWith('.tsx'))
    .sort()) {
    const own = new Set([...closure(key)].filter((k) => !entryFiles.has(k)));
    console.log(`${kb(bytesOf(own))}  + ${key.replace(/^src\//, '')} (lazy chunk and its own imports)`);
  }
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
