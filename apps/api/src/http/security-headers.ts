import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { isApiUrl } from './error-handler.ts';
import { isPortalUrl } from './static-portal.ts';

// Security headers on every answer (issue 15 §4), through @fastify/helmet: the pages get a strict
// Content-Security-Policy — the admin app's (static-admin.ts) and the portal's (the voter portal `/v/<token>` and the
// approval page `/aprovacao/<token>`, static-portal.ts) each with the origins its own build calls; the API's answers under /api get one that allows nothing at all, since none of them is a
// page. Every answer: nosniff, no referrer (the token pages must not leak their URL to anyone; the operator app has
// nothing to gain from a referrer either), no framing, a same-origin opener, a Permissions-Policy that turns off the
// powerful features nothing here uses, and HSTS only when the public address is https.

/**
 * The `<style>` elements the app inserts at run time, allowed by their SHA-256 instead of 'unsafe-inline'. Their text
 * is fixed; a change in a library or in the app shows up as a CSP violation in the e2e suite (e2e/support/test.ts).
 */
export const ALLOWED_INLINE_STYLES: readonly { source: string; text: string }[] = [
  {
    // react-aria's usePress, on every page with a button (Safari's double-tap delay).
    source: 'react-aria/dist/private/interactions/usePress.mjs',
    text: '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  },
  {
    // react-aria's usePreventScroll on iOS WebKit, under an open dialog.
    source: 'react-aria/dist/private/overlays/usePreventScroll.mjs',
    text: '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
  },
  {
    // The e-mail preview frames (the admin's EmailFrame: templates, a voting's invitation, a communication's
    // message): srcdoc frames inherit the page's policy.
    source: 'apps/admin/src/components/EmailFrame/EmailFrame.tsx (emailDocument)',
    text: 'body{margin:16px;font-family:system-ui,sans-serif;line-height:1.5;overflow-wrap:anywhere}img{max-width:100%;height:auto}',
  },
];

export const styleHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** What each build writes beside index.html (its vite.config.ts): the origins its code calls. */
export const CSP_MANIFEST = 'csp.json';

export interface SecurityHeadersOptions {
  /** PUBLIC_BASE_URL: https → HSTS and upgrade-insecure-requests. */
  publicBaseUrl: string;
  /** The served admin build, whose csp.json lists the origins it calls (its identity endpoint). */
  adminDistDir?: string | undefined;
  /** The served portal build, whose csp.json lists the origins it calls (the IP check). */
  portalDistDir?: string | undefined;
}

type Directives = Record<string, string[]>;

/** The origins the served build calls besides its own (its csp.json); none without a build or a manifest. */
export function buildConnectOrigins(distDir: string | undefined): string[] {
  if (!distDir) return [];
  const file = path.join(path.resolve(distDir), CSP_MANIFEST);
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { connectSrc?: unknown };
  const origins = Array.isArray(manifest.connectSrc) ? manifest.connectSrc : [];
  // Origins only (scheme://host[:port]): anything else in the file is refused rather than put in a header.
  return origins.map((origin) => {
    if (typeof origin !== 'string' || new URL(origin).origin !== origin)
      throw new Error(`${file}: connectSrc must list origins, got ${JSON.stringify(origin)}`);
    return origin;
  });
}

/** The pages' policy: scripts, styles, fonts and workers of the build only; fetches to the API and `connectOrigins`. */
export function pageDirectives(connectOrigins: readonly string[], https: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...ALLOWED_INLINE_STYLES.map((style) => styleHash(style.text))],
    // Style attributes only (never <style> elements): the e-mail previews show a template's sanitized inline styles
    // (services/sanitize-html.ts lets a few properties through, never url()).
    'style-src-attr': ["'unsafe-inline'"],
    // https: images are the e-mail previews' remote images (the sanitizer keeps https sources only); blob:/data: are
    // the app's own (an uploaded logo before it is saved, the UI kit's inline icons).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectOrigins],
    'worker-src': ["'self'"], // PDF.js's worker, a file of the build
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The API's answers are data, never pages: nothing may load from them, nobody may frame them. */
export const API_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function helmetOptions(directives: Directives, https: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    xContentTypeOptions: true,
    // Only where the browser reached us over https; on plain http a browser ignores it anyway, and locally it would
    // pin 127.0.0.1 to https for a year. No includeSubDomains: the product does not own its parent domain's hosts.
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
  };
}

/**
 * The API's headers as plain values, for the answers Fastify gives before any hook runs (a malformed URL: app.ts's
 * frameworkErrors), where helmet's reply decorator does not exist yet. Same values as helmet writes for /api.
 */
export function earlyApiHeaders(https: boolean): Record<string, string> {
  const policy = Object.entries(API_DIRECTIVES)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
  return {
    'content-security-policy': policy,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(https ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}` } : {}),
  };
}

/**
 * Registers the headers. Call before any route is added: the /api routes get the API policy, the portal's pages and
 * files the portal build's, from an onRoute hook.
 * Returns what the not-found handler needs to give an unknown /api URL the API policy too.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): Promise<{ applyApiHeaders(reply: FastifyReply): void }> {
  const https = options.publicBaseUrl.startsWith('https:');
  for (const [name, distDir, build] of [
    ['ADMIN_DIST_DIR', options.adminDistDir, 'admin app'],
    ['PORTAL_DIST_DIR', options.portalDistDir, 'portal'],
  ] as const) {
    if (distDir && !existsSync(path.join(path.resolve(distDir), CSP_MANIFEST))) {
      app.log.warn(
        `${name} has no ${CSP_MANIFEST}: its pages may call only their own origin (rebuild the ${build})`,
      );
    }
  }
  const apiOptions = helmetOptions(API_DIRECTIVES, https);
  const portalOptions = helmetOptions(
    pageDirectives(buildConnectOrigins(options.portalDistDir), https),
    https,
  );
  app.addHook('onRoute', (route) => {
    if (isApiUrl(route.url))
      route.helmet = apiOptions; // helmet's own onRoute hook, registered next, takes it
    else if (isPortalUrl(route.url)) route.helmet = portalOptions;
  });
  // Every other answer is the admin app's (its pages, its files, the SPA fallback).
  const adminDirectives = pageDirectives(buildConnectOrigins(options.adminDistDir), https);
  await app.register(fastifyHelmet, helmetOptions(adminDirectives, https));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  return {
    applyApiHeaders(reply) {
      reply.helmet(apiOptions);
    },
  };
}
