// What each component of @backoffice/ui costs a product that imports it: one minified, tree-shaken bundle per exported
// component (`export { X } from '@backoffice/ui'`, resolved to the built dist/ as any consumer would), with only React
// and react-dom left outside, measured in gzip: its JavaScript and the CSS its modules import. Then a composed page
// (Button + TextField + Table and its parts + Dialog, with the UiProvider every page needs). `--check` fails when that
// page adds 45 KB or more over React.
// Options: --build (build the package first), --check, --page (the composed page only: what `npm test` runs, one
// bundle instead of one per component), --only=Button,Dialog (measure a few).
// The page's cost is its JavaScript plus the CSS it pulls in: both are what a product adds to React.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const BUDGET_KB = 45;
// A page that renders a table needs its parts, not only the root.
const page = [
  'UiProvider',
  'Button',
  'TextField',
  'Table',
  'TableHeader',
  'Column',
  'TableBody',
  'Row',
  'Cell',
  'Dialog',
  'DialogTrigger',
  'Modal',
];

const root = resolve(fileURLToPath(import.meta.url), '../..');
const uiRoot = join(root, 'packages/ui');
const dist = join(uiRoot, 'dist');
const args = process.argv.slice(2);
const check = args.includes('--check');
const pageOnly = args.includes('--page');
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const pnpm = process.env.PNPM ?? 'pnpm';

if (args.includes('--build'))
  execSync(`${pnpm} --filter @backoffice/ui build`, { cwd: root, stdio: 'inherit' });
if (!existsSync(join(dist, 'index.js'))) {
  console.error(
    '[ui-size] packages/ui/dist is missing: run with --build or `pnpm --filter @backoffice/ui build`.',
  );
  process.exit(1);
}

// Components are the exports whose names start with a capital. They are read from dist/index.js as text: its
// modules import their CSS, which Node cannot load.
const exported = [...readFileSync(join(dist, 'index.js'), 'utf8').matchAll(/export\s*\{([^}]*)\}/g)]
  .flatMap((match) => match[1].split(','))
  .map((part) =>
    part
      .trim()
      .split(/\s+as\s+/)
      .pop(),
  )
  .filter(Boolean);
const kit = Object.fromEntries(exported.map((name) => [name, true]));
const components = exported
  .filter((name) => /^[A-Z]/.test(name))
  .filter((name) => !pageOnly && (!only || only.includes(name)))
  .sort();

/** gzip bytes of the minified JavaScript a product ships for `names`. */
async function measure(names) {
  const entry = 'virtual:ui-size-entry';
  const result = await build({
    configFile: false,
    root: uiRoot,
    logLevel: 'silent',
    plugins: [
      {
        name: 'ui-size-entry',
        enforce: 'pre',
        resolveId: (id) => (id === entry ? `\0${entry}` : null),
        load: (id) => (id === `\0${entry}` ? `export { ${names.join(', ')} } from '@backoffice/ui';` : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: entry,
        preserveEntrySignatures: 'strict',
        external: [/^react($|\/)/, /^react-dom($|\/)/],
        output: { format: 'es', codeSplitting: false },
        checks: { pluginTimings: false },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((bundle) => bundle.output);
  // JavaScript and the CSS its modules import (each component brings only its own styles).
  const js = outputs.filter((file) => file.type === 'chunk').map((chunk) => chunk.code);
  const css = outputs
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((asset) => asset.source);
  return { js: gzipSync(js.join('')).length, css: gzipSync(css.join('')).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

/** Runs `task` over `items` with at most `limit` at a time, keeping the order of the results. */
async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

console.log('\n@backoffice/ui (minified + gzip, React and react-dom excluded; JS + the CSS it imports)');
const sizes = await pool(components, 2, (name) => measure([name]));
components.forEach((name, index) => {
  const { js, css } = sizes[index];
  console.log(`${kb(js + css)}  ${name} (${kb(js).trim()} JS + ${kb(css).trim()} CSS)`);
});

const present = page.filter((name) => name in kit);
const missing = page.filter((name) => !(name in kit));
for (const name of missing) console.log(`   missing  ${name} (not exported yet: not measured)`);
const { js: pageJs, css: pageCss } = await measure(present);
const pageTotal = pageJs + pageCss;
console.log(
  `\nComposed page (${present.join(' + ')}): ${kb(pageJs).trim()} JavaScript + ${kb(pageCss).trim()} CSS = ` +
    `${kb(pageTotal).trim()} over React, budget ${BUDGET_KB} KB` +
    (missing.length ? ` — incomplete, ${missing.join(', ')} missing` : ''),
);
if (check && (missing.length > 0 || pageTotal >= BUDGET_KB * 1024)) {
  console.error(
    `FAIL: the composed page adds ${kb(pageTotal).trim()} gzip over React (budget < ${BUDGET_KB} KB)` +
      (missing.length ? `, and ${missing.join(', ')} are missing` : '') +
      '.',
  );
  process.exit(1);
}
