import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

// The portal's build (apps/portal): the public pages opened from a personal link. Its files live under /portal/ (the
// build's Vite base), never meeting the admin build's /assets/; its pages are the paths below, each answered with the
// portal's index.html (the portal's router reads the rest). The forms' responder pages will be one more prefix.

/** Where the portal build's files are served (apps/portal/vite.config.ts's base). */
export const PORTAL_FILES_PREFIX = '/portal/';

/** The portal's pages: a voter's link (/v/<token>) and a third-party approver's (/aprovacao/<token>). */
export const PORTAL_PAGE_PREFIXES = ['/v/', '/aprovacao/'] as const;

/** True for a URL the portal's build answers: one of its pages or one of its files. */
export function isPortalUrl(url: string): boolean {
  return [PORTAL_FILES_PREFIX, ...PORTAL_PAGE_PREFIXES].some((prefix) => url.startsWith(prefix));
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built portal: its files under /portal/ (hashed assets cached for good), its pages' index.html; each text
 * file as the build's brotli or gzip copy when the browser accepts one (as static-admin.ts does).
 */
export async function registerPortalApp(app: FastifyInstance, portalDistDir: string): Promise<void> {
  const root = path.resolve(portalDistDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`PORTAL_DIST_DIR ${root} has no index.html: build the portal first`);
  }
  await app.register(fastifyStatic, {
    root,
    prefix: PORTAL_FILES_PREFIX,
    // reply.sendFile is decorated once (by the admin build's registration when there is one); it takes a root below.
    decorateReply: !app.hasReplyDecorator('sendFile'),
    index: false,
    preCompressed: true,
    cacheControl: false, // ours, below
    setHeaders(res, filePath) {
      const relative = path.relative(root, filePath);
      res.setHeader('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  for (const prefix of PORTAL_PAGE_PREFIXES) {
    app.get(`${prefix}*`, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', root),
    );
  }
}
