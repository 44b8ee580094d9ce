import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

  it.each(['/signin', '/workspaces/list', '/users/123?tab=1', '/first-access'])(
    'falls back to index.html for the SPA route %s',
    async (url) => {
      const response = await api.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

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
