// Plain JavaScript, like csp-origins.mjs: Node loads a Vite config's imports of workspace packages as they are.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/**
 * @typedef {object} PrerenderPage
 * @property {string} url the path the app renders (e.g. '/signin')
 * @property {string} file the page written into the build (e.g. 'signin.html'), which the server sends for `url`
 * @property {string[]} [modules] the lazily loaded modules the page shows (its route's component, relative to the
 *   app's root): their CSS is linked in the page, so it paints styled from the HTML, and their chunks load with the
 *   entry's
 */

/**
 * A Vite plugin prerendering pages of the app at build time. After the client build it builds `entry` (relative to
 * the app's root) for Node with the same config — the same components, class names and texts — and calls its
 * `render(url)`, which answers `{ html, state }`: the app's markup at `url`, and a text naming what that markup
 * depends on (language, theme, session…). Each page is the build's index.html with:
 * - the markup in its `<div id="root">`, and `data-prerendered="<state>"` there: the client hydrates the markup only
 *   when its own state reads the same;
 * - the CSS of the page's lazy modules linked (the entry's is already): the page paints styled from HTML and CSS;
 * - in place of the entry's `<script>` and modulepreloads, a small script of its own (assets/<file>-start-<hash>.js)
 *   that requests them once the page has painted. The scripts only hydrate what is already on screen: on a slow link
 *   they do not share it with the HTML and CSS of the first paint (on a phone, ~110 KB of gzip JavaScript against a
 *   few KB of CSS), and they load all at once then, no waterfall.
 * Written before `precompress()` runs (closeBundle), so each page gets its .br and .gz too.
 * @param {{ entry: string, pages: PrerenderPage[] }} options
 * @returns {import('vite').Plugin}
 */
export function prerender({ entry, pages }) {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  /** Each page's start script (its file in the build), and the CSS its lazy modules need. */
  const assets = new Map();
  return {
    name: 'backoffice:prerender',
    // The client build only: not the Node build of `entry` it starts (which reads the same config file).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_output, bundle) {
      for (const page of pages) {
        const { scripts, css } = pageAssets(bundle, config, page.modules ?? []);
        const referenceId = this.emitFile({
          type: 'asset',
          name: `${page.file.replace(/\.html$/, '')}-start.js`,
          source: startScript(scripts.map((fileName) => `${config.base}${fileName}`)),
        });
        assets.set(page, { start: this.getFileName(referenceId), css });
      }
    },
    async writeBundle(output) {
      const outDir = output.dir ?? path.resolve(config.root, config.build.outDir);
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      // Inside the app (not the system's temp directory): the Node build's imports of react & co. resolve from here.
      // One directory per build: two builds of the app may run at once.
      const serverDir = path.join(config.root, 'node_modules', `.prerender-${process.pid}-${Date.now()}`);
      await mkdir(serverDir, { recursive: true });
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          publicDir: false,
          build: {
            ssr: entry,
            outDir: serverDir,
            emptyOutDir: true,
            minify: false,
            rolldownOptions: {
              output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
            },
          },
        });
        const entryName = path.basename(entry).replace(/\.[cm]?[jt]sx?$/, '');
        /** @type {{ render: (url: string) => Promise<{ html: string, state: string }> }} */
        const app = await import(pathToFileURL(path.join(serverDir, `${entryName}.mjs`)).href);
        for (const page of pages) {
          const { html, state } = await app.render(page.url);
          // The pages' CSP allows scripts of the build only.
          if (/<script(?![^>]*\ssrc=)/.test(html))
            throw new Error(`prerender: ${page.url} renders an inline <script>`);
          const { start, css } = assets.get(page);
          const document = pageDocument(template, {
            html,
            state,
            start: `${config.base}${start}`,
            css: css.map((fileName) => `${config.base}${fileName}`),
          });
          await writeFile(path.join(outDir, page.file), document);
        }
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * index.html made a prerendered page: the markup in the root, the page's CSS linked, its start script in place of
 * the entry's script and modulepreloads.
 * @param {string} template
 * @param {{ html: string, state: string, start: string, css: string[] }} page
 */
function pageDocument(template, { html, state, start, css }) {
  const scripts = /\n?[ \t]*<script type="module"[^>]*><\/script>|\n?[ \t]*<link rel="modulepreload"[^>]*>/g;
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no <div id="root"></div>');
  const links = [
    `<script type="module" crossorigin src="${escapeAttribute(start)}"></script>`,
    ...css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
  ];
  return template
    .replace(scripts, '')
    .replace(
      /\n?([ \t]*)<\/head>/,
      (_, indent) => `${links.map((link) => `\n${indent}  ${link}`).join('')}\n${indent}</head>`,
    )
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered="${escapeAttribute(state)}">${html}</div>`,
    );
}

/** The event the app dispatches on `document` once it has hydrated a prerendered page or rendered over it. */
export const STARTED_EVENT = 'prerendered:started';

/**
 * A prerendered page's script: once the page has painted (the frame after the first animation frame; at once in a
 * hidden tab, which paints nothing), it preloads the app's modules and imports the entry (the first of `urls`); a
 * submit until the app runs is held, then made again.
 * @param {string[]} urls
 */
function startScript(urls) {
  return `// The app's scripts, once this prerendered page has painted (packages/app-common/vite/prerender.mjs).
const [entry, ...modules] = ${JSON.stringify(urls)};
// A form submitted before the app runs is held — never sent by the browser, whose GET would carry the fields in the
// URL — and submitted again once the app has taken the page over (it says so with this event).
let held = null;
const hold = (event) => {
  event.preventDefault();
  held ??= event;
};
addEventListener('submit', hold);
document.addEventListener(
  '${STARTED_EVENT}',
  () => {
    removeEventListener('submit', hold);
    // In a task of its own: not inside the app's rendering, which sent the event.
    if (held) setTimeout(() => held.target.isConnected && held.target.requestSubmit(held.submitter ?? undefined));
  },
  { once: true },
);
const start = () => {
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(entry);
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
`;
}

/**
 * What a prerendered page loads: its scripts (the entry first, then what the entry imports and the chunks of
 * `modules` with their imports) and the CSS of `modules` the entry's CSS does not hold, in the order Vite's preload
 * would add it (a chunk's imports' CSS before its own).
 * @param {import('vite').Rollup.OutputBundle} bundle
 * @param {import('vite').ResolvedConfig} config
 * @param {string[]} modules
 */
function pageAssets(bundle, config, modules) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('prerender: the build has no entry chunk');
  /** @type {string[]} */
  const scripts = [];
  /** @type {string[]} */
  const css = [];
  /** @param {string} fileName @param {boolean} withCss */
  const add = (fileName, withCss) => {
    if (scripts.includes(fileName)) return;
    scripts.push(fileName);
    const chunk = byFile.get(fileName);
    for (const imported of chunk?.imports ?? []) add(imported, withCss);
    if (withCss)
      for (const file of chunk?.viteMetadata?.importedCss ?? []) if (!css.includes(file)) css.push(file);
  };
  add(entry.fileName, false); // its CSS is index.html's own <link>
  for (const module of modules) {
    const id = path.resolve(config.root, module);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`prerender: no chunk of ${module} in the build`);
    add(chunk.fileName, true);
  }
  return { scripts, css };
}

/** @param {string} value */
function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
