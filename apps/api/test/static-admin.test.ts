import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from './support/harness.ts';
import { noDatabase } from './support/no-database.ts';
import { expectProblem } from './support/contract-check.ts';

const INDEX = '<!doctype html><title>Admin</title><div id="root"></div>';

describe('serving the admin app (ADMIN_DIST_DIR)', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  const dist = mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    api = await startApi(noDatabase, { adminDistDir: dist });
  });
  afterAll(async () => {
    await api.app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at /, never cached', async () => {
    const response = await api.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await api.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files of the build', async () => {
    const response = await api.app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it.each(['/workspaces/list', '/users/123?tab=1', '/first-access'])(
    'falls back to index.html for the SPA route %s',
    async (url) => {
      const response = await api.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('without a prerendered sign-in page in the build, /signin is index.html too', async () => {
    const response = await api.app.inject({ url: '/signin' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('a missing asset still falls back only for pages: /api stays a problem 404', async () => {
    const response = await api.app.inject({ url: '/api/not-a-route' });
    expectProblem(response, 'not_found', 404);
  });

  it('a non-GET outside /api is a problem 404, not the page', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/signin' });
    expectProblem(response, 'not_found', 404);
  });

  it('the API still answers next to the static files', async () => {
    const response = await api.call({
      method: 'POST',
      url: '/api/forgot-password',
      body: { email: 'a@demo.local' },
    });
    expect(response.statusCode).toBe(202);
  });

  it('does not serve files outside the build directory', async () => {
    const response = await api.app.inject({ url: '/../../../etc/passwd' });
    expect(response.body).not.toContain('root:');
  });
});

describe('without ADMIN_DIST_DIR', () => {
  it('a page route is a problem 404 (API only)', async () => {
    const api = await startApi(noDatabase);
    const response = await api.app.inject({ url: '/signin' });
    expectProblem(response, 'not_found', 404);
    await api.app.close();
  });
});

describe('the prerendered sign-in page (signin.html, the admin build writes it)', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  const dist = mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
  // What the build's prerender writes: index.html's document with the sign-in screen in its root.
  const SIGNIN =
    '<!doctype html><title>Admin</title><div id="root" data-prerendered="/signin pt-BR">' +
    '<form aria-label="Entrar"><label for="e">E-mail</label><input id="e" type="email"/>' +
    '<label for="p">Senha</label><input id="p" type="password"/><button type="submit">Entrar</button></form></div>';
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'signin.html'), SIGNIN);
    writeFileSync(path.join(dist, 'signin.html.br'), brotliCompressSync(SIGNIN));
    api = await startApi(noDatabase, { adminDistDir: dist });
  });
  afterAll(async () => {
    await api.app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/signin', '/signin?next=%2Fusers'])('%s is the prerendered page, never cached', async (url) => {
    const response = await api.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SIGNIN);
  });

  it("goes out as the build's brotli copy to a browser that accepts it", async () => {
    const response = await api.app.inject({ url: '/signin', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(SIGNIN);
  });

  it('carries the page CSP like index.html', async () => {
    const [signin, index] = await Promise.all([
      api.app.inject({ url: '/signin' }),
      api.app.inject({ url: '/workspaces/list' }),
    ]);
    expect(signin.headers['content-security-policy']).toBe(index.headers['content-security-policy']);
  });

  it('other routes still get index.html, and a POST to /signin is a problem 404', async () => {
    expect((await api.app.inject({ url: '/first-access' })).body).toBe(INDEX);
    expectProblem(await api.app.inject({ method: 'POST', url: '/signin' }), 'not_found', 404);
  });
});

describe('the real admin build (ADMIN_DIST_DIR, else apps/admin/dist; when built)', () => {
  const dist = process.env.ADMIN_DIST_DIR ?? path.resolve(import.meta.dirname, '../../admin/dist');
  it.skipIf(!existsSync(path.join(dist, 'signin.html')))(
    "/signin holds the sign-in form's markup: its labels, fields and button, in pt-BR",
    async () => {
      const api = await startApi(noDatabase, { adminDistDir: dist });
      try {
        const { body } = await api.app.inject({ url: '/signin' });
        expect(body).toMatch(/<div id="root" data-prerendered="\/signin pt-BR [^"]*">/);
        expect(body).toMatch(/<form[^>]*aria-label="Entrar"/);
        expect(body).toMatch(/<label[^>]*>E-mail</);
        expect(body).toMatch(/<label[^>]*>Senha</);
        expect(body).toMatch(/<input type="email"[^>]*name="email"/);
        expect(body).toMatch(/<input type="password"[^>]*name="password"/);
        expect(body).toMatch(/<button[^>]*type="submit"[^>]*><span[^>]*>Entrar</);
        expect(body).toContain('Esqueceu a senha?');
        expect(body).not.toMatch(/<script(?![^>]*type="module"[^>]*src=)/); // no inline script: the CSP allows none
        // The sign-in's stylesheets are linked in the page, not added by its JavaScript.
        expect(body).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css">/);
      } finally {
        await api.app.close();
      }
    },
  );
});
