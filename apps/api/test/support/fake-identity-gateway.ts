import { DEMO_COMPANIES, type IdentityGateway } from '../../src/index.ts';
import type {
  NewPoolUser,
  NewPoolUserOptions,
  PoolUserChanges,
} from '../../src/identity/identity-gateway.ts';
import { TEST_ISSUER, testSubject } from './tokens.ts';

type Outcome = Awaited<ReturnType<IdentityGateway['forgotPassword']>>;

export type PoolCall =
  | { op: 'createUser'; user: NewPoolUser; temporaryPassword?: string }
  | { op: 'deleteUser'; email: string }
  | { op: 'updateUser'; email: string; changes: PoolUserChanges }
  | { op: 'usersWithEmail'; email: string };

export interface FakePoolUser {
  /** The pool's `sub`: a demo user's fixed one, `sub-<e-mail at creation>` for the others (tokens.ts signs it). */
  subject: string;
  name: string;
  /** `custom:companyId`; undefined for a user made without it (as the dev stack seeds the demo users). */
  companyId: string | undefined;
  enabled: boolean;
  /** The temporary password the caller gave at creation (the pool then sent no invitation). */
  temporaryPassword?: string;
}

/**
 * A user pool in memory, holding the demo users (as tools/dev-stack seeds them). Records forgot-password calls (`calls`, answered with `next`) and the user calls
 * (`poolCalls`, applied to `users` by e-mail: a duplicate e-mail is 'email_taken', a missing user's delete 'missing').
 * A user it creates gets the subject `sub-<e-mail>` (what tokens.ts signs for that e-mail); `nextSubject` overrides
 * the next one (e.g. a user created again after a delete gets a new subject, as in Cognito).
 * `fail` makes every user call of that operation reject (like the pool being down) until it is cleared.
 */
export function fakeIdentityGateway() {
  const calls: string[] = [];
  const poolCalls: PoolCall[] = [];
  const users = new Map<string, FakePoolUser>(
    DEMO_COMPANIES.flatMap((company) =>
      company.users.map(
        (user) =>
          [
            user.email,
            { subject: user.subject, name: user.name, companyId: company.id, enabled: true },
          ] as const,
      ),
    ),
  );
  const gateway = {
    issuer: TEST_ISSUER,
    calls,
    nextSubject: undefined as string | undefined,
    poolCalls,
    users,
    next: 'sent' as Outcome | Error,
    fail: {} as Partial<Record<PoolCall['op'], Error>>,
    /** Forgets every recorded call and failure (the users stay). */
    reset() {
      calls.length = 0;
      poolCalls.length = 0;
      gateway.fail = {};
    },
    async forgotPassword(email: string): Promise<Outcome> {
      calls.push(email);
      if (gateway.next instanceof Error) throw gateway.next;
      return gateway.next;
    },
    async createUser(user: NewPoolUser, { temporaryPassword }: NewPoolUserOptions = {}) {
      poolCalls.push({ op: 'createUser', user, ...(temporaryPassword ? { temporaryPassword } : {}) });
      if (gateway.fail.createUser) throw gateway.fail.createUser;
      if (users.has(user.email)) return 'email_taken' as const;
      const subject = gateway.nextSubject ?? testSubject(user.email);
      gateway.nextSubject = undefined;
      users.set(user.email, {
        subject,
        name: user.name,
        companyId: user.companyId,
        enabled: true,
        ...(temporaryPassword ? { temporaryPassword } : {}),
      });
      return { issuer: TEST_ISSUER, subject };
    },
    async deleteUser(email: string) {
      poolCalls.push({ op: 'deleteUser', email });
      if (gateway.fail.deleteUser) throw gateway.fail.deleteUser;
      const existed = users.delete(email);
      return existed ? ('deleted' as const) : ('missing' as const);
    },
    async updateUser(email: string, changes: PoolUserChanges) {
      poolCalls.push({ op: 'updateUser', email, changes });
      if (gateway.fail.updateUser) throw gateway.fail.updateUser;
      const user = users.get(email);
      if (!user) throw Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' });
      const newEmail = changes.newEmail ?? email;
      if (newEmail !== email && users.has(newEmail)) return 'email_taken' as const;
      users.delete(email);
      users.set(newEmail, {
        ...user,
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.enabled !== undefined ? { enabled: changes.enabled } : {}),
      });
      return 'updated' as const;
    },
    async usersWithEmail(email: string) {
      poolCalls.push({ op: 'usersWithEmail', email });
      if (gateway.fail.usersWithEmail) throw gateway.fail.usersWithEmail;
      const user = users.get(email);
      return user ? [{ subject: user.subject, companyId: user.companyId }] : [];
    },
  };
  return gateway satisfies IdentityGateway;
}
