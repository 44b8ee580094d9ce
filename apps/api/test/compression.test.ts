import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD } from '../src/http/compression.ts';
import { startApi, useApi } from './support/harness.ts';
import { demo } from './support/demo.ts';
import { noDatabase } from './support/no-database.ts';

// Issue 18, serving: the API's JSON compressed when the client accepts it; the builds' files sent as the brotli or
// gzip copies made at build, with Vary, immutable hashed assets and revalidated pages.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const USERS = `/api/companies/${demo.company.id}/users`;

describe('JSON answers (PGlite)', () => {
  const api = useApi('pglite');

  it('a list above the threshold comes back in brotli when the client accepts it', async () => {
    const plain = await api.call({ url: USERS, as: 'admin@demo.local' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);

    const br = await api.app.inject({
      url: USERS,
      headers: {
        authorization: `Bearer ${await api.keys.sign('admin@demo.local')}`,
        'accept-encoding': 'br, gzip',
      },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('gzip for a client that only takes gzip', async () => {
    const response = await api.app.inject({
      url: USERS,
      headers: {
        authorization: `Bearer ${await api.keys.sign('admin@demo.local')}`,
        'accept-encoding': 'gzip',
      },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toHaveProperty('users');
  });

  it('a small answer goes out as it is', async () => {
    const response = await api.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

/** A build directory as precompress() leaves it: a .br and a .gz beside the text files. */
function makeDist(prefix: string, files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), prefix));
  mkdirSync(path.join(dist, 'assets'));
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dist, name), text);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
  }
  return dist;
}

describe('the builds’ files, precompressed at build', () => {
  const script = `console.log(${JSON.stringify('app '.repeat(2000))});`;
  const page = `<!doctype html><title>Admin</title><div id="root"></div><!--${'x'.repeat(2000)}-->`;
  const portalPage = `<!doctype html><title>Votação</title><div id="root"></div><!--${'y'.repeat(2000)}-->`;
  const adminDist = makeDist('admin-dist-', { 'index.html': page, 'assets/index-abc123.js': script });
  const portalDist = makeDist('portal-dist-', { 'index.html': portalPage, 'assets/index-p1.js': script });
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    api = await startApi(noDatabase, { adminDistDir: adminDist, portalDistDir: portalDist });
  });
  afterAll(async () => {
    await api.app.close();
    rmSync(adminDist, { recursive: true, force: true });
    rmSync(portalDist, { recursive: true, force: true });
  });

  it.each(['/assets/index-abc123.js', '/portal/assets/index-p1.js'])(
    'a hashed script (%s): the brotli copy, Vary, cached for good',
    async (url) => {
      const response = await api.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(script);
    },
  );

  it('the gzip copy for a gzip-only client; the file itself, still with Vary, without Accept-Encoding', async () => {
    const gzip = await api.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(script);

    const plain = await api.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it.each([
    ['/', page],
    ['/votings/list', page], // the SPA's fallback
    ['/v/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', portalPage],
  ])('the page %s: compressed, revalidated (no-cache), with its CSP', async (url, html) => {
    const response = await api.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(html);
  });
});
