import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Voter, Voting } from '@backoffice/api-client';
import { withTenant, withWorkspace } from '../src/db/tenant.ts';
import { loadAuditChain } from '../src/services/votings/audit-log.ts';
import { linkTokenHash } from '../src/services/voting-dispatch/link-token.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi, type ApiHarness } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import {
  DEMO_BALLOT_TEMPLATE,
  cpfOf,
  insertVoterRow,
  insertVotingRow,
  type VotingRowOptions,
} from './support/voting-fixtures.ts';

// Issue 16, destructive actions around votings: discarding a draft (drafts only, recorded in the company's audit
// log), duplicating a voting (a new draft: what the operator wrote, never what happened) and unlocking a voter locked
// out of the portal (audited in the voting's trail). Roles and workspaces are enforced by the server.

const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const OPERATOR = demo.operator.email;
const OBSERVER = demo.observer.email;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PDF = Buffer.from('%PDF-1.4\n% safeguards\n%%EOF\n');

async function companyLog(api: ApiHarness, subjectId: string) {
  return withTenant(api.database.db, demo.company.id, (trx) =>
    trx
      .selectFrom('company_audit_entries')
      .selectAll()
      .where('subject_id', '=', subjectId)
      .orderBy('at')
      .execute(),
  );
}

async function votingExists(api: ApiHarness, votingId: string): Promise<boolean> {
  const row = await withTenant(api.database.db, demo.company.id, (trx) =>
    trx.selectFrom('votings').select('id').where('id', '=', votingId).executeTakeFirst(),
  );
  return row !== undefined;
}

async function uploadDocument(api: ApiHarness, votingId: string, name = 'edital.pdf') {
  const response = await api.call({
    method: 'POST',
    url: `/api/votings/${votingId}/documents?fileName=${encodeURIComponent(name)}`,
    as: OPERATOR,
    headers: { 'content-type': 'application/pdf' },
    body: PDF,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ document: { id: string } }>().document;
}

async function storageKeysOf(api: ApiHarness, votingId: string): Promise<string[]> {
  const rows = await withTenant(api.database.db, demo.company.id, (trx) =>
    trx.selectFrom('voting_documents').select('storage_key').where('voting_id', '=', votingId).execute(),
  );
  return rows.map((row) => row.storage_key);
}

describe.each(SUITE_BACKENDS)('voting safeguards (%s)', (backend) => {
  const api = useApi(backend);

  describe('discarding a draft (deleteVoting)', () => {
    it('takes the draft with its voters and files, and records it in the company audit log', async () => {
      const { votingId } = await insertVotingRow(api.database, scope, { title: 'Rascunho a descartar' });
      await insertVoterRow(api.database, { ...scope, votingId });
      await insertVoterRow(api.database, { ...scope, votingId });
      await uploadDocument(api, votingId);
      const [key] = await storageKeysOf(api, votingId);
      expect(api.fileStorage.keys()).toContain(key);

      const response = await api.call({ method: 'DELETE', url: `/api/votings/${votingId}`, as: OPERATOR });
      expect(response.statusCode, response.body).toBe(204);
      expect(await votingExists(api, votingId)).toBe(false);
      expect(api.fileStorage.keys()).not.toContain(key);

      const log = await companyLog(api, votingId);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({
        action: 'voting.discarded',
        actor_kind: 'user',
        actor_id: demo.operator.id,
        workspace_id: demo.saoPaulo.id,
        data: { title: 'Rascunho a descartar', items: 2, voters: 2, documents: 1 },
      });
    });

    it.each(['scheduled', 'open', 'closed', 'cancelled'] as const)(
      'refuses a %s voting (409 invalid_state): nothing deleted, nothing recorded',
      async (status) => {
        const { votingId } = await insertVotingRow(api.database, scope, {
          status,
          opensAt: status === 'scheduled' ? new Date(Date.now() + HOUR) : null,
        });
        expectProblem(
          await api.call({ method: 'DELETE', url: `/api/votings/${votingId}`, as: OPERATOR }),
          'invalid_state',
          409,
        );
        expect(await votingExists(api, votingId)).toBe(true);
        expect(await companyLog(api, votingId)).toEqual([]);
      },
    );

    it('is refused to an OBSERVER (403) and from another company (404), nothing written', async () => {
      const { votingId } = await insertVotingRow(api.database, scope);
      expectProblem(
        await api.call({ method: 'DELETE', url: `/api/votings/${votingId}`, as: OBSERVER }),
        'forbidden',
        403,
      );
      expectProblem(
        await api.call({ method: 'DELETE', url: `/api/votings/${votingId}`, as: demo.otherAdmin.email }),
        'not_found',
        404,
      );
      expect(await votingExists(api, votingId)).toBe(true);
      expect(await companyLog(api, votingId)).toEqual([]);
    });
  });

  describe('duplicating a voting (duplicateVoting)', () => {
    async function closedSource(options: VotingRowOptions = {}) {
      const { votingId } = await insertVotingRow(api.database, scope, {
        title: 'AGO Fundo Jatobá — 2025',
        ballotTemplateId: DEMO_BALLOT_TEMPLATE,
        items: ['Aprovar as contas de 2024', 'Eleger o representante'],
        requiresSupportDocument: true,
        ...options,
      });
      // Documents and voters go in while it is a draft, then it is closed as if it had run.
      await uploadDocument(api, votingId, 'demonstrações.pdf');
      const active = await insertVoterRow(
        api.database,
        { ...scope, votingId },
        { name: 'Ana Ativa', weight: '150.5' },
      );
      await insertVoterRow(api.database, { ...scope, votingId }, { name: 'Victor Anulado', voided: true });
      await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
        trx
          .updateTable('votings')
          .set({
            status: 'closed',
            published_at: new Date('2025-04-01T12:00:00.000Z'),
            opens_at: new Date('2025-04-01T12:00:00.000Z'),
            deadline: new Date('2025-04-30T21:00:00.000Z'),
            closed_at: new Date('2025-04-30T21:00:00.000Z'),
          })
          .where('id', '=', votingId)
          .execute(),
      );
      return { votingId, active };
    }

    const duplicate = (votingId: string, body: unknown, as = OPERATOR) =>
      api.call({ method: 'POST', url: `/api/votings/${votingId}/duplicate`, as, body });

    it('makes a new draft with what the operator wrote, the documents copied, no voters unless asked', async () => {
      const { votingId } = await closedSource();
      const response = await duplicate(votingId, { title: '  AGO Fundo Jatobá — 2026  ' });
      expect(response.statusCode, response.body).toBe(201);
      const copy = response.json<{ voting: Voting }>().voting;
      expect(copy.id).not.toBe(votingId);
      expect(copy).toMatchObject({
        title: 'AGO Fundo Jatobá — 2026',
        status: 'draft',
        requiresSupportDocument: true,
        opensAt: null,
      });
      expect(copy.ballotTemplate?.id).toBe(DEMO_BALLOT_TEMPLATE);
      expect(copy.items.map((item) => item.title)).toEqual([
        'Aprovar as contas de 2024',
        'Eleger o representante',
      ]);
      // The deadline passed: the same date and time of the next year still to come.
      const deadline = new Date(copy.deadline);
      expect(deadline.getTime()).toBeGreaterThan(Date.now());
      expect(deadline.toISOString().slice(4)).toBe('-04-30T21:00:00.000Z');
      expect(deadline.getTime() - Date.now()).toBeLessThanOrEqual(366 * DAY);

      // The document: the same bytes and hash under a key of its own.
      expect(copy.documents).toHaveLength(1);
      const [sourceKey] = await storageKeysOf(api, votingId);
      const [copyKey] = await storageKeysOf(api, copy.id);
      expect(copyKey).not.toBe(sourceKey);
      expect(await api.fileStorage.get(copyKey!)).toEqual(await api.fileStorage.get(sourceKey!));
      expect(copy.documents[0]!.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));

      const voters = await api.call({ url: `/api/votings/${copy.id}/voters`, as: OPERATOR });
      expect(voters.json<{ voters: Voter[] }>().voters).toEqual([]);
      // Nothing of what happened: no trail for a draft.
      const trail = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
        loadAuditChain(trx, copy.id),
      );
      expect(trail).toEqual([]);

      const log = await companyLog(api, copy.id);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({
        action: 'voting.duplicated',
        actor_id: demo.operator.id,
        data: { sourceVotingId: votingId, title: 'AGO Fundo Jatobá — 2026', documents: 1, voters: 0 },
      });
    });

    it('copies the active voters with new links when asked (never the voided ones)', async () => {
      const { votingId, active } = await closedSource();
      const response = await duplicate(votingId, { title: 'AGO Fundo Jatobá — 2026', includeVoters: true });
      expect(response.statusCode, response.body).toBe(201);
      const copy = response.json<{ voting: Voting }>().voting;
      const voters = (await api.call({ url: `/api/votings/${copy.id}/voters`, as: OPERATOR })).json<{
        voters: Voter[];
      }>().voters;
      expect(voters.map((voter) => voter.name)).toEqual(['Ana Ativa']);
      expect(voters[0]).toMatchObject({
        taxId: active.taxId,
        weight: '150.5',
        status: 'active',
        participation: 'pending',
        votedAt: null,
        lastInvitation: null,
        accessLockedUntil: null,
      });
      expect(voters[0]!.id).not.toBe(active.voterId);
      const hashes = await withTenant(api.database.db, demo.company.id, (trx) =>
        trx.selectFrom('voters').select('token_hash').where('tax_id', '=', active.taxId).execute(),
      );
      expect(new Set(hashes.map((row) => row.token_hash)).size).toBe(hashes.length);
    });

    it('keeps a deadline still to come, refuses a blank title (400), an OBSERVER (403) and another company (404)', async () => {
      const { votingId } = await insertVotingRow(api.database, scope, {
        deadline: new Date(Date.now() + 3 * DAY),
      });
      const source = (await api.call({ url: `/api/votings/${votingId}`, as: OPERATOR })).json<{
        voting: Voting;
      }>();
      const response = await duplicate(votingId, { title: 'Cópia' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<{ voting: Voting }>().voting.deadline).toBe(source.voting.deadline);

      const before = await votingCount(api);
      expectProblem(await duplicate(votingId, { title: '   ' }), 'validation_failed', 400);
      expectProblem(await duplicate(votingId, { title: 'Cópia' }, OBSERVER), 'forbidden', 403);
      expectProblem(await duplicate(votingId, { title: 'Cópia' }, demo.otherAdmin.email), 'not_found', 404);
      expect(await votingCount(api)).toBe(before);
    });
  });

  describe('unlocking a voter locked out of the portal (unlockVoterAccess)', () => {
    async function lockedVoter() {
      const { votingId } = await insertVotingRow(api.database, scope, {
        status: 'open',
        opensAt: new Date(Date.now() - HOUR),
        deadline: new Date(Date.now() + DAY),
      });
      const taxId = cpfOf(Math.floor(Math.random() * 900_000_000));
      const { voterId } = await insertVoterRow(
        api.database,
        { ...scope, votingId },
        { taxId, name: 'Lia Bloqueada' },
      );
      const token = randomBytes(32).toString('base64url');
      await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
        trx
          .updateTable('voters')
          .set({ token_hash: linkTokenHash(token) })
          .where('id', '=', voterId)
          .execute(),
      );
      const wrong = taxId.slice(-4) === '0000' ? '1111' : '0000';
      let last: Awaited<ReturnType<ApiHarness['call']>> | undefined;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        last = await api.call({
          method: 'POST',
          url: `/api/portal/${token}/identity`,
          body: { last4: wrong },
        });
      }
      expectProblem(last!, 'link_locked', 429);
      return { votingId, voterId, token, taxId, lockedUntil: last!.json().params.lockedUntil as string };
    }

    const unlock = (votingId: string, voterId: string, as = OPERATOR) =>
      api.call({ method: 'POST', url: `/api/votings/${votingId}/voters/${voterId}/unlock`, as });

    it('the voter list says who is locked and until when', async () => {
      const { votingId, voterId, lockedUntil } = await lockedVoter();
      const voters = (await api.call({ url: `/api/votings/${votingId}/voters`, as: OBSERVER })).json<{
        voters: Voter[];
      }>().voters;
      expect(voters.find((voter) => voter.id === voterId)?.accessLockedUntil).toBe(lockedUntil);
    });

    it('ends the lock, starts the tries again, audits it as the operator; the voter then gets in', async () => {
      const { votingId, voterId, token, taxId } = await lockedVoter();
      const response = await unlock(votingId, voterId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        unlocked: true,
        voter: { id: voterId, accessLockedUntil: null },
      });

      const trail = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
        loadAuditChain(trx, votingId),
      );
      const unlocked = trail.filter((entry) => entry.action === 'voter.access_unlocked');
      expect(unlocked).toHaveLength(1);
      expect(unlocked[0]!.actor).toEqual({ kind: 'user', id: demo.operator.id });
      expect(unlocked[0]!.data).toMatchObject({ voterId });

      const access = await withTenant(api.database.db, demo.company.id, (trx) =>
        trx.selectFrom('voter_access').selectAll().where('voter_id', '=', voterId).executeTakeFirstOrThrow(),
      );
      expect(access.locked_until).toBeNull();
      expect(access.failed_attempts).toBe(0);
      expect(access.pin_failed_attempts).toBe(0);
      expect(access.pin_sends).toEqual([]);

      // The right last 4 now sends a PIN (it was refused with link_locked before the unlock).
      const identity = await api.call({
        method: 'POST',
        url: `/api/portal/${token}/identity`,
        body: { last4: taxId.slice(-4) },
      });
      expect(identity.statusCode, identity.body).toBe(202);

      // Unlocking again finds nothing to end: answered as is, nothing written.
      const again = await unlock(votingId, voterId);
      expect(again.statusCode).toBe(200);
      expect(again.json().unlocked).toBe(false);
      const after = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
        loadAuditChain(trx, votingId),
      );
      expect(after.filter((entry) => entry.action === 'voter.access_unlocked')).toHaveLength(1);
    });

    // packages/domain's table of actions allows unlockVoter in every status: the screen offers it on a closed or
    // cancelled voting too (the voter may still want the receipt), and the server takes it.
    it.each(['closed', 'cancelled'] as const)(
      'ends the lock of a voter of a %s voting too',
      async (status) => {
        const { votingId, voterId } = await lockedVoter();
        await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
          trx.updateTable('votings').set({ status }).where('id', '=', votingId).execute(),
        );
        const response = await unlock(votingId, voterId);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({
          unlocked: true,
          voter: { id: voterId, accessLockedUntil: null },
        });
      },
    );

    it('is refused to an OBSERVER (403) and from another company (404): the voter stays locked', async () => {
      const { votingId, voterId, lockedUntil } = await lockedVoter();
      expectProblem(await unlock(votingId, voterId, OBSERVER), 'forbidden', 403);
      expectProblem(await unlock(votingId, voterId, demo.otherAdmin.email), 'not_found', 404);
      const voters = (await api.call({ url: `/api/votings/${votingId}/voters`, as: OPERATOR })).json<{
        voters: Voter[];
      }>().voters;
      expect(voters.find((voter) => voter.id === voterId)?.accessLockedUntil).toBe(lockedUntil);
    });
  });
});

async function votingCount(api: ApiHarness): Promise<number> {
  const rows = await withTenant(api.database.db, demo.company.id, (trx) =>
    trx.selectFrom('votings').select('id').execute(),
  );
  return rows.length;
}
