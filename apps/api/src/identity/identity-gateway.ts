import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminUpdateUserAttributesCommand,
  AliasExistsException,
  CognitoIdentityProviderClient,
  ForgotPasswordCommand,
  LimitExceededException,
  ListUsersCommand,
  TooManyRequestsException,
  UserNotFoundException,
  UsernameExistsException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { defaultIssuer } from '../config.ts';
import type { PoolIdentity } from '../db/tenant.ts';

export type ForgotPasswordOutcome = 'sent' | 'unknown_user' | 'attempt_limit';

export interface NewPoolUser {
  /** Lower-cased; the pool's username (the pool signs in by e-mail). */
  email: string;
  name: string;
  /** Written as `custom:companyId`. The role is not written: the database is its one source. */
  companyId: string;
}

export interface NewPoolUserOptions {
  /** The user's temporary password, given instead of the pool's own; the pool then sends no invitation. */
  temporaryPassword?: string;
}

export interface PoolUserChanges {
  name?: string;
  /** The new e-mail (lower-cased); written verified, so the user signs in with it at once. */
  newEmail?: string;
  /** false → AdminDisableUser, true → AdminEnableUser. */
  enabled?: boolean;
}

/** A user of the pool found by their e-mail (for the start-up back-fill of unbound users). */
export interface PoolUserMatch {
  subject: string;
  /** The pool's `custom:companyId`, when the user has one. */
  companyId: string | undefined;
}

/** The user pool, as far as the server talks to it. Failures other than the outcomes named here reject. */
export interface IdentityGateway {
  /** The issuer of the pool's ID tokens (`iss`): with a subject, who a user is. */
  readonly issuer: string;
  /** Asks the pool to send a reset code. */
  forgotPassword(email: string): Promise<ForgotPasswordOutcome>;
  /**
   * AdminCreateUser: the pool generates the temporary password and e-mails it (first sign-in → NEW_PASSWORD_REQUIRED);
   * with `temporaryPassword`, the user gets that one and the pool sends nothing (whoever gave it sends the
   * invitation: identity/invitation-mail.ts). Answers the new user's pool identity (the issuer and the `sub` the
   * pool gave it), or 'email_taken' when the pool already has a user with this e-mail.
   */
  createUser(user: NewPoolUser, options?: NewPoolUserOptions): Promise<PoolIdentity | 'email_taken'>;
  /** AdminDeleteUser; a user the pool does not have counts as deleted ('missing'). */
  deleteUser(email: string): Promise<'deleted' | 'missing'>;
  /**
   * AdminUpdateUserAttributes (name, e-mail), then AdminDisableUser / AdminEnableUser. 'email_taken' when the new
   * e-mail belongs to another user of the pool (nothing was changed then).
   */
  updateUser(email: string, changes: PoolUserChanges): Promise<'updated' | 'email_taken'>;
  /** ListUsers filtered by e-mail: every pool user whose `email` attribute is this one (none, one, or several). */
  usersWithEmail(email: string): Promise<PoolUserMatch[]>;
}

export interface CognitoGatewayOptions {
  userPoolId: string;
  clientId: string;
  /** cognito-local's URL; unset → AWS in the pool's region. */
  endpoint?: string | undefined;
  /** The ID tokens' `iss` (config.ts COGNITO_ISSUER); default: the pool's usual issuer for this endpoint. */
  issuer?: string | undefined;
  /**
   * Longest wait for one answer of the pool (default 5 s; connecting: at most 2 s). The user calls run inside a
   * database transaction (routes/users.ts), so a pool that does not answer must not hold it for long.
   */
  requestTimeoutMs?: number;
}

const AWS_POOL_ID = /^([a-z]{2}(-[a-z]+)+-\d)_/;

/** 'sa-east-1_AbC' → 'sa-east-1'; a local pool id has no region, any will do. */
export function regionOfPool(userPoolId: string): string {
  return AWS_POOL_ID.exec(userPoolId)?.[1] ?? 'sa-east-1';
}

export function createCognitoIdentityGateway({
  userPoolId,
  clientId,
  endpoint,
  issuer = defaultIssuer(userPoolId, endpoint),
  requestTimeoutMs = 5_000,
}: CognitoGatewayOptions): IdentityGateway {
  const client = new CognitoIdentityProviderClient({
    region: regionOfPool(userPoolId),
    ...(endpoint ? { endpoint } : {}),
    // The Admin* calls are signed. AWS: the default provider chain (role, environment). cognito-local (a pool id
    // without a region) accepts any signature, and a developer machine has no AWS credentials.
    ...(AWS_POOL_ID.test(userPoolId)
      ? {}
      : { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: Math.min(2_000, requestTimeoutMs),
      requestTimeout: requestTimeoutMs,
      // Without it this SDK only logs a warning and keeps waiting.
      throwOnRequestTimeout: true,
    },
  });
  return {
    issuer,

    async forgotPassword(email) {
      try {
        await client.send(new ForgotPasswordCommand({ ClientId: clientId, Username: email }));
        return 'sent';
      } catch (error) {
        if (error instanceof UserNotFoundException) return 'unknown_user';
        if (error instanceof LimitExceededException || error instanceof TooManyRequestsException)
          return 'attempt_limit';
        throw error;
      }
    },

    async createUser({ email, name, companyId }, { temporaryPassword } = {}) {
      let created;
      try {
        created = await client.send(
          new AdminCreateUserCommand({
            UserPoolId: userPoolId,
            Username: email,
            // Without a TemporaryPassword (and no MessageAction) the pool generates the password and sends the
            // invitation. With one, SUPPRESS: whoever chose it sends the invitation.
            ...(temporaryPassword === undefined
              ? {}
              : { TemporaryPassword: temporaryPassword, MessageAction: 'SUPPRESS' as const }),
            // cognito-local (like Cognito) defaults to SMS and refuses a user without a phone unless told EMAIL.
            DesiredDeliveryMediums: ['EMAIL'],
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
              { Name: 'name', Value: name },
              { Name: 'custom:companyId', Value: companyId },
            ],
          }),
        );
      } catch (error) {
        if (error instanceof UsernameExistsException || error instanceof AliasExistsException)
          return 'email_taken';
        throw error;
      }
      // AdminCreateUser answers with the user's attributes, `sub` among them: who the user is from now on.
      const subject = attribute(created.User?.Attributes, 'sub');
      if (!subject) throw new Error(`the pool created ${email} but did not say its sub`);
      return { issuer, subject };
    },

    async deleteUser(email) {
      try {
        await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: email }));
        return 'deleted';
      } catch (error) {
        if (error instanceof UserNotFoundException) return 'missing';
        throw error;
      }
    },

    async updateUser(email, { name, newEmail, enabled }) {
      const attributes: AttributeType[] = [];
      if (name !== undefined) attributes.push({ Name: 'name', Value: name });
      if (newEmail !== undefined && newEmail !== email)
        attributes.push({ Name: 'email', Value: newEmail }, { Name: 'email_verified', Value: 'true' });
      let username = email;
      if (attributes.length > 0) {
        try {
          await client.send(
            new AdminUpdateUserAttributesCommand({
              UserPoolId: userPoolId,
              Username: email,
              UserAttributes: attributes,
            }),
          );
        } catch (error) {
          if (error instanceof AliasExistsException || error instanceof UsernameExistsException)
            return 'email_taken';
          throw error;
        }
        username = newEmail ?? email;
      }
      if (enabled === false)
        await client.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: username }));
      if (enabled === true)
        await client.send(new AdminEnableUserCommand({ UserPoolId: userPoolId, Username: username }));
      return 'updated';
    },

    async usersWithEmail(email) {
      const matches: PoolUserMatch[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListUsersCommand({
            UserPoolId: userPoolId,
            Filter: `email = "${email.replace(/["\\]/g, '\\$&')}"`,
            PaginationToken: token,
          }),
        );
        for (const user of page.Users ?? []) {
          const subject = attribute(user.Attributes, 'sub');
          // A filter the pool did not apply (or applied loosely) must not bind anyone: the e-mail is checked here.
          if (subject && attribute(user.Attributes, 'email')?.toLowerCase() === email.toLowerCase())
            matches.push({ subject, companyId: attribute(user.Attributes, 'custom:companyId') });
        }
        token = page.PaginationToken;
      } while (token);
      return matches;
    },
  };
}

function attribute(attributes: readonly AttributeType[] | undefined, name: string): string | undefined {
  return attributes?.find((candidate) => candidate.Name === name)?.Value || undefined;
}
