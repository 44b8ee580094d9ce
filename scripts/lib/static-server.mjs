// A tiny static file server for built output (Storybook, the web apps) with an optional SPA fallback.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};

/**
 * `prefix`: the build's base (the portal's '/portal/'), taken off a request's path before it is looked up in `root`.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveStatic(root, { spa = false, port = 0, prefix = '/' } = {}) {
  const base = resolve(root);
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const path = normalize(pathname.startsWith(prefix) ? `/${pathname.slice(prefix.length)}` : pathname);
    let file = join(base, path);
    if (file !== base && !file.startsWith(base + sep)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      if (!spa || extname(path)) return void res.writeHead(404).end();
      file = join(base, 'index.html');
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) =>
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      ok({
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}
