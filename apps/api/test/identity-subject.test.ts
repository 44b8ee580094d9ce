import { sql } from 'kysely';
import type { User } from '@backoffice/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant.ts';
import { bindUnboundUsers, bindUsersToPool } from '../src/identity/bind-pool-subjects.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi, type ApiHarness } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { TEST_ISSUER } from './support/tokens.ts';

// Issue 15 §1: who a caller is comes from the pool's subject (`iss` + `sub` of the ID token), never from its e-mail.
// A pool user can change their own e-mail (UpdateUserAttributes with their access token) and sign in again: the
// token then claims another user's e-mail under the caller's own subject.
// identity-attack.test.ts does the same against a real cognito-local.

const USERS = `/api/companies/${demo.company.id}/users`;

async function identityOf(api: ApiHarness, companyId: string, userId: string) {
  return withTenant(api.database.db, companyId, (trx) =>
    trx
      .selectFrom('users')
      .select(['identity_issuer', 'identity_subject'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
  );
}

describe.each(SUITE_BACKENDS)('the session user is the pool subject on %s', (backend) => {
  const api = useApi(backend);
  beforeEach(() => api.identityGateway.reset());

  it("a token whose subject is unknown is 401, even with a user's e-mail", async () => {
    for (const url of ['/api/session-user', `/api/companies/${demo.company.id}`, USERS]) {
      const response = await api.call({
        url,
        as: 'admin@demo.local',
        tokenOptions: { subject: 'sub-de-ninguem' },
      });
      expectProblem(response, 'unauthorized', 401);
      expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
  });

  it("another company's ADMIN whose e-mail now says admin@demo.local is still themselves", async () => {
    const as = {
      as: 'admin@demo.local',
      tokenOptions: { subject: demo.otherAdmin.subject },
    };
    const session = await api.call({ url: '/api/session-user', ...as });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({
      user: {
        id: demo.otherAdmin.id,
        email: 'outra-admin@demo.local',
        role: 'ADMIN',
        workspace: { companyId: demo.other.id },
      },
    });
    // Nothing of the demo company: not its settings, not its users.
    for (const url of [`/api/companies/${demo.company.id}`, USERS]) {
      const response = await api.call({ url, ...as });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('Ana Administradora');
      expect(response.body).not.toContain('admin@demo.local');
    }
  });

  it('a user whose e-mail changed in the pool (the token says another) is still themselves', async () => {
    const response = await api.call({
      url: '/api/session-user',
      as: 'outro-endereco@example.com',
      tokenOptions: { subject: demo.operator.subject },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: demo.operator.id, email: 'operator@demo.local', role: 'OPERATOR' },
    });
  });

  it('the same subject from another pool is nobody (the verifier refuses the issuer)', async () => {
    const response = await api.call({
      url: '/api/session-user',
      as: 'admin@demo.local',
      tokenOptions: { issuer: 'http://127.0.0.1:9229/other_pool', subject: demo.admin.subject },
    });
    expectProblem(response, 'unauthorized', 401);
  });

  it('provisioning stores the subject the pool answered with; a change of e-mail keeps it', async () => {
    api.identityGateway.nextSubject = '0b7c1a52-5d0e-4d2f-9a51-3c4b5d6e7f80';
    const created = await api.call({
      method: 'POST',
      url: USERS,
      as: 'admin@demo.local',
      body: {
        name: 'Pessoa Provisionada',
        email: 'provisionada@example.com',
        role: 'OPERATOR',
        active: true,
        workspaceIds: [demo.saoPaulo.id],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json<{ user: User }>().user;
    expect(await identityOf(api, demo.company.id, user.id)).toEqual({
      identity_issuer: TEST_ISSUER,
      identity_subject: '0b7c1a52-5d0e-4d2f-9a51-3c4b5d6e7f80',
    });
    const asNew = { tokenOptions: { subject: '0b7c1a52-5d0e-4d2f-9a51-3c4b5d6e7f80' } };
    const session = await api.call({ url: '/api/session-user', as: 'provisionada@example.com', ...asNew });
    expect(session.json()).toMatchObject({ user: { id: user.id } });
    // The e-mail alone (under any other subject) opens nothing.
    expectProblem(
      await api.call({ url: '/api/session-user', as: 'provisionada@example.com' }),
      'unauthorized',
      401,
    );

    const changed = await api.call({
      method: 'PUT',
      url: `${USERS}/${user.id}`,
      as: 'admin@demo.local',
      body: {
        name: 'Pessoa Provisionada',
        email: 'mudou@example.com',
        role: 'OPERATOR',
        active: true,
        workspaceIds: [demo.saoPaulo.id],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await identityOf(api, demo.company.id, user.id)).toEqual({
      identity_issuer: TEST_ISSUER,
      identity_subject: '0b7c1a52-5d0e-4d2f-9a51-3c4b5d6e7f80',
    });
    const after = await api.call({ url: '/api/session-user', as: 'mudou@example.com', ...asNew });
    expect(after.json()).toMatchObject({ user: { id: user.id, email: 'mudou@example.com' } });

    const removed = await api.call({ method: 'DELETE', url: `${USERS}/${user.id}`, as: 'admin@demo.local' });
    expect(removed.statusCode).toBe(204);
    expectProblem(
      await api.call({ url: '/api/session-user', as: 'mudou@example.com', ...asNew }),
      'unauthorized',
      401,
    );
  });

  it('a deactivated user’s subject opens no session', async () => {
    await withTenant(api.database.db, demo.company.id, (trx) =>
      trx.updateTable('users').set({ active: false }).where('id', '=', demo.observer.id).execute(),
    );
    try {
      expectProblem(
        await api.call({ url: '/api/session-user', as: 'observer@demo.local' }),
        'unauthorized',
        401,
      );
    } finally {
      await withTenant(api.database.db, demo.company.id, (trx) =>
        trx.updateTable('users').set({ active: true }).where('id', '=', demo.observer.id).execute(),
      );
    }
    expect((await api.call({ url: '/api/session-user', as: 'observer@demo.local' })).statusCode).toBe(200);
  });

  it('two users cannot share a subject (unique issuer + subject)', async () => {
    const attempt = withTenant(api.database.db, demo.company.id, (trx) =>
      trx
        .updateTable('users')
        .set({ identity_issuer: TEST_ISSUER, identity_subject: demo.admin.subject })
        .where('id', '=', demo.master.id)
        .execute(),
    );
    await expect(attempt).rejects.toMatchObject({ code: '23505' });
  });

  it('app_user cannot list the unbound users (the back-fill runs as the server’s own role)', async () => {
    const attempt = api.database.db.transaction().execute(async (trx) => {
      await sql`set local role app_user`.execute(trx);
      return sql`select * from unbound_users()`.execute(trx);
    });
    await expect(attempt).rejects.toThrow(/permission denied/);
  });
});

describe.each(SUITE_BACKENDS)('binding unbound users to the pool at start on %s', (backend) => {
  const api = useApi(backend);
  const inserted: string[] = [];

  /** A user row of the demo company without a pool identity (as rows from before migration 0010). */
  async function insertUnbound(email: string, companyId = demo.company.id): Promise<string> {
    const { id } = await withTenant(api.database.db, companyId, (trx) =>
      trx
        .insertInto('users')
        .values({
          company_id: companyId,
          email,
          name: `Sem Vínculo ${email}`,
          role: 'OPERATOR',
          photo_url: null,
          current_workspace_id: null,
          identity_issuer: null,
          identity_subject: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    inserted.push(id);
    return id;
  }

  function poolUser(email: string, subject: string, companyId: string | undefined = demo.company.id) {
    api.identityGateway.users.set(email, { subject, name: email, companyId, enabled: true });
  }

  beforeEach(() => api.identityGateway.reset());
  afterEach(async () => {
    for (const companyId of [demo.company.id, demo.other.id])
      await withTenant(api.database.db, companyId, (trx) =>
        trx.deleteFrom('users').where('id', 'in', inserted).execute(),
      );
    inserted.length = 0;
  });

  it('binds each unbound user the pool knows by e-mail, once; the others stay unbound and are refused', async () => {
    const known = await insertUnbound('conhecida@example.com');
    const legacy = await insertUnbound('sem-empresa@example.com');
    const unknown = await insertUnbound('desconhecida@example.com');
    const elsewhere = await insertUnbound('de-outra@example.com');
    const taken = await insertUnbound('sujeito-tomado@example.com');
    poolUser('conhecida@example.com', 'pool-sub-conhecida');
    // A pool user made without custom:companyId (the dev stack's demo users before this change).
    poolUser('sem-empresa@example.com', 'pool-sub-legado', undefined);
    poolUser('de-outra@example.com', 'pool-sub-outra', demo.other.id);
    poolUser('sujeito-tomado@example.com', demo.admin.subject);

    // Unbound: the e-mail opens nothing, whatever subject the token has.
    expectProblem(
      await api.call({ url: '/api/session-user', as: 'conhecida@example.com' }),
      'unauthorized',
      401,
    );

    const result = await bindUnboundUsers(api.database.db, api.identityGateway);
    expect(result).toEqual({
      bound: ['conhecida@example.com', 'sem-empresa@example.com'],
      unknown: ['desconhecida@example.com'],
      refused: [
        { email: 'de-outra@example.com', reason: 'other_company' },
        { email: 'sujeito-tomado@example.com', reason: 'subject_taken' },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    });
    // Asked about the unbound rows only (the seeded demo users are bound already).
    expect(
      api.identityGateway.poolCalls.map((call) => call.op === 'usersWithEmail' && call.email).sort(),
    ).toEqual([
      'conhecida@example.com',
      'de-outra@example.com',
      'desconhecida@example.com',
      'sem-empresa@example.com',
      'sujeito-tomado@example.com',
    ]);
    expect(await identityOf(api, demo.company.id, known)).toEqual({
      identity_issuer: TEST_ISSUER,
      identity_subject: 'pool-sub-conhecida',
    });
    expect(await identityOf(api, demo.company.id, legacy)).toMatchObject({
      identity_subject: 'pool-sub-legado',
    });
    for (const id of [unknown, elsewhere, taken])
      expect(await identityOf(api, demo.company.id, id)).toEqual({
        identity_issuer: null,
        identity_subject: null,
      });

    const session = await api.call({
      url: '/api/session-user',
      as: 'conhecida@example.com',
      tokenOptions: { subject: 'pool-sub-conhecida' },
    });
    expect(session.json()).toMatchObject({ user: { id: known } });
    // The refused ones cannot sign in; the admin's subject is still the admin.
    expectProblem(
      await api.call({
        url: '/api/session-user',
        as: 'de-outra@example.com',
        tokenOptions: { subject: 'pool-sub-outra' },
      }),
      'unauthorized',
      401,
    );
    const admin = await api.call({
      url: '/api/session-user',
      as: 'sujeito-tomado@example.com',
      tokenOptions: { subject: demo.admin.subject },
    });
    expect(admin.json()).toMatchObject({ user: { id: demo.admin.id } });

    // Again (the next start): only the still unbound rows are asked about; a bound row never moves, even when the
    // pool now gives its e-mail another subject.
    api.identityGateway.reset();
    poolUser('conhecida@example.com', 'pool-sub-de-quem-tomou-o-email');
    const again = await bindUnboundUsers(api.database.db, api.identityGateway);
    expect(again.bound).toEqual([]);
    expect(
      api.identityGateway.poolCalls.map((call) => call.op === 'usersWithEmail' && call.email).sort(),
    ).toEqual(['de-outra@example.com', 'desconhecida@example.com', 'sujeito-tomado@example.com']);
    expect(await identityOf(api, demo.company.id, known)).toMatchObject({
      identity_subject: 'pool-sub-conhecida',
    });
  });

  it('a pool with several users of one e-mail binds none of them', async () => {
    const id = await insertUnbound('duas-vezes@example.com');
    const usersWithEmail = api.identityGateway.usersWithEmail;
    api.identityGateway.usersWithEmail = async (email: string) =>
      email === 'duas-vezes@example.com'
        ? [
            { subject: 'pool-sub-1', companyId: undefined },
            { subject: 'pool-sub-2', companyId: undefined },
          ]
        : usersWithEmail(email);
    try {
      const result = await bindUnboundUsers(api.database.db, api.identityGateway);
      expect(result.refused).toEqual([{ email: 'duas-vezes@example.com', reason: 'ambiguous' }]);
    } finally {
      api.identityGateway.usersWithEmail = usersWithEmail;
    }
    expect(await identityOf(api, demo.company.id, id)).toEqual({
      identity_issuer: null,
      identity_subject: null,
    });
  });

  it('at start, a pool that cannot be reached binds nobody and does not stop the start', async () => {
    const id = await insertUnbound('sem-pool@example.com');
    poolUser('sem-pool@example.com', 'pool-sub-sem-pool');
    api.identityGateway.fail.usersWithEmail = new Error('connect ECONNREFUSED 127.0.0.1:9229');
    const lines: string[] = [];
    const log = { log: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) };
    await expect(bindUsersToPool(api.database, api.identityGateway, log)).resolves.toBeUndefined();
    expect(lines).toEqual([
      expect.stringMatching(/could not bind users to the user pool \(connect ECONNREFUSED/),
    ]);
    expect(await identityOf(api, demo.company.id, id)).toEqual({
      identity_issuer: null,
      identity_subject: null,
    });

    api.identityGateway.fail = {};
    lines.length = 0;
    await expect(bindUsersToPool(api.database, api.identityGateway, log)).resolves.toMatchObject({
      bound: ['sem-pool@example.com'],
    });
    expect(lines).toEqual(['api: bound to their pool subject: sem-pool@example.com']);
  });
});
