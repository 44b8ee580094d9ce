// Seeds the demo users into a running cognito-local through the AWS SDK, and the helpers the e2e tests use.
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { poolFile, readJson } from './cognito-files.mjs';
import { DEMO_USERS, FIRST_ACCESS_EMAIL } from './demo-users.mjs';
import { LOCAL_COGNITO_ENDPOINT, LOCAL_POOL_ID, cognitoWorkDir } from './local-identity.mjs';

/**
 * @typedef {import('./demo-users.mjs').DemoUser} DemoUser
 * @typedef {object} PoolTarget
 * @property {string} [endpoint] cognito-local's URL (default http://127.0.0.1:9229)
 * @property {string} [poolId]
 */

/** An SDK client for cognito-local: it accepts any credentials. @param {string} endpoint */
export function createLocalIdentityClient(endpoint) {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * Creates the demo users that are missing, each with its fixed `sub`; existing users are left as they are. A demo
 * user exists when the pool has its subject, or (a pool seeded before subjects were fixed) its e-mail: the API then
 * binds the row to whatever subject the pool gave it (apps/api/src/identity/bind-pool-subjects.ts).
 * @param {PoolTarget & { users?: readonly DemoUser[] }} [target]
 * @returns {Promise<{ created: string[], existing: string[] }>}
 */
export async function seedDemoUsers({
  endpoint = LOCAL_COGNITO_ENDPOINT,
  poolId = LOCAL_POOL_ID,
  users = DEMO_USERS,
} = {}) {
  const client = createLocalIdentityClient(endpoint);
  /** @type {{ created: string[], existing: string[] }} */
  const result = { created: [], existing: [] };
  try {
    const known = await listKnown(client, poolId);
    for (const user of users) {
      if (known.subjects.has(user.sub) || known.emails.has(user.email)) {
        result.existing.push(user.email);
      } else {
        await createDemoUser(client, poolId, user);
        result.created.push(user.email);
      }
    }
  } finally {
    client.destroy();
  }
  return result;
}

/**
 * Deletes a demo user and creates it again in its demo state, with the same subject (e.g. after a test changed its
 * password or its e-mail). Found by its subject (cognito-local takes a `sub` as Username), else by its e-mail.
 * @param {string} email one of DEMO_USERS
 * @param {PoolTarget} [target]
 */
export async function resetDemoUser(
  email,
  { endpoint = LOCAL_COGNITO_ENDPOINT, poolId = LOCAL_POOL_ID } = {},
) {
  const user = DEMO_USERS.find((candidate) => candidate.email === email.toLowerCase());
  if (!user) throw new Error(`${email} is not a demo user`);
  const client = createLocalIdentityClient(endpoint);
  try {
    for (const username of [user.sub, user.email]) {
      try {
        await client.send(new AdminDeleteUserCommand({ UserPoolId: poolId, Username: username }));
        break;
      } catch (error) {
        if (!isUserNotFound(error)) throw error;
      }
    }
    await createDemoUser(client, poolId, user);
  } finally {
    client.destroy();
  }
}

/** Puts primeiro-acesso@demo.local back in FORCE_CHANGE_PASSWORD with its temporary password. @param {PoolTarget} [target] */
export function resetFirstAccessUser(target) {
  return resetDemoUser(FIRST_ACCESS_EMAIL, target);
}

/**
 * The ForgotPassword code cognito-local stored for `email` (it keeps the latest one in the pool file), or null.
 * @param {string} email
 * @param {{ workDir?: string, poolId?: string }} [where] workDir: cognito-local's working directory
 * @returns {Promise<string | null>}
 */
export async function readLatestConfirmationCode(
  email,
  { workDir = cognitoWorkDir(), poolId = LOCAL_POOL_ID } = {},
) {
  const pool = await readPoolFile(poolFile(workDir, poolId));
  if (!pool) throw new Error(`no user pool file for ${poolId} in ${workDir}`);
  /** @type {{ Attributes?: { Name: string, Value?: string }[], ConfirmationCode?: string }[]} */
  const users = Object.values(pool.Users ?? {});
  const wanted = email.toLowerCase();
  const user = users.find((candidate) =>
    candidate.Attributes?.some((a) => a.Name === 'email' && a.Value?.toLowerCase() === wanted),
  );
  if (!user) throw new Error(`${email} is not in the pool ${poolId}`);
  return user.ConfirmationCode ?? null;
}

/**
 * cognito-local rewrites the pool file in place, so a read can see it half-written: read again shortly after.
 * @param {string} file
 */
async function readPoolFile(file) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await readJson(file);
    } catch (error) {
      if (!(error instanceof SyntaxError) || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/**
 * Waits for a ForgotPassword code for `email` other than `previous` (read it before asking for a new code): the API
 * may answer 202 before cognito-local has stored the code.
 * @param {string} email
 * @param {{ previous?: string | null, timeoutMs?: number, workDir?: string, poolId?: string }} [options]
 * @returns {Promise<string>}
 */
export async function waitForConfirmationCode(email, { previous = null, timeoutMs = 10_000, ...where } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const code = await readLatestConfirmationCode(email, where);
    if (code && code !== previous) return code;
    if (Date.now() > deadline)
      throw new Error(`no new confirmation code for ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * E-mails and subjects of the pool's users (one listing instead of an AdminGetUser per user, which cognito-local logs
 * as an error).
 * @param {CognitoIdentityProviderClient} client
 * @param {string} poolId
 */
async function listKnown(client, poolId) {
  /** @type {{ emails: Set<string>, subjects: Set<string> }} */
  const known = { emails: new Set(), subjects: new Set() };
  /** @type {string | undefined} */
  let token;
  do {
    const page = await client.send(new ListUsersCommand({ UserPoolId: poolId, PaginationToken: token }));
    for (const user of page.Users ?? []) {
      const value = (/** @type {string} */ name) =>
        user.Attributes?.find((attribute) => attribute.Name === name)?.Value;
      const email = value('email');
      const sub = value('sub');
      if (email) known.emails.add(email.toLowerCase());
      if (sub) known.subjects.add(sub);
    }
    token = page.PaginationToken;
  } while (token);
  return known;
}

/** @param {CognitoIdentityProviderClient} client @param {string} poolId @param {DemoUser} user */
async function createDemoUser(client, poolId, user) {
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: poolId,
      Username: user.email,
      TemporaryPassword: user.firstAccess ? user.password : `Tmp-${crypto.randomUUID()}`,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        // cognito-local keeps a given `sub` (Cognito itself always makes its own): the API's demo rows are bound to it.
        { Name: 'sub', Value: user.sub },
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: user.name },
        { Name: 'custom:companyId', Value: user.companyId },
      ],
    }),
  );
  if (!user.firstAccess) {
    // cognito-local implements AdminSetUserPassword: Permanent turns the user CONFIRMED.
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: poolId,
        // By subject: another pool user may have taken this e-mail meanwhile (UpdateUserAttributes).
        Username: user.sub,
        Password: user.password,
        Permanent: true,
      }),
    );
  }
}

/** @param {unknown} error */
function isUserNotFound(error) {
  return error instanceof Error && error.name === 'UserNotFoundException';
}
