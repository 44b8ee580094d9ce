// Fixed identifiers of the local (development-only) identity: the same values the API and the admin app default to;
// and a test hook that reads what cognito-local generated.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const LOCAL_POOL_ID = 'local_devpool';
export const LOCAL_CLIENT_ID = 'devclient0000000000000000';
export const LOCAL_HOST = '127.0.0.1';
export const COGNITO_PORT = 9229;
export const PROXY_PORT = 9230;
export const API_PORT = 3000;
export const LOCAL_COGNITO_ENDPOINT = `http://${LOCAL_HOST}:${COGNITO_PORT}`;
export const LOCAL_PROXY_ENDPOINT = `http://${LOCAL_HOST}:${PROXY_PORT}`;

/** @param {NodeJS.ProcessEnv} [env] */
export function dataDir(env = process.env) {
  return env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(REPO_ROOT, '.data');
}

/** The working directory of cognito-local: it keeps its files in `./.cognito/` of it. */
export function cognitoWorkDir(env = process.env) {
  return path.join(dataDir(env), 'cognito');
}

/**
 * The temporary password cognito-local generated for a user made by AdminCreateUser without one (the API's
 * createUser), or null once the user has set a password of their own. Test hook for the e2e: sign in as a user the
 * product created (first sign-in → NEW_PASSWORD_REQUIRED). Reads the pool file in the product's DATA_DIR, as
 * readLatestConfirmationCode does for codes.
 * @param {string} email
 * @param {{ workDir?: string, poolId?: string }} [where] workDir: cognito-local's working directory
 * @returns {Promise<string | null>}
 */
export async function readTemporaryPassword(
  email,
  { workDir = cognitoWorkDir(), poolId = LOCAL_POOL_ID } = {},
) {
  // cognito-files.mjs poolFile(), spelled out: that module imports this one.
  const file = path.join(workDir, '.cognito', 'db', `${poolId}.json`);
  /** @type {{ Users?: Record<string, { Attributes?: { Name: string, Value?: string }[], Password?: string, UserStatus?: string }> }} */
  const pool = await readChangingJson(file);
  const wanted = email.toLowerCase();
  const user = Object.values(pool.Users ?? {}).find((candidate) =>
    candidate.Attributes?.some((a) => a.Name === 'email' && a.Value?.toLowerCase() === wanted),
  );
  if (!user) throw new Error(`${email} is not in the pool ${poolId} (${file})`);
  // cognito-local keeps the user's password in clear; it is the temporary one only until the first sign-in.
  return user.UserStatus === 'FORCE_CHANGE_PASSWORD' ? (user.Password ?? null) : null;
}

/**
 * A JSON file another process rewrites in place (cognito-local's pool): a read may see it half-written, so read
 * again shortly after.
 * @param {string} file
 */
async function readChangingJson(file) {
  for (let attempt = 1; ; attempt++) {
    try {
      return JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      if (!(error instanceof SyntaxError) || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
