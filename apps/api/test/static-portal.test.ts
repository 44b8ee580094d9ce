import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from './support/harness.ts';
import { noDatabase } from './support/no-database.ts';
import { expectProblem } from './support/contract-check.ts';

const ADMIN_INDEX = '<!doctype html><title>Admin</title><div id="root"></div>';
const PORTAL_INDEX = '<!doctype html><title>Votação</title><div id="root"></div>';
const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

function makeDist(prefix: string, index: string, asset: string): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), prefix));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), index);
  writeFileSync(path.join(dist, 'assets', asset), `console.log(${JSON.stringify(asset)})`);
  return dist;
}

describe('serving the portal beside the admin app (PORTAL_DIST_DIR)', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  const adminDist = makeDist('admin-dist-', ADMIN_INDEX, 'index-admin1.js');
  const portalDist = makeDist('portal-dist-', PORTAL_INDEX, 'index-portal1.js');
  beforeAll(async () => {
    api = await startApi(noDatabase, { adminDistDir: adminDist, portalDistDir: portalDist });
  });
  afterAll(async () => {
    await api.app.close();
    rmSync(adminDist, { recursive: true, force: true });
    rmSync(portalDist, { recursive: true, force: true });
  });

  it.each([`/v/${TOKEN}`, `/aprovacao/${TOKEN}`, `/v/${TOKEN}?lang=en`])(
    "answers the portal's page %s with the portal's index.html, never cached",
    async (url) => {
      const response = await api.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(PORTAL_INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it("serves the portal's hashed files under /portal/ with a long immutable cache", async () => {
    const response = await api.app.inject({ url: '/portal/assets/index-portal1.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("index-portal1.js")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("keeps the admin app's pages and files the admin build's", async () => {
    for (const url of ['/', '/signin', '/votings/list', '/video/1', '/aprovacoes/x']) {
      const page = await api.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(ADMIN_INDEX);
    }
    const file = await api.app.inject({ url: '/assets/index-admin1.js' });
    expect(file.body).toBe('console.log("index-admin1.js")');
    // Neither build's files are reachable through the other's address.
    expect((await api.app.inject({ url: '/assets/index-portal1.js' })).body).not.toContain('index-portal1');
    expect((await api.app.inject({ url: '/portal/assets/index-admin1.js' })).statusCode).toBe(404);
  });

  it('a non-GET to a portal page is a problem 404, not the page', async () => {
    const response = await api.app.inject({ method: 'POST', url: `/v/${TOKEN}` });
    expectProblem(response, 'not_found', 404);
  });

  it('does not serve files outside the portal build directory', async () => {
    const response = await api.app.inject({ url: '/portal/../../../etc/passwd' });
    expect(response.body).not.toContain('root:');
  });
});

describe('the portal without the admin app', () => {
  it('serves its pages (reply.sendFile is its own then)', async () => {
    const portalDist = makeDist('portal-dist-', PORTAL_INDEX, 'index-portal2.js');
    const api = await startApi(noDatabase, { portalDistDir: portalDist });
    try {
      expect((await api.app.inject({ url: `/v/${TOKEN}` })).body).toBe(PORTAL_INDEX);
      expectProblem(await api.app.inject({ url: '/signin' }), 'not_found', 404);
    } finally {
      await api.app.close();
      rmSync(portalDist, { recursive: true, force: true });
    }
  });
});
