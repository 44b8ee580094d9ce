import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, cpfCheckDigits } from '@backoffice/domain';
import type { VotingResults, VotingSummary } from '@backoffice/api-client';
import { DEMO_COMPANY } from '../src/index.ts';
import { withTenant, withWorkspace } from '../src/db/tenant.ts';
import { insertDemoVotings } from '../src/services/votings/demo-votings.ts';
import { verifyAuditChains } from '../src/services/votings/verify-chains.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';

// The demo's votings (db/demo-data.ts, written by services/votings/demo-votings.ts): what `npm start` shows.

describe('demo votings', () => {
  const api = useApi('pglite');

  /** The demo votings, inserted unless the seed already wrote them. */
  async function ensureDemoVotings() {
    const present = await withTenant(api.database.db, DEMO_COMPANY.id, (trx) =>
      trx.selectFrom('votings').select('id').where('id', '=', DEMO_COMPANY.votings[0]!.id).executeTakeFirst(),
    );
    if (!present)
      await withTenant(api.database.db, DEMO_COMPANY.id, (trx) => insertDemoVotings(trx, DEMO_COMPANY));
  }

  it('lists every status in São Paulo, with voters and counted votes', async () => {
    await ensureDemoVotings();
    const response = await api.call({
      url: '/api/votings?limit=100&sortBy=status&sortDirection=asc',
      as: demo.observer.email,
    });
    const demoIds = new Set(DEMO_COMPANY.votings.map((voting) => voting.id));
    const votings = response
      .json<{ votings: VotingSummary[] }>()
      .votings.filter((voting) => demoIds.has(voting.id));
    expect(votings.map((voting) => voting.status)).toEqual([
      'draft',
      'scheduled',
      'open',
      'open',
      'closed',
      'cancelled',
    ]);
    const open = votings.find((voting) => voting.title.startsWith('AGE FII Ipê'))!;
    expect(open).toMatchObject({ voters: 48, votesCounted: 29 - 1 + 1 }); // 29 voted, 1 voided, +1 represented party
    expect(votings.find((voting) => voting.status === 'cancelled')!.votesCounted).toBe(0);
    expect(votings.every((voting) => voting.status === 'draft' || voting.ballotTemplate !== null)).toBe(true);
    // The clock's moves are queued: the opening of the scheduled one, the closing of each open one.
    const jobs = await withTenant(api.database.db, DEMO_COMPANY.id, (trx) =>
      trx
        .selectFrom('jobs')
        .select(['kind', 'payload'])
        .where('kind', 'in', ['voting-open', 'voting-close'])
        .execute(),
    );
    const queued = (kind: string) =>
      jobs.filter((job) => job.kind === kind).map((job) => (job.payload as { votingId: string }).votingId);
    const idsWith = (status: string) =>
      DEMO_COMPANY.votings.filter((v) => v.status === status).map((v) => v.id);
    expect(queued('voting-open')).toEqual(expect.arrayContaining(idsWith('scheduled')));
    expect(queued('voting-close')).toEqual(expect.arrayContaining(idsWith('open')));
  });

  it('holds valid CPFs/CNPJs, audit trails that verify, results and the closed voting’s reports', async () => {
    await ensureDemoVotings();
    const taxIds = await withWorkspace(api.database.db, DEMO_COMPANY.id, demo.saoPaulo.id, (trx) =>
      trx
        .selectFrom('voters')
        .select(['tax_id_type', 'tax_id'])
        .where(
          'voting_id',
          'in',
          DEMO_COMPANY.votings.map((v) => v.id),
        )
        .execute(),
    );
    expect(taxIds.length).toBeGreaterThan(100);
    for (const { tax_id_type: type, tax_id: taxId } of taxIds) {
      const check = type === 'CPF' ? cpfCheckDigits(taxId.slice(0, 9)) : cnpjCheckDigits(taxId.slice(0, 12));
      expect(taxId.slice(-2), taxId).toBe(check);
    }
    for (const voting of DEMO_COMPANY.votings) {
      const [report] = await verifyAuditChains(api.database.db, voting.id);
      expect(report, voting.title).toMatchObject({ ok: true });
      if (voting.status === 'draft') expect(report!.count).toBe(0);
      else expect(report!.count).toBeGreaterThan(voting.voted);
    }
    const closed = DEMO_COMPANY.votings.find((voting) => voting.status === 'closed')!;
    const results = await api.call({ url: `/api/votings/${closed.id}/results`, as: demo.observer.email });
    const { items } = results.json<{ results: VotingResults }>().results;
    expect(items).toHaveLength(closed.items.length);
    expect(
      items[0]!.approve.count + items[0]!.reject.count + items[0]!.abstain.count + items[0]!.conflict.count,
    ).toBe(32);
    for (const report of ['vote-map.csv', 'minutes.pdf']) {
      const response = await api.call({
        url: `/api/votings/${closed.id}/reports/${report}`,
        as: demo.observer.email,
      });
      expect(response.statusCode, report).toBe(200);
    }
  });
});
