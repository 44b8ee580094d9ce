// Prints the admin app's JavaScript per route (gzip). `--check` fails when the sign-in route exceeds its budget.
// Anonymous routes are measured in Chromium (every script the page really loads); the signed-in areas from the
// Vite manifest (each lazy route chunk plus its static imports, on top of the entry).
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
try {
  for (const route of ['/signin', '/first-access', '/forget-password']) {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && r.url().startsWith(url))
        scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(url + route, { waitUntil: 'networkidle' });
    anonymous[route] = [...scripts].reduce((sum, path) => sum + gz(path.slice(1)), 0);
    await page.close();
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
console.log(`${kb(bytesOf(entryFiles))}  entry (shared by every route)`);
for (const key of Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && k.endsWith('.tsx'))
  .sort()) {
  const own = new Set([...closure(key)].filter((k) => !entryFiles.has(k)));
  console.log(`${kb(bytesOf(own))}  + ${key.replace(/^src\//, '')} (lazy chunk and its own imports)`);
}

const signin = anonymous['/signin'];
console.log(`\n/signin: ${(signin / 1024).toFixed(1)} KB of ${BUDGET_KB} KB budget`);
if (check && signin > BUDGET_KB * 1024) {
  console.error(`FAIL: the sign-in route loads more than ${BUDGET_KB} KB of gzip JavaScript.`);
  process.exit(1);
}
