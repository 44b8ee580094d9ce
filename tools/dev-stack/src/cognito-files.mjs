// Prepares the files cognito-local reads at start-up (`<workDir>/.cognito/`): its config, the app client and the
// user pool, all with stable ids. Existing users are kept; the config and our app client are rewritten every time.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCAL_CLIENT_ID, LOCAL_POOL_ID } from './local-identity.mjs';

/**
 * @typedef {object} CognitoFilesOptions
 * @property {string} issuerDomain e.g. http://127.0.0.1:9229 (tokens' `iss` = issuerDomain/poolId)
 * @property {string} [poolId]
 * @property {string} [clientId]
 */

/** @param {string} workDir */
export function cognitoDbDir(workDir) {
  return path.join(workDir, '.cognito', 'db');
}

/** @param {string} workDir @param {string} [poolId] */
export function poolFile(workDir, poolId = LOCAL_POOL_ID) {
  return path.join(cognitoDbDir(workDir), `${poolId}.json`);
}

/**
 * @param {string} workDir
 * @param {CognitoFilesOptions} options
 */
export async function prepareCognitoFiles(
  workDir,
  { issuerDomain, poolId = LOCAL_POOL_ID, clientId = LOCAL_CLIENT_ID },
) {
  const dbDir = cognitoDbDir(workDir);
  await mkdir(dbDir, { recursive: true });
  await writeJson(path.join(workDir, '.cognito', 'config.json'), {
    TokenConfig: { IssuerDomain: issuerDomain },
  });

  const clientsPath = path.join(dbDir, 'clients.json');
  const clients = (await readJson(clientsPath)) ?? { Clients: {} };
  const now = new Date().toISOString();
  clients.Clients = {
    ...clients.Clients,
    [clientId]: {
      ClientId: clientId,
      ClientName: 'backoffice-admin',
      UserPoolId: poolId,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      // Cognito's own defaults: one hour for the access and ID tokens, 30 days for the refresh token.
      AccessTokenValidity: 1,
      IdTokenValidity: 1,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
      EnableTokenRevocation: true,
      CreationDate: clients.Clients?.[clientId]?.CreationDate ?? now,
      LastModifiedDate: now,
    },
  };
  await writeJson(clientsPath, clients);

  const poolPath = poolFile(workDir, poolId);
  if (!(await readJson(poolPath))) {
    await writeJson(poolPath, {
      Users: {},
      Options: {
        Id: poolId,
        Name: 'backoffice-local',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
      },
    });
  }
}

/** @param {string} file @returns {Promise<any>} */
export async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
    throw error;
  }
}

/** @param {string} file @param {unknown} value */
async function writeJson(file, value) {
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}
