import type { FastifyBaseLogger } from 'fastify';
import type { operations, Pagination, User } from '@backoffice/api-client';
import { canManageRole, type Role } from '@backoffice/domain';
import { withTenant, type TenantTransaction } from '../db/tenant.ts';
import { fieldProblem, HttpProblem } from '../http/problem.ts';
import {
  bindPoolIdentity,
  deleteUserRow,
  emailOwner,
  firstWorkspaceByName,
  insertUser,
  isEmailUniqueViolation,
  listUsers,
  loadUser,
  lockUser,
  replaceMemberships,
  unknownWorkspaces,
  updateUserRow,
  type UserListQuery,
} from '../services/users.ts';
import {
  requireSession,
  type AppDependencies,
  type JsonBody,
  type OperationId,
  type PathParams,
  type RouteHandler,
} from './types.ts';

// The pool and the database hold each user, so every write changes both or neither:
//
//   1. the database rows are written in a transaction (constraints, unique e-mail, row-level security checked);
//   2. still inside it, the pool is changed (a pool failure throws: the transaction rolls back, 502);
//   3. the transaction commits; when anything after step 2 fails (the commit included), what the pool did is undone,
//      newest first: a created pool user is deleted, a deleted one created again (the pool then e-mails a new
//      temporary password: the old password cannot be brought back, and the row is bound to the new pool subject),
//      changed attributes and enabled state reverted.
//
// The one window left: the process dies, or the undo call fails, between step 2 and the end of step 3 (or a pool
// call times out yet was applied: it counts as failed and is not undone). The pool and the database then disagree
// for that one user (an undo failure is logged with the e-mail, to fix by hand): a pool user without a row cannot
// open a session (the API finds no user for its subject) but keeps the e-mail taken in the pool; a row without a pool
// user cannot sign in: create the user in the pool again and clear the row's identity_issuer/identity_subject, and
// the next start binds it to the new subject (identity/bind-pool-subjects.ts).
// While step 2 runs, the transaction holds the user's row (and, on PGlite, the one connection): the gateway gives up
// after a few seconds (identity-gateway.ts).

type ListQuery = NonNullable<operations['listUsers']['parameters']['query']>;

const EMAIL_TAKEN = () => fieldProblem('email_taken', [{ field: 'email', code: 'email_taken' }]);

/** A pool call; anything but the outcomes it returns becomes 502 identity_unavailable (and the rollback). */
async function inPool<T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.error({ err: error }, 'user pool call failed');
    throw new HttpProblem('identity_unavailable');
  }
}

interface PoolUndo {
  /** Registers how to undo a pool change that has just succeeded. */
  done(description: string, undo: () => Promise<unknown>): void;
}

/**
 * Runs `work` (which opens and commits the tenant transaction); when it fails after pool changes, undoes them
 * newest first and fails as it would have.
 */
async function withPoolUndo<T>(log: FastifyBaseLogger, work: (pool: PoolUndo) => Promise<T>): Promise<T> {
  const undos: { description: string; undo: () => Promise<unknown> }[] = [];
  try {
    return await work({ done: (description, undo) => undos.push({ description, undo }) });
  } catch (error) {
    for (const { description, undo } of undos.reverse()) {
      try {
        await undo();
        log.warn({ err: error }, `user pool change undone after a failed write: ${description}`);
      } catch (undoError) {
        log.error(
          { err: undoError, cause: error },
          `pool and database disagree, fix by hand: could not undo ${description}`,
        );
      }
    }
    throw error;
  }
}

/** The e-mail's unique index answers 409 email_taken (a race between two writes of the same e-mail). */
async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isEmailUniqueViolation(error)) throw EMAIL_TAKEN();
    throw error;
  }
}

async function checkWorkspaces(trx: TenantTransaction, companyId: string, workspaceIds: readonly string[]) {
  const unknown = await unknownWorkspaces(trx, companyId, workspaceIds);
  if (unknown.length)
    throw fieldProblem(
      'unprocessable',
      unknown.map((index) => ({ field: `workspaceIds/${index}`, code: 'not_found' })),
      'Some workspaces are not workspaces of this company',
    );
}

function requireManageable(actor: Role, ...targets: Role[]) {
  if (!targets.every((target) => canManageRole(actor, target))) throw new HttpProblem('role_not_allowed');
}

function params<Op extends OperationId>(request: { params: unknown }) {
  return request.params as PathParams<Op>;
}

export function listUsersHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ users: User[]; pagination: Pagination }> => {
    requireSession(request);
    const { companyId } = params<'listUsers'>(request);
    const raw = request.query as ListQuery;
    const query: UserListQuery = {
      search: raw.search,
      role: raw.role,
      sortBy: raw.sortBy ?? 'name',
      sortDirection: raw.sortDirection ?? 'asc',
      offset: raw.offset ?? 0,
      limit: raw.limit ?? 20,
    };
    const { users, total } = await withTenant(database.db, companyId, (trx) =>
      listUsers(trx, companyId, query),
    );
    const { offset, limit, sortBy, sortDirection } = query;
    return { users, pagination: { total, offset, limit, sortBy, sortDirection } };
  };
}

export function getUserHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ user: User }> => {
    requireSession(request);
    const { companyId, userId } = params<'getUser'>(request);
    const user = await withTenant(database.db, companyId, (trx) => loadUser(trx, companyId, userId));
    if (!user) throw new HttpProblem('not_found', 'No such user in this company');
    return { user };
  };
}

export function createUserHandler({ database, identityGateway }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const session = requireSession(request);
    const { companyId } = params<'createUser'>(request);
    const input = request.body as JsonBody<'createUser'>;
    requireManageable(session.role, input.role);
    const email = input.email.toLowerCase();
    const fields = { name: input.name, email, role: input.role, active: input.active };

    const user = await withPoolUndo(request.log, (pool) =>
      withTenant(database.db, companyId, async (trx) => {
        if (await emailOwner(trx, email)) throw EMAIL_TAKEN();
        await checkWorkspaces(trx, companyId, input.workspaceIds);
        const current = (await firstWorkspaceByName(trx, companyId, input.workspaceIds)) ?? null;
        const userId = await writing(() => insertUser(trx, companyId, fields, current));
        await replaceMemberships(trx, companyId, userId, input.workspaceIds);

        const created = await inPool(request.log, () =>
          identityGateway.createUser({ email, name: input.name, companyId }),
        );
        if (created === 'email_taken') throw EMAIL_TAKEN();
        pool.done(`create of ${email}`, () => identityGateway.deleteUser(email));
        // The pool's subject is who the user is from now on (their e-mail may change, the subject does not).
        await bindPoolIdentity(trx, companyId, userId, created);
        if (!input.active)
          await inPool(request.log, () => identityGateway.updateUser(email, { enabled: false }));
        return loadUser(trx, companyId, userId);
      }),
    );
    return reply.code(201).send({ user });
  };
}

export function updateUserHandler({ database, identityGateway }: AppDependencies): RouteHandler {
  return async (request): Promise<{ user: User }> => {
    const session = requireSession(request);
    const { companyId, userId } = params<'updateUser'>(request);
    const input = request.body as JsonBody<'updateUser'>;
    const email = input.email.toLowerCase();

    const user = await withPoolUndo(request.log, (pool) =>
      withTenant(database.db, companyId, async (trx) => {
        const before = await lockUser(trx, companyId, userId);
        if (!before) throw new HttpProblem('not_found', 'No such user in this company');
        requireManageable(session.role, before.role, input.role);
        if (userId === session.userId && (input.role !== before.role || !input.active))
          throw new HttpProblem('cannot_change_self');
        if (email !== before.email) {
          const owner = await emailOwner(trx, email);
          if (owner && owner !== userId) throw EMAIL_TAKEN();
        }
        await checkWorkspaces(trx, companyId, input.workspaceIds);

        const keepsCurrent =
          before.current_workspace_id !== null && input.workspaceIds.includes(before.current_workspace_id);
        const current = keepsCurrent
          ? before.current_workspace_id
          : ((await firstWorkspaceByName(trx, companyId, input.workspaceIds)) ?? null);
        await writing(() =>
          updateUserRow(trx, companyId, userId, {
            name: input.name,
            email,
            role: input.role,
            active: input.active,
            current_workspace_id: current,
          }),
        );
        await replaceMemberships(trx, companyId, userId, input.workspaceIds);

        if (input.name !== before.name || email !== before.email) {
          const changes = {
            ...(input.name !== before.name ? { name: input.name } : {}),
            ...(email !== before.email ? { newEmail: email } : {}),
          };
          const updated = await inPool(request.log, () => identityGateway.updateUser(before.email, changes));
          if (updated === 'email_taken') throw EMAIL_TAKEN();
          pool.done(`update of ${before.email}`, () =>
            identityGateway.updateUser(email, { name: before.name, newEmail: before.email }),
          );
        }
        if (input.active !== before.active) {
          await inPool(request.log, () => identityGateway.updateUser(email, { enabled: input.active }));
          // Undone before the attribute change above (newest first): the pool still knows the new e-mail then.
          pool.done(`${input.active ? 'enable' : 'disable'} of ${email}`, () =>
            identityGateway.updateUser(email, { enabled: before.active }),
          );
        }
        return loadUser(trx, companyId, userId);
      }),
    );
    if (!user) throw new HttpProblem('not_found');
    return { user };
  };
}

export function deleteUserHandler({ database, identityGateway }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const session = requireSession(request);
    const { companyId, userId } = params<'deleteUser'>(request);
    if (userId === session.userId) throw new HttpProblem('cannot_change_self');

    await withPoolUndo(request.log, (pool) =>
      withTenant(database.db, companyId, async (trx) => {
        const before = await lockUser(trx, companyId, userId);
        if (!before) throw new HttpProblem('not_found', 'No such user in this company');
        requireManageable(session.role, before.role);
        await deleteUserRow(trx, companyId, userId);

        const deleted = await inPool(request.log, () => identityGateway.deleteUser(before.email));
        if (deleted === 'deleted')
          pool.done(`delete of ${before.email}`, async () => {
            const created = await identityGateway.createUser({
              email: before.email,
              name: before.name,
              companyId,
            });
            if (created === 'email_taken') throw new Error(`${before.email} is taken in the pool again`);
            if (!before.active) await identityGateway.updateUser(before.email, { enabled: false });
            // The pool gave the user created again a new subject: the row (kept by the rollback) follows it.
            await withTenant(database.db, companyId, (again) =>
              bindPoolIdentity(again, companyId, userId, created),
            );
          });
      }),
    );
    return reply.code(204).send();
  };
}
