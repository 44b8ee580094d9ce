import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseOptions } from './db/open-database.ts';
import { readRateLimits, type RateLimitSettings } from './http/rate-limits.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ApiConfig {
  host: string;
  port: number;
  database: DatabaseOptions;
  cognito: { userPoolId: string; clientId: string; endpoint: string | undefined; issuer: string };
  /**
   * Who e-mails a new user their temporary password: USER_INVITATIONS=`pool` (Cognito, with its own invitation
   * message) or `api` (the API, through SMTP_URL: identity/invitation-mail.ts). Default `pool` for an AWS pool id and
   * `api` for any other — a local pool (cognito-local) sends no e-mail, so the invitation reaches the dev stack's
   * SMTP sink instead.
   */
  userInvitations: UserInvitations;
  adminDistDir: string | undefined;
  portalDistDir: string | undefined;
  /** Where uploaded files (company logos) are kept: FILE_STORAGE_DIR, default <data dir>/files. */
  fileStorageDir: string;
  seedDemoData: boolean;
  /** Outgoing e-mail: SMTP_URL (default the dev stack's sink) and MAIL_FROM. */
  mail: { smtpUrl: string; from: string };
  /** Where people outside the app reach it (voter links in e-mails): PUBLIC_BASE_URL, no trailing slash. */
  publicBaseUrl: string;
  /**
   * The key of the voters' link tokens (HMAC-SHA256): VOTER_LINK_SECRET (at least 32 characters), required when
   * NODE_ENV=production. Elsewhere, when unset, a key generated once and kept in <data dir>/voter-link-secret, so
   * links sent in development keep working across restarts.
   */
  voterLinkSecret: { value: string } | { file: string };
  /**
   * TRUST_PROXY: whose X-Forwarded-For gives the client's address (the voter portal records it as evidence). Unset or
   * `false`: nobody's (the socket's address); `true`: any proxy's; a number: that many hops; otherwise a
   * comma-separated list of proxy addresses or CIDRs (Fastify's trustProxy).
   */
  trustProxy: boolean | number | string;
  /** The public endpoints' rate limits: RATE_LIMIT_* (`<max>/<window>`), RATE_LIMITS=off (http/rate-limits.ts). */
  rateLimits: RateLimitSettings | false;
  /**
   * The WhatsApp Cloud API (Meta's, or the dev stack's simulator): WHATSAPP_API_URL, WHATSAPP_API_VERSION (default
   * v23.0), WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET (signs the webhooks) and WHATSAPP_VERIFY_TOKEN (Meta's
   * subscription check). Undefined without a URL, token and secret: WhatsApp messages then fail as not configured
   * (and fall back to e-mail where the communication says so), and the webhook refuses every post.
   */
  whatsapp: WhatsappServerSettings | undefined;
}

export interface WhatsappServerSettings {
  apiUrl: string;
  apiVersion: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string | undefined;
}

export type UserInvitations = 'pool' | 'api';

export const LOCAL_POOL_ID = 'local_devpool';
const LOCAL_CLIENT_ID = 'devclient0000000000000000';
export const LOCAL_COGNITO_ENDPOINT = 'http://127.0.0.1:9229';
const LOCAL_SMTP_URL = 'smtp://127.0.0.1:1025';
const DEFAULT_MAIL_FROM = 'Backoffice <no-reply@backoffice.local>';

/** AWS pool ids start with their region ('sa-east-1_…'); anything else is a local pool. */
export function isAwsPoolId(userPoolId: string): boolean {
  return /^[a-z]{2}(-[a-z]+)+-\d_/.test(userPoolId);
}

/** Issuer of the pool's ID tokens: cognito-local puts `<endpoint>/<poolId>`, AWS its regional URL. */
export function defaultIssuer(userPoolId: string, endpoint: string | undefined): string {
  if (endpoint) return `${endpoint.replace(/\/+$/, '')}/${userPoolId}`;
  const region = userPoolId.split('_')[0];
  return `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
}

const MIN_VOTER_LINK_SECRET_CHARS = 32;

function voterLinkSecret(env: NodeJS.ProcessEnv, dataDir: string): ApiConfig['voterLinkSecret'] {
  const value = env.VOTER_LINK_SECRET;
  if (value) {
    if (value.length < MIN_VOTER_LINK_SECRET_CHARS)
      throw new Error(`VOTER_LINK_SECRET must have at least ${MIN_VOTER_LINK_SECRET_CHARS} characters`);
    return { value };
  }
  // Links e-mailed to voters must not depend on a key that only exists on one machine's disk.
  if (env.NODE_ENV === 'production')
    throw new Error('VOTER_LINK_SECRET must be set when NODE_ENV=production');
  return { file: path.join(dataDir, 'voter-link-secret') };
}

function trustProxy(value: string | undefined): boolean | number | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

function userInvitations(value: string | undefined, userPoolId: string): UserInvitations {
  const text = value?.trim() ?? '';
  if (text === '') return isAwsPoolId(userPoolId) ? 'pool' : 'api';
  if (text === 'pool' || text === 'api') return text;
  throw new Error(`USER_INVITATIONS must be 'pool' or 'api', got ${value}`);
}

function port(value: string | undefined): number {
  const parsed = Number(value ?? 3000);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new Error(`PORT must be a port number, got ${value}`);
  return parsed;
}

/** The API's settings from the environment (see README): local development defaults throughout. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const userPoolId = env.COGNITO_USER_POOL_ID || LOCAL_POOL_ID;
  // A local pool id without an endpoint can only mean cognito-local at its usual address.
  const endpoint = env.COGNITO_ENDPOINT || (isAwsPoolId(userPoolId) ? undefined : LOCAL_COGNITO_ENDPOINT);
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(REPO_ROOT, '.data');
  const listenPort = port(env.PORT);
  return {
    host: env.HOST || '127.0.0.1',
    port: listenPort,
    database: env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir },
    cognito: {
      userPoolId,
      clientId: env.COGNITO_CLIENT_ID || LOCAL_CLIENT_ID,
      endpoint,
      issuer: env.COGNITO_ISSUER || defaultIssuer(userPoolId, endpoint),
    },
    userInvitations: userInvitations(env.USER_INVITATIONS, userPoolId),
    adminDistDir: env.ADMIN_DIST_DIR ? path.resolve(env.ADMIN_DIST_DIR) : undefined,
    portalDistDir: env.PORTAL_DIST_DIR ? path.resolve(env.PORTAL_DIST_DIR) : undefined,
    fileStorageDir: env.FILE_STORAGE_DIR ? path.resolve(env.FILE_STORAGE_DIR) : path.join(dataDir, 'files'),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    mail: { smtpUrl: env.SMTP_URL || LOCAL_SMTP_URL, from: env.MAIL_FROM || DEFAULT_MAIL_FROM },
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://127.0.0.1:${listenPort}`).replace(/\/+$/, ''),
    voterLinkSecret: voterLinkSecret(env, dataDir),
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimits: readRateLimits(env),
    whatsapp: readWhatsapp(env),
  };
}

function readWhatsapp(env: NodeJS.ProcessEnv): WhatsappServerSettings | undefined {
  const {
    WHATSAPP_API_URL: apiUrl,
    WHATSAPP_ACCESS_TOKEN: accessToken,
    WHATSAPP_APP_SECRET: appSecret,
  } = env;
  if (!apiUrl || !accessToken || !appSecret) return undefined;
  return {
    apiUrl,
    apiVersion: env.WHATSAPP_API_VERSION || 'v23.0',
    accessToken,
    appSecret,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN || undefined,
  };
}
