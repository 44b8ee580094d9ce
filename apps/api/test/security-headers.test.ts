import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import {
  ALLOWED_INLINE_STYLES,
  earlyApiHeaders,
  PERMISSIONS_POLICY,
  styleHash,
} from '../src/http/security-headers.ts';
import { startApi } from './support/harness.ts';
import { noDatabase } from './support/no-database.ts';

// Issue 15 §4: every page (admin app, voter portal, approval page) and every API answer carries the security headers.

const INDEX =
  '<!doctype html><title>Admin</title><div id="root"></div><script type="module" src="/assets/index-abc.js"></script>';
const PORTAL_INDEX =
  '<!doctype html><title>Votação</title><div id="root"></div><script type="module" src="/portal/assets/index-def.js"></script>';
const IDENTITY = 'http://127.0.0.1:9230';
const IP_CHECK = 'https://api.ipify.org';

/** `directive → sources` of a Content-Security-Policy header. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  expect(header, 'a Content-Security-Policy header').not.toBe('');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(String(response.headers['permissions-policy'])).toContain('camera=()');
  expect(response.headers['strict-transport-security']).toBeUndefined(); // http here
  expect(policyOf(response).get('frame-ancestors')).toEqual(["'none'"]);
}

function makeDist(manifest: unknown, index = INDEX, asset = 'index-abc.js'): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'app-dist-csp-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), index);
  writeFileSync(path.join(dist, 'assets', asset), 'console.log("app")');
  if (manifest !== undefined) writeFileSync(path.join(dist, 'csp.json'), JSON.stringify(manifest));
  return dist;
}

describe('security headers of the served apps and the API', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  // Each build's csp.json names what its own code calls: the admin its identity endpoint, the portal the IP check.
  const dist = makeDist({ connectSrc: [IDENTITY] });
  const portalDist = makeDist({ connectSrc: [IP_CHECK] }, PORTAL_INDEX, 'index-def.js');
  beforeAll(async () => {
    api = await startApi(noDatabase, { adminDistDir: dist, portalDistDir: portalDist });
  });
  afterAll(async () => {
    await api.app.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(portalDist, { recursive: true, force: true });
  });

  it.each([
    ['the admin app', '/', INDEX, IDENTITY],
    ['the sign-in page', '/signin', INDEX, IDENTITY],
    ['a voter link', '/v/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', PORTAL_INDEX, IP_CHECK],
    ['an approval link', '/aprovacao/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', PORTAL_INDEX, IP_CHECK],
  ])('%s (%s): the page with its strict policy and every header', async (_label, url, index, calls) => {
    const response = await api.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(index);
    expectCommonHeaders(response);
    const policy = policyOf(response);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]); // no inline script, no eval, no other origin
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    // <style> elements only by the hashes of the app's known ones; never 'unsafe-inline' for them.
    expect(policy.get('style-src')).toEqual([
      "'self'",
      ...ALLOWED_INLINE_STYLES.map((style) => styleHash(style.text)),
    ]);
    // Each app reaches its API and what its own build calls (csp.json: the admin's identity endpoint, the portal's IP
    // check), nothing else.
    expect(policy.get('connect-src')).toEqual(["'self'", calls]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it.each([
    '/v/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    '/aprovacao/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  ])(
    "the portal's page %s reaches its API and the IP check of the portal's build (csp.json), nothing else",
    async (url) => {
      const policy = policyOf(await api.app.inject({ url }));
      expect(policy.get('connect-src')).toEqual(["'self'", IP_CHECK]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('worker-src')).toEqual(["'self'"]); // PDF.js's worker, a file of the build
    },
  );

  it.each(['/assets/index-abc.js', '/portal/assets/index-def.js'])(
    'the hashed files of each build carry the headers too (%s)',
    async (url) => {
      const response = await api.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expectCommonHeaders(response);
    },
  );

  it('an API answer allows nothing to load: default-src none', async () => {
    api.identityGateway.next = 'sent';
    const response = await api.call({
      method: 'POST',
      url: '/api/forgot-password',
      body: { email: 'admin@demo.local' },
    });
    expect(response.statusCode).toBe(202);
    expectCommonHeaders(response);
    const policy = policyOf(response);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
    expect(policy.has('connect-src')).toBe(false);
  });

  it('an API refusal (problem+json) and an unknown /api URL carry the API policy', async () => {
    const refused = await api.call({ method: 'POST', url: '/api/forgot-password', body: {} });
    expect(refused.statusCode).toBe(400);
    expectCommonHeaders(refused);
    expect(policyOf(refused).get('default-src')).toEqual(["'none'"]);

    const unknown = await api.app.inject({ url: '/api/not-a-route' });
    expect(unknown.statusCode).toBe(404);
    expectCommonHeaders(unknown);
    expect(policyOf(unknown).get('default-src')).toEqual(["'none'"]);
  });

  it('a bad URL, refused before any route runs (malformed percent-encoding), carries the API policy', async () => {
    const response = await api.app.inject({ url: '/api/companies/%E0%A4%A' });
    // The same values helmet writes on an answer that went through the hooks.
    const routed = await api.app.inject({ url: '/api/not-a-route' });
    for (const name of Object.keys(earlyApiHeaders(false)))
      expect(response.headers[name]).toBe(routed.headers[name]);
    expect(response.statusCode).toBe(400);
    expectCommonHeaders(response);
    expect(policyOf(response).get('default-src')).toEqual(["'none'"]);
  });
});

describe('HSTS and upgrade-insecure-requests', () => {
  it('are sent when PUBLIC_BASE_URL is https', async () => {
    const dist = makeDist({ connectSrc: ['https://cognito-idp.sa-east-1.amazonaws.com', IP_CHECK] });
    const api = await startApi(noDatabase, {
      adminDistDir: dist,
      publicBaseUrl: 'https://votos.example.com',
    });
    try {
      for (const url of ['/v/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', '/api/not-a-route']) {
        const response = await api.app.inject({ url });
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      }
      const page = await api.app.inject({ url: '/' });
      const policy = policyOf(page);
      expect(policy.has('upgrade-insecure-requests')).toBe(true);
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        'https://cognito-idp.sa-east-1.amazonaws.com',
        IP_CHECK,
      ]);
    } finally {
      await api.app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the build manifest (csp.json)', () => {
  it('without one the pages may call only their own origin', async () => {
    const dist = makeDist(undefined);
    const api = await startApi(noDatabase, { adminDistDir: dist });
    try {
      expect(policyOf(await api.app.inject({ url: '/' })).get('connect-src')).toEqual(["'self'"]);
    } finally {
      await api.app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('anything but origins in it stops the start (never a path or a directive in the header)', async () => {
    const dist = makeDist({ connectSrc: ["https://example.com/x; script-src 'unsafe-inline'"] });
    try {
      await expect(startApi(noDatabase, { adminDistDir: dist })).rejects.toThrow(/must list origins/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the inline <style> texts the policy allows by hash are the ones the app inserts', () => {
  it('the e-mail preview frames of the admin app', () => {
    const preview = ALLOWED_INLINE_STYLES[2]!;
    for (const file of ['apps/admin/src/components/EmailFrame/EmailFrame.tsx']) {
      // emailDocument joins adjacent string literals: glue them back to read the <style> element's text.
      const source = readFileSync(path.join(REPO_ROOT, file), 'utf8').replace(/',\s*'/g, '');
      expect(source, file).toContain(`<style>${preview.text}</style>`);
    }
  });

  it("react-aria's usePress and usePreventScroll", () => {
    // react-aria as the admin app bundles it (through react-aria-components of the UI kit).
    const fromUi = createRequire(path.join(REPO_ROOT, 'packages/ui/package.json'));
    const components = fromUi.resolve('react-aria-components');
    const modules = components.slice(
      0,
      components.lastIndexOf(`${path.sep}react-aria-components${path.sep}`),
    );
    for (const style of ALLOWED_INLINE_STYLES.slice(0, 2)) {
      const file = path.join(modules, style.source);
      const source = readFileSync(file, 'utf8');
      const template = /style\.textContent = `([^`]*)`\.trim\(\)/.exec(source)?.[1];
      expect(template, file).toBeDefined();
      const text = template!.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/g, 'data-react-aria-pressable').trim();
      expect(text).toBe(style.text);
    }
  });
});

describe.each(['admin', 'portal'])('the %s build', (app) => {
  it('index.html loads its code from files only: no inline script for the policy to allow', () => {
    const html = readFileSync(path.join(REPO_ROOT, `apps/${app}/index.html`), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i); // no inline handlers either
  });
});
