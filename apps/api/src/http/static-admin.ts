import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The pages the build prerenders (apps/admin/vite.config.ts, packages/app-common/vite/prerender.mjs): their markup
 * paints before the app's JavaScript runs, which then hydrates it. Each is sent for its path in place of index.html
 * (which a build without it still is).
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = { '/signin': 'signin.html' };

/**
 * Serves the built admin app. Vite's hashed files under /assets/ are cached for good; index.html never is, so a
 * new build shows up on reload. Routes of the SPA fall back to index.html (see the not-found handler), but for the
 * prerendered pages (PRERENDERED_PAGES). Each text file
 * goes out as the build's brotli or gzip copy beside it (`preCompressed`; packages/app-common/vite/precompress.mjs)
 * when the browser accepts one, so caches must key on Accept-Encoding (Vary).
 */
export async function registerAdminApp(app: FastifyInstance, adminDistDir: string): Promise<void> {
  const root = path.resolve(adminDistDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`ADMIN_DIST_DIR ${root} has no index.html: build the admin app first`);
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    preCompressed: true,
    cacheControl: false, // ours, below
    setHeaders(res, filePath) {
      const relative = path.relative(root, filePath);
      res.setHeader('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  for (const [url, file] of Object.entries(PRERENDERED_PAGES)) {
    // Looked up on each request: a rebuild of the served directory shows up without a restart, like index.html.
    app.get(url, (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .sendFile(existsSync(path.join(root, file)) ? file : 'index.html'),
    );
  }
}
