// What the stack runs with: the local pool (default) or the caller's Cognito pool, and the env of the API and the
// web apps' builds derived from it.
import { ADMIN_DIST_DIR, PORTAL_DIST_DIR } from './app-build.mjs';
import {
  API_PORT,
  COGNITO_PORT,
  LOCAL_CLIENT_ID,
  LOCAL_COGNITO_ENDPOINT,
  LOCAL_HOST,
  LOCAL_POOL_ID,
  PROXY_PORT,
} from './local-identity.mjs';
import { SMTP_SINK_HTTP_PORT, SMTP_SINK_PORT } from './smtp-sink.mjs';
import { WHATSAPP_SIM_ACCOUNT, WHATSAPP_SIM_PORT } from './whatsapp-sim.mjs';

/**
 * @typedef {object} StackSettings
 * @property {boolean} localIdentity true: cognito-local + the proxy are started and seeded
 * @property {string} poolId
 * @property {string} clientId
 * @property {string | undefined} endpoint the API's COGNITO_ENDPOINT (undefined: real AWS)
 * @property {LocalPorts} localPorts where cognito-local and the proxy listen (local identity only)
 * @property {number} apiPort
 * @property {string} url where the product answers
 * @property {Record<string, string>} apiEnv variables added to the API's environment
 * @property {Record<string, string>} viteEnv variables of the builds (each app keeps those it reads: app-build.mjs)
 * @property {MailSettings} mail
 * @property {WhatsappSettings} whatsapp
 */

/**
 * @typedef {object} WhatsappSettings
 * @property {boolean} localSimulator true: the stack runs the WhatsApp Cloud API simulator and points the API at it
 * @property {number} port the simulator's port (WHATSAPP_SIM_PORT, default 1090)
 * @property {string} apiUrl the Cloud API's base URL the API uses (WHATSAPP_API_URL)
 * @property {string | undefined} pageUrl where the simulator's messages are read (undefined: no simulator)
 */

/**
 * @typedef {object} MailSettings
 * @property {boolean} localSink true: the stack runs the SMTP sink and points the API's SMTP_URL at it
 * @property {number} smtpPort the sink's SMTP port (SMTP_SINK_PORT, default 1025)
 * @property {number} httpPort the sink's HTTP port (SMTP_SINK_HTTP_PORT, default 1080)
 * @property {string} smtpUrl what the API sends through
 * @property {string | undefined} httpUrl where the sink's messages are read (undefined: no sink)
 */

/**
 * @typedef {{ cognito: number, proxy: number }} LocalPorts
 */

/**
 * Local identity unless the caller points COGNITO_USER_POOL_ID / COGNITO_ENDPOINT elsewhere.
 * @param {NodeJS.ProcessEnv} env
 * @param {LocalPorts} [localPorts] other ports than 9229/9230 (tests)
 * @returns {StackSettings}
 */
export function resolveSettings(env, localPorts = { cognito: COGNITO_PORT, proxy: PROXY_PORT }) {
  const apiPort = portFrom(env, 'PORT', API_PORT);
  const mail = mailSettings(env);
  const whatsapp = whatsappSettings(env);
  const url = `http://${LOCAL_HOST}:${apiPort}`;
  const poolId = env.COGNITO_USER_POOL_ID;
  const endpoint = env.COGNITO_ENDPOINT;
  const localIdentity =
    (!poolId || poolId === LOCAL_POOL_ID) && (!endpoint || endpoint === LOCAL_COGNITO_ENDPOINT);
  /** @type {Record<string, string>} */
  const helpUrl = env.VITE_HELP_URL ? { VITE_HELP_URL: env.VITE_HELP_URL } : {};

  if (localIdentity) {
    const cognitoEndpoint = `http://${LOCAL_HOST}:${localPorts.cognito}`;
    return {
      localIdentity,
      poolId: LOCAL_POOL_ID,
      clientId: LOCAL_CLIENT_ID,
      endpoint: cognitoEndpoint,
      localPorts,
      apiPort,
      url,
      apiEnv: apiEnvFor(apiPort, LOCAL_POOL_ID, LOCAL_CLIENT_ID, cognitoEndpoint, mail, whatsapp),
      viteEnv: {
        VITE_COGNITO_USER_POOL_ID: LOCAL_POOL_ID,
        VITE_COGNITO_CLIENT_ID: LOCAL_CLIENT_ID,
        VITE_COGNITO_ENDPOINT: `http://${LOCAL_HOST}:${localPorts.proxy}`,
        ...helpUrl,
      },
      mail,
      whatsapp,
    };
  }
  const clientId = env.COGNITO_CLIENT_ID;
  if (!poolId || !clientId) {
    throw new Error('To use your own Cognito pool set both COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID.');
  }
  return {
    localIdentity,
    poolId,
    clientId,
    endpoint,
    localPorts,
    apiPort,
    url,
    apiEnv: apiEnvFor(apiPort, poolId, clientId, endpoint, mail, whatsapp),
    viteEnv: {
      VITE_COGNITO_USER_POOL_ID: env.VITE_COGNITO_USER_POOL_ID ?? poolId,
      VITE_COGNITO_CLIENT_ID: env.VITE_COGNITO_CLIENT_ID ?? clientId,
      // Empty = no endpoint override: Amplify talks to AWS for the pool's region.
      VITE_COGNITO_ENDPOINT: env.VITE_COGNITO_ENDPOINT ?? endpoint ?? '',
      ...helpUrl,
    },
    mail,
    whatsapp,
  };
}

/**
 * @param {NodeJS.ProcessEnv} env @param {string} name @param {number} fallback
 * @returns {number}
 */
function portFrom(env, name, fallback) {
  const value = env[name];
  const port = value ? Number(value) : fallback;
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`${name} must be a port number, got "${value}"`);
  return port;
}

/**
 * The SMTP sink unless the caller names an SMTP server of their own (SMTP_URL).
 * @param {NodeJS.ProcessEnv} env
 * @returns {MailSettings}
 */
function mailSettings(env) {
  const smtpPort = portFrom(env, 'SMTP_SINK_PORT', SMTP_SINK_PORT);
  const httpPort = portFrom(env, 'SMTP_SINK_HTTP_PORT', SMTP_SINK_HTTP_PORT);
  if (env.SMTP_URL)
    return { localSink: false, smtpPort, httpPort, smtpUrl: env.SMTP_URL, httpUrl: undefined };
  return {
    localSink: true,
    smtpPort,
    httpPort,
    smtpUrl: `smtp://${LOCAL_HOST}:${smtpPort}`,
    httpUrl: `http://${LOCAL_HOST}:${httpPort}`,
  };
}

/**
 * The WhatsApp Cloud API simulator unless the caller names a Cloud API of their own (WHATSAPP_API_URL, with its
 * WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN and WHATSAPP_APP_SECRET passed through to the API).
 * @param {NodeJS.ProcessEnv} env
 * @returns {WhatsappSettings}
 */
function whatsappSettings(env) {
  const port = portFrom(env, 'WHATSAPP_SIM_PORT', WHATSAPP_SIM_PORT);
  if (env.WHATSAPP_API_URL)
    return { localSimulator: false, port, apiUrl: env.WHATSAPP_API_URL, pageUrl: undefined };
  const url = `http://${LOCAL_HOST}:${port}`;
  return { localSimulator: true, port, apiUrl: url, pageUrl: url };
}

/**
 * @param {number} port @param {string} poolId @param {string} clientId @param {string | undefined} endpoint
 * @param {MailSettings} mail @param {WhatsappSettings} whatsapp
 * @returns {Record<string, string>}
 */
function apiEnvFor(port, poolId, clientId, endpoint, mail, whatsapp) {
  return {
    PORT: String(port),
    HOST: LOCAL_HOST,
    COGNITO_USER_POOL_ID: poolId,
    COGNITO_CLIENT_ID: clientId,
    ...(endpoint ? { COGNITO_ENDPOINT: endpoint } : {}),
    ADMIN_DIST_DIR,
    PORTAL_DIST_DIR,
    SMTP_URL: mail.smtpUrl,
    WHATSAPP_API_URL: whatsapp.apiUrl,
    // The simulator's business; a real Cloud API's come from the caller's environment.
    ...(whatsapp.localSimulator
      ? {
          WHATSAPP_API_VERSION: WHATSAPP_SIM_ACCOUNT.apiVersion,
          WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_SIM_ACCOUNT.phoneNumberId,
          WHATSAPP_ACCESS_TOKEN: WHATSAPP_SIM_ACCOUNT.accessToken,
          WHATSAPP_APP_SECRET: WHATSAPP_SIM_ACCOUNT.appSecret,
          WHATSAPP_VERIFY_TOKEN: WHATSAPP_SIM_ACCOUNT.verifyToken,
        }
      : {}),
  };
}

/** Browser origins the identity proxy answers CORS for: the product and the Vite dev/preview servers. @param {number} apiPort */
export function adminOrigins(apiPort) {
  return [apiPort, 5173, 4173].flatMap((port) => [
    `http://${LOCAL_HOST}:${port}`,
    `http://localhost:${port}`,
  ]);
}

/** The pnpm command from bootstrap.mjs (`PNPM`, possibly "npx -y pnpm@10.34.9") as argv. @param {NodeJS.ProcessEnv} env */
export function pnpmCommand(env) {
  return (env.PNPM?.trim() || 'pnpm').split(/\s+/);
}
