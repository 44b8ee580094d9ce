import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, verifyChain } from '../src/audit/index.ts';
import { withWorkspace } from '../src/db/tenant.ts';
import { appendAudit, loadAuditChain } from '../src/services/votings/audit-log.ts';
import { useApi } from './support/harness.ts';
import { BACKENDS } from './support/test-database.ts';
import { demo } from './support/demo.ts';
import { insertVotingRow } from './support/voting-fixtures.ts';

const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };

describe.each(BACKENDS)('voting audit trail (%s)', (backend) => {
  const api = useApi(backend);

  const inWorkspace = <T>(work: Parameters<typeof withWorkspace<T>>[3]) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, work);

  it('appends entries numbered from 1, each chained to the previous, and the stored chain verifies', async () => {
    const { votingId } = await insertVotingRow(api.database, scope, { status: 'open' });
    const target = { ...scope, votingId };
    const first = await inWorkspace((trx) =>
      appendAudit(trx, target, { kind: 'user', id: demo.operator.id }, 'voting.created', {
        title: 'Assembleia — São João',
        deadline: '2027-01-31T21:00:00.000Z',
      }),
    );
    const second = await inWorkspace((trx) =>
      appendAudit(trx, target, { kind: 'system', id: null }, 'voting.opened', { weight: '1520.25' }),
    );
    if (!first || !second) throw new Error('an open voting is audited');
    expect(first).toMatchObject({ seq: 1, prevHash: GENESIS_HASH });
    expect(second).toMatchObject({ seq: 2, prevHash: first.hash });

    const chain = await inWorkspace((trx) => loadAuditChain(trx, votingId));
    expect(chain).toEqual([first, second]);
    expect(verifyChain(chain)).toEqual({ ok: true, head: second.hash, count: 2 });
  });

  it('serializes concurrent appends to one voting: no seq is taken twice, the chain stays whole', async () => {
    const { votingId } = await insertVotingRow(api.database, scope, { status: 'open' });
    const target = { ...scope, votingId };
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        inWorkspace((trx) =>
          appendAudit(trx, target, { kind: 'voter', id: `v${index}` }, 'ballot.recorded', {}),
        ),
      ),
    );
    const chain = await inWorkspace((trx) => loadAuditChain(trx, votingId));
    expect(chain.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(verifyChain(chain).ok).toBe(true);
  });

  it('writes nothing for a draft (the trail starts at publication, so a draft can still be deleted)', async () => {
    const { votingId } = await insertVotingRow(api.database, scope, { status: 'draft' });
    const entry = await inWorkspace((trx) =>
      appendAudit(trx, { ...scope, votingId }, { kind: 'user', id: demo.operator.id }, 'voter.added', {}),
    );
    expect(entry).toBeNull();
    expect(await inWorkspace((trx) => loadAuditChain(trx, votingId))).toEqual([]);
  });

  it('refuses data that would not hash the same once stored (a Date) and writes nothing', async () => {
    const { votingId } = await insertVotingRow(api.database, scope, { status: 'open' });
    await expect(
      inWorkspace((trx) =>
        appendAudit(trx, { ...scope, votingId }, { kind: 'system', id: null }, 'x', { at: new Date() }),
      ),
    ).rejects.toThrow(TypeError);
    expect(await inWorkspace((trx) => loadAuditChain(trx, votingId))).toEqual([]);
  });
});
