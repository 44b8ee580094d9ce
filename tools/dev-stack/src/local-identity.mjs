// Fixed identifiers of the local (development-only) identity: the same values the API and the admin app default to.
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
