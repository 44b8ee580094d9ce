import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { AppDatabase } from '../db/open-database.ts';
import { paramsProblem } from './problem.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

// Rate limits of the public endpoints (issue 15 §4), per client address (`request.ip`: see TRUST_PROXY; IPv6 by its
// /64) and, for forgot-password, per e-mail address. The counters are in the database (rate-limit-store.ts), shared
// by every API process. A refusal is 429 `attempt_limit` ("O limite de tentativas foi excedido, tente novamente mais
// tarde") with `params.retryAfter` (seconds) and a `Retry-After` header. They sit beside the per-link lockout of the
// voter portal (5 wrong tries lock one link): these bound what one client can try across many links.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's operation of the route (register-contract-routes.ts). */
    operationId?: string;
  }
}

export interface Limit {
  /** Requests allowed in a window... */
  max: number;
  /** ...of this many milliseconds (fixed windows). */
  windowMs: number;
}

export interface RateLimitSettings {
  /** POST /forgot-password for one e-mail address, from anywhere (the codes the pool e-mails to one person). */
  forgotPasswordPerAddress: Limit;
  /** POST /forgot-password from one client, whatever the address. */
  forgotPasswordPerClient: Limit;
  /** The voter portal's tries from one client, across every link: identity (last 4) and PIN together. */
  portalAccessPerClient: Limit;
  /** The voter portal's PIN requests from one client across links (each identity step e-mails a PIN when right). */
  portalPinRequestsPerClient: Limit;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  forgotPasswordPerAddress: { max: 5, windowMs: 60 * MINUTE },
  forgotPasswordPerClient: { max: 20, windowMs: 60 * MINUTE },
  portalAccessPerClient: { max: 30, windowMs: 15 * MINUTE },
  portalPinRequestsPerClient: { max: 10, windowMs: 60 * MINUTE },
};

/** The variable of each limit: `RATE_LIMIT_…=<max>/<window>`, the window in s, m or h (e.g. `5/1h`, `30/15m`). */
export const RATE_LIMIT_VARIABLES: Record<keyof RateLimitSettings, string> = {
  forgotPasswordPerAddress: 'RATE_LIMIT_FORGOT_PASSWORD_PER_ADDRESS',
  forgotPasswordPerClient: 'RATE_LIMIT_FORGOT_PASSWORD_PER_CLIENT',
  portalAccessPerClient: 'RATE_LIMIT_PORTAL_ACCESS_PER_CLIENT',
  portalPinRequestsPerClient: 'RATE_LIMIT_PORTAL_PIN_REQUESTS_PER_CLIENT',
};

const UNIT_MS = { s: 1000, m: MINUTE, h: 60 * MINUTE } as const;

export function parseLimit(name: string, value: string): Limit {
  const match = /^\s*(\d{1,9})\s*\/\s*(\d{1,6})\s*([smh])\s*$/.exec(value);
  const max = Number(match?.[1]);
  const windowMs = Number(match?.[2]) * UNIT_MS[(match?.[3] ?? 's') as keyof typeof UNIT_MS];
  if (!match || max < 1 || windowMs < 1000)
    throw new Error(
      `${name} must be <max>/<window> with the window in s, m or h (e.g. 5/1h), got "${value}"`,
    );
  return { max, windowMs };
}

/** The limits from the environment: RATE_LIMITS=off turns them all off (never in production); else defaults + overrides. */
export function readRateLimits(env: NodeJS.ProcessEnv): RateLimitSettings | false {
  if (env.RATE_LIMITS === 'off') {
    if (env.NODE_ENV === 'production') throw new Error('RATE_LIMITS=off is refused when NODE_ENV=production');
    return false;
  }
  const settings = { ...DEFAULT_RATE_LIMITS };
  for (const [limit, variable] of Object.entries(RATE_LIMIT_VARIABLES) as [
    keyof RateLimitSettings,
    string,
  ][]) {
    const value = env[variable];
    if (value) settings[limit] = parseLimit(variable, value);
  }
  return settings;
}

type KeyOf = (request: FastifyRequest) => string;

const client: KeyOf = (request) => normalizeIP(request.ip);
const emailAddress: KeyOf = (request) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

/** The limits each public operation counts, in order: the first one exceeded refuses (the later ones uncounted). */
const RULES: Record<string, readonly { limit: keyof RateLimitSettings; key: KeyOf }[]> = {
  forgotPassword: [
    { limit: 'forgotPasswordPerClient', key: client },
    { limit: 'forgotPasswordPerAddress', key: emailAddress },
  ],
  verifyPortalIdentity: [
    { limit: 'portalAccessPerClient', key: client },
    { limit: 'portalPinRequestsPerClient', key: client },
  ],
  verifyPortalPin: [{ limit: 'portalAccessPerClient', key: client }],
};

/** The operations that are rate limited (their contract entries declare the 429). */
export const RATE_LIMITED_OPERATIONS = Object.keys(RULES);

/**
 * Counts the limited operations' requests once they are valid (a preHandler hook: after the contract's validation,
 * before the handler). Register before the routes.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  database: AppDatabase,
  settings: RateLimitSettings,
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(database, app.log),
    skipOnError: true, // a database failure lets requests through (logged by the store) rather than refuse them all
  });
  const limiters = Object.fromEntries(
    Object.entries(RULES).map(([operationId, rules]) => [
      operationId,
      rules.map(({ limit, key }) => {
        const { max, windowMs } = settings[limit];
        return app.createRateLimit({
          max,
          timeWindow: windowMs,
          keyGenerator: (request) => `${limit}:${key(request)}`,
        });
      }),
    ]),
  );
  app.addHook('preHandler', async (request) => {
    const operationId = request.routeOptions.config?.operationId;
    for (const limiter of (operationId && limiters[operationId]) || []) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        const retryAfter = Math.max(1, result.ttlInSeconds);
        throw paramsProblem(
          'attempt_limit',
          { retryAfter },
          'Too many requests from this client or for this address',
          {
            'retry-after': String(retryAfter),
          },
        );
      }
    }
  });
}
