import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { authenticate } from './auth/authenticate.ts';
import { authorize } from './auth/authorize.ts';
import { type Contract } from '@backoffice/contract';
import { loadContract } from '@backoffice/contract/node';
import { registerBinaryBodies } from './http/binary-bodies.ts';
import { registerSignedBodies } from './http/signed-bodies.ts';
import { registerFormBodies } from './http/form-bodies.ts';
import { registerCompression } from './http/compression.ts';
import { frameworkErrors, isApiUrl, registerErrorHandler } from './http/error-handler.ts';
import { withRedactedUrls } from './http/log-redaction.ts';
import { sendProblem } from './http/problem.ts';
import { registerContractRoutes } from './http/register-contract-routes.ts';
import { DEFAULT_RATE_LIMITS, registerRateLimits, type RateLimitSettings } from './http/rate-limits.ts';
import { earlyApiHeaders, registerSecurityHeaders } from './http/security-headers.ts';
import { registerAdminApp } from './http/static-admin.ts';
import { registerJobKinds } from './job-kinds.ts';
import { PORTAL_FILES_PREFIX, registerPortalApp } from './http/static-portal.ts';
import { createHandlers } from './routes/index.ts';
import type { WhatsappServerSettings } from './config.ts';
import type { AppDependencies } from './routes/types.ts';

export interface BuildAppOptions extends AppDependencies {
  /** Serve the built admin app from here (SPA fallback to index.html); unset → API only. */
  adminDistDir?: string;
  /** Serve the built portal from here: its pages (/v/*, /aprovacao/*) and its files (/portal/*); unset → not served. */
  portalDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Which proxies' X-Forwarded-For to believe for `request.ip` (the address recorded as voter evidence): TRUST_PROXY,
   * default false — the socket's address.
   */
  trustProxy?: boolean | string | number;
  /** Defaults to openapi/openapi.yaml. */
  contract?: Contract;
  /** Defaults to the real handlers; tests replace it to prove the contract check. */
  handlers?: Partial<Record<string, unknown>>;
  /** PUBLIC_BASE_URL: when https, the answers carry HSTS (security-headers.ts). Default: plain http. */
  publicBaseUrl?: string;
  /** The public endpoints' rate limits (http/rate-limits.ts); false turns them off. Default: DEFAULT_RATE_LIMITS. */
  rateLimits?: RateLimitSettings | false;
  /** The WhatsApp Cloud API's webhook secrets (config.ts WHATSAPP_*); undefined: the webhook refuses every post. */
  whatsapp?: Pick<WhatsappServerSettings, 'appSecret' | 'verifyToken'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** 'METHOD /url' of every route registered under /api. */
    apiRoutes: string[];
  }
}

/** The HTTP server: contract routes under /api, problem+json errors, and optionally the admin app and the portal. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const {
    database,
    tokenVerifier,
    identityGateway,
    fileStorage,
    mailer,
    ballotBatcher,
    adminDistDir,
    portalDistDir,
    logger = false,
    trustProxy = false,
    publicBaseUrl = 'http://127.0.0.1',
    rateLimits = DEFAULT_RATE_LIMITS,
    whatsapp,
  } = options;
  const contract = options.contract ?? loadContract();
  // The jobs its requests queue, runnable by any runner in this process (main.ts starts one after this).
  registerJobKinds();
  // Fastify answers a bad URL before any hook runs: its 400 problem takes the API's security headers here.
  const earlyHeaders = earlyApiHeaders(publicBaseUrl.startsWith('https:'));
  const app = Fastify({
    logger: withRedactedUrls(logger),
    trustProxy: trustProxy as FastifyServerOptions['trustProxy'],
    frameworkErrors(error, request, reply) {
      reply.headers(earlyHeaders);
      frameworkErrors(error, request, reply); // a bad URL is a 400 problem too
    },
  });

  const apiRoutes: string[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (isApiUrl(route.url)) apiRoutes.push(`${method} ${route.url}`);
  });
  app.decorateRequest('session', null);
  registerErrorHandler(app);
  // Before any route: every answer gets its security headers, the public operations their rate limits.
  const securityHeaders = await registerSecurityHeaders(app, { publicBaseUrl, adminDistDir, portalDistDir });
  if (rateLimits) await registerRateLimits(app, database, rateLimits);
  // Its onRoute hook must see every API route; its onSend hook runs after the others, on the final body.
  await registerCompression(app);
  registerBinaryBodies(app); // image uploads: before the contract routes, which it hooks as they are added
  registerSignedBodies(app); // the WhatsApp webhook's raw bytes, for its signature: likewise
  registerFormBodies(app); // the unsubscribe link's one-click POST

  const handlers =
    options.handlers ??
    createHandlers({
      database,
      tokenVerifier,
      identityGateway,
      fileStorage,
      mailer,
      ballotBatcher,
      ...(whatsapp ? { whatsapp } : {}),
    });
  registerContractRoutes(app, contract, handlers, authenticate(tokenVerifier, database), (access) =>
    authorize(access, database),
  );

  if (adminDistDir) await registerAdminApp(app, adminDistDir);
  if (portalDistDir) await registerPortalApp(app, portalDistDir);

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing file of the portal's build is a 404, never the admin's page.
    if (adminDistDir && isPage && !isApiUrl(request.url) && !request.url.startsWith(PORTAL_FILES_PREFIX)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    securityHeaders.applyApiHeaders(reply);
    return sendProblem(reply, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}`);
  });

  await app.ready();
  return app;
}
