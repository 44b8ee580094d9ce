import { describe, expect, it } from 'vitest';
import type { Pagination, VotingSummary } from '@backoffice/api-client';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { DEMO_BALLOT_TEMPLATE, insertVoterRow, insertVotingRow } from './support/voting-fixtures.ts';

// GET /api/votings: search, status filter (effective status), sort and pages. Every title carries the word
// "Quaresmeira", so a search for it keeps the other tests' votings out.

const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const DAY = 86_400_000;

describe.each(SUITE_BACKENDS)('votings list (%s)', (backend) => {
  const api = useApi(backend);

  async function list(query: string): Promise<{ votings: VotingSummary[]; pagination: Pagination }> {
    const response = await api.call({ url: `/api/votings?${query}`, as: demo.observer.email });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const titles = (page: { votings: VotingSummary[] }) => page.votings.map((voting) => voting.title);

  it('searches, filters, sorts and pages the workspace’s votings', async () => {
    const now = Date.now();
    const rows = [
      { title: 'Ágil Quaresmeira', status: 'closed' as const, created: 5 },
      { title: 'agenda Quaresmeira', status: 'draft' as const, created: 4 },
      { title: 'Bruno Quaresmeira São João', status: 'open' as const, created: 3 },
      { title: 'bruno Quaresmeira', status: 'cancelled' as const, created: 2 },
      { title: 'Zélia Quaresmeira', status: 'scheduled' as const, created: 1 },
    ];
    const ids: Record<string, string> = {};
    for (const row of rows) {
      const { votingId } = await insertVotingRow(api.database, scope, {
        title: row.title,
        status: row.status,
        ballotTemplateId: DEMO_BALLOT_TEMPLATE,
        createdAt: new Date(now - row.created * DAY),
        opensAt:
          row.status === 'scheduled'
            ? new Date(now + DAY)
            : row.status === 'draft'
              ? null
              : new Date(now - 3 * DAY),
        deadline: row.status === 'closed' ? new Date(now - DAY) : new Date(now + 10 * DAY),
      });
      ids[row.title] = votingId;
    }
    // A scheduled voting whose opening has passed is open for the filter and the sort (settled or not).
    const { votingId: late } = await insertVotingRow(api.database, scope, {
      title: 'Tardia Quaresmeira',
      status: 'scheduled',
      opensAt: new Date(now - 60_000),
      deadline: new Date(now + DAY),
      createdAt: new Date(now - 6 * DAY),
    });
    await insertVoterRow(api.database, { ...scope, votingId: ids['Bruno Quaresmeira São João']! });
    await insertVoterRow(
      api.database,
      { ...scope, votingId: ids['Bruno Quaresmeira São João']! },
      { voided: true },
    );

    const all = await list('search=quaresmeira&sortBy=createdAt&sortDirection=desc');
    expect(titles(all)).toEqual([
      'Zélia Quaresmeira',
      'bruno Quaresmeira',
      'Bruno Quaresmeira São João',
      'agenda Quaresmeira',
      'Ágil Quaresmeira',
      'Tardia Quaresmeira',
    ]);
    expect(all.pagination).toEqual({
      total: 6,
      offset: 0,
      limit: 20,
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
    expect(all.votings.find((voting) => voting.id === late)!.status).toBe('open');
    expect(all.votings.find((voting) => voting.title.startsWith('Bruno'))).toMatchObject({
      // Two voters, one of them voided: one may vote.
      participation: { eligible: { total: 1, voters: 1, represented: 0 }, voted: 0 },
      ballotTemplate: { id: DEMO_BALLOT_TEMPLATE, name: 'Cédula de assembleia geral de cotistas' },
    });

    // Every word, in any order, accents and case ignored.
    expect(titles(await list('search=SAO%20joao%20quaresmeira'))).toEqual(['Bruno Quaresmeira São João']);
    expect(titles(await list('search=quaresmeira%20agil'))).toEqual(['Ágil Quaresmeira']);

    // Title: folded ('Ágil' with 'agenda', 'bruno quaresmeira' before 'bruno quaresmeira sao joao'), then byte-wise.
    expect(titles(await list('search=quaresmeira&sortBy=title&sortDirection=asc'))).toEqual([
      'agenda Quaresmeira',
      'Ágil Quaresmeira',
      'bruno Quaresmeira',
      'Bruno Quaresmeira São João',
      'Tardia Quaresmeira',
      'Zélia Quaresmeira',
    ]);
    // Status: the lifecycle's order.
    const byStatus = await list('search=quaresmeira&sortBy=status&sortDirection=asc');
    expect(byStatus.votings.map((voting) => voting.status)).toEqual([
      'draft',
      'scheduled',
      'open',
      'open',
      'closed',
      'cancelled',
    ]);
    expect(titles(await list('search=quaresmeira&status=open&sortBy=title&sortDirection=asc'))).toEqual([
      'Bruno Quaresmeira São João',
      'Tardia Quaresmeira',
    ]);

    // Pages never overlap and cover everything.
    const pages = [0, 2, 4].map((offset) => list(`search=quaresmeira&sortBy=title&offset=${offset}&limit=2`));
    const paged = (await Promise.all(pages)).flatMap(titles);
    expect(paged).toEqual(titles(await list('search=quaresmeira&sortBy=title')));
    expect((await list('search=quaresmeira&offset=100')).votings).toEqual([]);
  });

  it('lists only the caller’s workspace', async () => {
    await insertVotingRow(
      api.database,
      { ...scope, workspaceId: demo.rio.id },
      { title: 'Rio Quaresmeira Carioca' },
    );
    expect((await list('search=carioca')).votings).toEqual([]);
  });
});
