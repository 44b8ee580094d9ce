// Plain JavaScript, like csp-origins.mjs: Node loads a Vite config's imports of workspace packages as they are.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing: text formats. Images, fonts (woff2 is brotli already), PDFs and archives are not. */
const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|json|svg|txt|xml|map|wasm|ico|webmanifest)$/i;

/**
 * A Vite plugin writing `<file>.br` and `<file>.gz` next to every compressible file of the build (brotli at its
 * highest quality, gzip at level 9: done once at build, never per request). The API serves them with
 * @fastify/static's `preCompressed` (apps/api/src/http/static-admin.ts, static-portal.ts). A variant that would not
 * be smaller than the file is not written; the server then sends the file as it is.
 * @returns {import('vite').Plugin}
 */
export function precompress() {
  let outDir = '';
  return {
    name: 'backoffice:precompress',
    // Not a build for Node (prerender.mjs's), whose files are never served.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After everything is on disk, the public directory's copies included.
    async closeBundle() {
      const files = await compressibleFiles(outDir);
      await Promise.all(files.map(compressFile));
    },
  };
}

/** @param {string} dir @returns {Promise<string[]>} */
async function compressibleFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith('.')) return []; // .vite/manifest.json is the build's, never served
      if (entry.isDirectory()) return compressibleFiles(full);
      return entry.isFile() && COMPRESSIBLE.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** @param {string} file */
async function compressFile(file) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  for (const [suffix, bytes] of /** @type {const} */ ([
    ['.br', br],
    ['.gz', gz],
  ])) {
    if (bytes.length < source.length) await writeFile(`${file}${suffix}`, bytes);
  }
}
