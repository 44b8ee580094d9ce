import { describe, expect, it } from 'vitest';
import { withWorkspace } from '../src/db/tenant.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { insertPortalVoter, portalCall, type PortalTestVoter } from './support/portal-ballot.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { insertVotingRow } from './support/voting-fixtures.ts';

// When a voting ends (closed early, cancelled, or its deadline reached), its voters' sessions and pending PINs go in
// the same transaction; other votings' stay, and what the voters did (acceptances, ballots) is kept.

const OPERATOR = demo.operator.email;
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const HOUR = 3_600_000;

describe.each(SUITE_BACKENDS)('a voting that ends ends its voters access (%s)', (backend) => {
  const api = useApi(backend);

  async function openVotingWithVoter(deadline = new Date(Date.now() + 24 * HOUR)) {
    const voting = await insertVotingRow(api.database, scope, {
      status: 'open',
      opensAt: new Date(Date.now() - HOUR),
      deadline,
    });
    const where = { ...scope, votingId: voting.votingId };
    const voter = await insertPortalVoter(api.database, where);
    // A pending PIN too (as the identity step leaves it).
    await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx
        .insertInto('voter_pin_challenges')
        .values({
          company_id: scope.companyId,
          workspace_id: scope.workspaceId,
          voting_id: voting.votingId,
          voter_id: voter.voterId,
          pin_hash: 'a'.repeat(64),
          expires_at: new Date(Date.now() + 10 * 60_000),
        })
        .execute(),
    );
    return { votingId: voting.votingId, voter };
  }

  const accessRows = (voterId: string) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, async (trx) => ({
      sessions: (
        await trx.selectFrom('voter_sessions').select('id').where('voter_id', '=', voterId).execute()
      ).length,
      pins: (
        await trx
          .selectFrom('voter_pin_challenges')
          .select('voter_id')
          .where('voter_id', '=', voterId)
          .execute()
      ).length,
      acceptances: (
        await trx
          .selectFrom('voter_policy_acceptances')
          .select('id')
          .where('voter_id', '=', voterId)
          .execute()
      ).length,
    }));

  async function expectSessionGone(voter: PortalTestVoter) {
    expectProblem(await portalCall(api, voter, { path: '/ballot' }), 'voter_session_required', 401);
  }

  it('closing early ends the sessions and PINs of that voting only', async () => {
    const ending = await openVotingWithVoter();
    const other = await openVotingWithVoter();
    expect(await accessRows(ending.voter.voterId)).toEqual({ sessions: 1, pins: 1, acceptances: 1 });
    expect((await portalCall(api, ending.voter, { path: '/ballot' })).statusCode).toBe(200);

    const closed = await api.call({
      method: 'POST',
      url: `/api/votings/${ending.votingId}/close`,
      as: OPERATOR,
      body: { reason: 'Quórum atingido' },
    });
    expect(closed.statusCode, closed.body).toBe(200);

    expect(await accessRows(ending.voter.voterId)).toEqual({ sessions: 0, pins: 0, acceptances: 1 });
    await expectSessionGone(ending.voter);
    expect(await accessRows(other.voter.voterId)).toEqual({ sessions: 1, pins: 1, acceptances: 1 });
    expect((await portalCall(api, other.voter, { path: '/ballot' })).statusCode).toBe(200);
  });

  it('cancelling ends them too', async () => {
    const { votingId, voter } = await openVotingWithVoter();
    const cancelled = await api.call({
      method: 'POST',
      url: `/api/votings/${votingId}/cancel`,
      as: OPERATOR,
      body: { reason: 'Convocação refeita' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await accessRows(voter.voterId)).toEqual({ sessions: 0, pins: 0, acceptances: 1 });
    await expectSessionGone(voter);
  });

  it('the deadline ends them when the voting is settled (here by the link being opened)', async () => {
    const { voter } = await openVotingWithVoter(new Date(Date.now() + 1500));
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await accessRows(voter.voterId)).toMatchObject({ sessions: 1, pins: 1 });
    const view = await api.call({ url: `/api/portal/${voter.token}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<{ state: string; step: string }>()).toMatchObject({ state: 'closed', step: 'identity' });
    expect(await accessRows(voter.voterId)).toEqual({ sessions: 0, pins: 0, acceptances: 1 });
  });
});
