// Prints each web app's JavaScript per screen (gzip), as Chromium loads it on a first visit: every script the page
// really loads (entry, route chunks, modulepreloads), counted until the screen is usable. `--check` fails when a screen
// exceeds its budget. Then the lazy chunks of each build's Vite manifest (each lazy chunk plus its static imports, on
// top of the entry), to see where the bytes are.
//
// What is measured and how:
// - the admin app's anonymous screens (/signin and its siblings) until the form's submit button shows; for /signin
//   also what a first focus in the form adds (the identity library loads then, not before the form is usable);
// - the admin app's signed-in screens (every screen a feature builds, at a demo row), opened as after a reload while
//   signed in: a stored ID token, and the page's /api calls answered in the page (Playwright's page.route) by the
//   tests' and the workbench's fake API (apps/admin/src/testing/bundle-size-fakes.ts, loaded through Vite's module
//   runner): answers valid for the contract, with no API or database running, so it runs anywhere and on any port;
// - the voter portal's first screen (/v/<token>) at a phone's viewport, its first call answered as a real open voting
//   would be (so the identity step is what renders).
// The builds are served by scripts/lib/static-server.mjs (uncompressed: sizes are computed, gzip -9 of each file).
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { getResponse } from 'msw';
import { runnerImport } from 'vite';
import { chromiumPath } from './lib/chromium.mjs';
import { serveStatic } from './lib/static-server.mjs';

/** Budgets in KB of gzip JavaScript on a first load (issue 18). */
const BUDGET_KB = { anonymous: 110, signedIn: 180, portal: 150 };
// Screens that do not meet their budget are held where they are: a ceiling a few KB above the figure when it was set,
// so that they can only shrink; `--check` fails over the ceiling, and the report says what is left to the budget.
// Lower a ceiling when a screen shrinks; remove it when the screen is within budget.
// - The template editor (issue 20): its rich-text editor (Tiptap on ProseMirror, ≈ 130 KB gzip) is a chunk of its own
//   that the screen loads at once (the body is the screen's main field). 317 KB when set; OBSERVER's read-only screen
//   does not load it. Loading it only on a first focus would pass the measure without making the screen lighter.
const CEILING_KB = { '/templates/<id>': 320 };
const pnpm = process.env.PNPM ?? 'pnpm';
const check = process.argv.includes('--check');
const filesOf = process.argv.find((arg) => arg.startsWith('--files='))?.slice('--files='.length);
// Built into a directory of this run's own (not apps/*/dist, which `npm start` and the e2e stack build and rebuild
// with their settings: a rebuild there while this measures took files away from under it). `--no-build` measures
// apps/*/dist as they are.
const build = !process.argv.includes('--no-build');
const outRoot = build ? mkdtempSync(join(tmpdir(), 'bundle-size-')) : null;
if (outRoot) process.on('exit', () => rmSync(outRoot, { recursive: true, force: true }));
/** Each build, where it is served from (the portal's files live under its Vite base) and the routes measured. */
const apps = {
  admin: {
    dist: outRoot ? join(outRoot, 'admin') : 'apps/admin/dist',
    prefix: '/',
    filter: '@backoffice/admin',
  },
  portal: {
    dist: outRoot ? join(outRoot, 'portal') : 'apps/portal/dist',
    prefix: '/portal/',
    filter: '@backoffice/portal',
  },
};

if (build) {
  for (const { filter, dist } of Object.values(apps))
    execSync(
      `${pnpm} --filter ${filter} exec vite build --manifest --logLevel warn --outDir ${dist} --emptyOutDir`,
      { stdio: 'inherit' },
    );
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

// The admin app's fake API, from its TypeScript sources (the same handlers as its tests and stories).
const adminRoot = new URL('../apps/admin/', import.meta.url).pathname;
const { module: fakes } = await runnerImport(join(adminRoot, 'src/testing/bundle-size-fakes.ts'), {
  configFile: join(adminRoot, 'vite.config.ts'),
  root: adminRoot,
  logLevel: 'warn',
});

const servers = {
  admin: await serveStatic(apps.admin.dist, { spa: true }),
  portal: await serveStatic(apps.portal.dist, { spa: true, prefix: apps.portal.prefix }),
};
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});

/** Rows of the report: a screen, its bytes, its budget (KB) and a note. */
const measured = [];

/**
 * measureOnce, again in a fresh context when it ran out of time: in stop 33's CI a page never went quiet within 120 s
 * while the three lanes saturated both cores (load 10), once in three runs. A second timeout fails the step.
 */
async function measure(app, route, options) {
  try {
    return await measureOnce(app, route, options);
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    console.log(`[bundle-size] ${app} ${route}: ${error.message.split('\n')[0]} — measuring it again`);
    return measureOnce(app, route, options);
  }
}

/** Opens `route` of `app` in a fresh context; `ready(page)` resolves when the screen is usable. Counts its scripts. */
async function measureOnce(app, route, { contextOptions = {}, prepare, ready }) {
  const { url } = servers[app];
  const context = await browser.newContext(contextOptions);
  contexts.push(context);
  const page = await context.newPage();
  await prepare?.(page, url);
  const scripts = new Set();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.url().startsWith(url))
      scripts.add(new URL(r.url()).pathname);
  });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Generous: under CI load (three lanes on two cores) a screen took more than the default 30 s to go quiet.
  await page.goto(url + route, { waitUntil: 'networkidle', timeout: 120_000 });
  const note = await ready(page);
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const bytes = () => [...scripts].reduce((sum, path) => sum + gz(app, path), 0);
  const first = bytes();
  // `--files=<part of a route>`: each script that route loaded, largest first (where a screen's bytes are).
  if (filesOf && route.includes(filesOf))
    for (const path of [...scripts].sort((a, b) => gz(app, b) - gz(app, a)))
      console.log(`${kb(gz(app, path))}  ${route}  ${path}`);
  /** What `act` (an interaction) loads on top. */
  const more = async (act) => (await act(page), bytes() - first);
  return { bytes: first, note, errors, more };
}
/** Every context opened, closed at the end. */
const contexts = [];

try {
  // The admin app's anonymous screens: usable when the heading shows (the whole screen renders at once), and for
  // /signin its form's submit button (/first-access without a pending challenge only says to sign in first).
  for (const route of ['/signin', '/first-access', '/forget-password']) {
    const result = await measure('admin', route, {
      ready: async (page) => {
        await page.locator('h1').first().waitFor({ timeout: 15_000 });
        if (route === '/signin') await page.locator('form button[type="submit"]').waitFor();
      },
    });
    measured.push({ app: 'admin', name: route, bytes: result.bytes, budget: BUDGET_KB.anonymous });
    if (route === '/signin') {
      const added = await result.more(async (page) => {
        await page.locator('input[name="email"]').focus();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
      });
      measured.push({ app: 'admin', name: '  + on the form’s first focus (identity library)', bytes: added });
    }
  }

  // The admin app's signed-in screens, after a reload while signed in, the API answered by the fakes.
  const handlers = fakes.sizeHandlers();
  const token = fakes.sizeToken();
  for (const { name, url: route } of fakes.sizeScreens()) {
    const result = await measure('admin', route, {
      contextOptions: { viewport: { width: 1440, height: 900 } },
      prepare: async (page, origin) => {
        await page.addInitScript((value) => {
          if (window !== window.top) return; // the screens' sandboxed preview frames
          localStorage.setItem('user-token', value);
          document.cookie = `token=${value}; path=/`;
        }, token);
        await page.route(`${origin}/api/**`, async (route) => {
          const request = route.request();
          const body = request.postDataBuffer();
          const answer = await getResponse(
            handlers,
            new Request(request.url(), {
              method: request.method(),
              headers: await request.allHeaders(),
              ...(body ? { body } : {}),
            }),
            { baseUrl: origin },
          );
          if (!answer) return route.fulfill({ status: 501, body: `No fake answers ${request.url()}` });
          await route.fulfill({
            status: answer.status,
            headers: Object.fromEntries(answer.headers),
            body: Buffer.from(await answer.arrayBuffer()),
          });
        });
      },
      // Usable: the screen's heading shows and nothing is loading any more (networkidle, in measure).
      ready: async (page) => {
        const heading = page.locator('main h1').first();
        await heading.waitFor({ timeout: 20_000 });
        return heading.textContent();
      },
    });
    if (result.errors.length) throw new Error(`${name}: ${result.errors.join('; ')}`);
    measured.push({
      app: 'admin',
      name,
      bytes: result.bytes,
      budget: CEILING_KB[name] ?? BUDGET_KB.signedIn,
      ...(CEILING_KB[name] ? { target: BUDGET_KB.signedIn } : {}),
      note: result.note,
    });
  }

  // The voter portal's first screen: a link token's shape (43 base64url characters) and what getPortalVoting
  // answers for an open voting.
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
  const portal = await measure('portal', '/v/k3Jd9xQwLmN4pRtY7uVb2cZe8fGh1iAs5oPq6wXy0Tz', {
    contextOptions: {
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    },
    prepare: async (page) => {
      await page.route('**/api/portal/**', (r) =>
        r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(portalVoting) }),
      );
      // The public IP check leaves the machine: not here.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    },
    ready: (page) => page.getByRole('textbox').first().waitFor({ timeout: 15_000 }),
  });
  measured.push({
    app: 'portal',
    name: '/v/<token> (a phone)',
    bytes: portal.bytes,
    budget: BUDGET_KB.portal,
  });
} finally {
  for (const context of contexts) await context.close().catch(() => {});
  await browser.close();
  for (const server of Object.values(servers)) await server.close();
}

for (const app of Object.keys(apps)) {
  console.log(`\n${app}: JavaScript loaded in Chromium on a first visit (gzip), budget`);
  for (const { name, bytes, budget, target, note } of measured.filter((row) => row.app === app))
    console.log(
      `${kb(bytes)}  ${budget ? `${String(budget).padStart(3)} KB` : '      '}  ${name}${note ? ` — “${note}”` : ''}` +
        (target ? `  (held; budget ${target} KB: ${kb(bytes - target * 1024).trim()} to go)` : ''),
    );
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
  console.log(`\n${app}: the build's chunks (gzip)`);
  console.log(`${kb(bytesOf(entryFiles))}  entry (${entryKey} and its static imports)`);
  for (const key of Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && /\.(tsx?|mjs)$/.test(k))
    .sort()) {
    const own = new Set([...closure(key)].filter((k) => !entryFiles.has(k)));
    console.log(`${kb(bytesOf(own))}  + ${key.replace(/^src\//, '')} (lazy chunk and its own imports)`);
  }
}
console.log('');

const over = measured.filter(({ bytes, budget }) => budget && bytes > budget * 1024);
for (const { app, name, bytes, budget } of over)
  console.error(
    `${check ? 'FAIL' : 'over budget'}: ${app} ${name} loads ${kb(bytes).trim()}, over ${budget} KB.`,
  );
const held = measured.filter(({ target }) => target);
if (!over.length)
  console.log(
    held.length
      ? `Every screen is within its budget or its ceiling (${held.length} held above their budget, see above).`
      : 'Every screen is within its budget.',
  );
if (check && over.length) process.exit(1);
