import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { PortalReceipt } from '@backoffice/api-client';
import { expectMatchesContract } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { insertPortalVoter } from './support/portal-ballot.ts';
import { BACKENDS } from './support/test-database.ts';
import { insertVotingRow } from './support/voting-fixtures.ts';

// Exactly once through the whole HTTP layer: 1,000 concurrent submissions of one voter's ballot — half retrying
// with the same idempotency key, half each with a key of its own (a double click, a second tab) — record one
// ballot and one set of votes. The others answer the first result (same key, 200) or 409 voter_has_voted.

const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const HOUR = 3_600_000;
const SUBMISSIONS = 1000;

describe.each(BACKENDS)('voter portal: concurrent duplicate submissions (%s)', (backend) => {
  const api = useApi(backend);

  it(`${SUBMISSIONS} concurrent submissions of one ballot record it once`, { timeout: 120_000 }, async () => {
    const { votingId, itemIds } = await insertVotingRow(api.database, scope, {
      status: 'open',
      opensAt: new Date(Date.now() - HOUR),
      deadline: new Date(Date.now() + HOUR),
      items: ['Item 1', 'Item 2', 'Item 3'],
    });
    const voter = await insertPortalVoter(api.database, { ...scope, votingId });
    const answers = itemIds.map((itemId) => ({ itemId, choice: 'approve' }));
    const url = `/api/portal/${voter.token}/ballot`;
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: SUBMISSIONS }, (_, index) =>
        api.app.inject({
          method: 'POST',
          url,
          headers: { cookie: `voter_session=${voter.session}` },
          payload: { idempotencyKey: index % 2 === 0 ? 'the-same-key' : `key-${index}`, answers },
        }),
      ),
    );
    const elapsed = Date.now() - started;

    const byStatus = new Map<number, number>();
    for (const response of responses)
      byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
    expect(byStatus.get(201)).toBe(1);
    const recorded = responses.find((response) => response.statusCode === 201)!;
    const receipt = recorded.json<{ receipt: PortalReceipt }>().receipt;
    for (const response of responses) {
      if (response.statusCode === 201) continue;
      if (response.statusCode === 200) {
        expect(response.json<{ receipt: PortalReceipt }>().receipt).toEqual(receipt);
      } else {
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json<{ code: string }>().code).toBe('voter_has_voted');
      }
    }
    // Every status class once through the contract check (all 1,000 would only repeat it).
    for (const status of byStatus.keys()) {
      expectMatchesContract(
        'POST',
        url,
        responses.find((response) => response.statusCode === status)!,
      );
    }

    const { rows } = await sql<{ ballots: number; votes: number; entries: number }>`select
        (select count(*)::int from ballots where voting_id = ${votingId}) as ballots,
        (select count(*)::int from votes where voting_id = ${votingId}) as votes,
        (select count(*)::int from voting_audit_entries
          where voting_id = ${votingId} and action = 'ballot.recorded') as entries`.execute(api.database.db);
    expect(rows[0]).toEqual({ ballots: 1, votes: itemIds.length, entries: 1 });
    const jobs = await sql<{ n: number }>`select count(*)::int as n from jobs
      where kind = 'voter-portal-mail' and payload->>'ballotId' = ${receipt.ballotId}`.execute(
      api.database.db,
    );
    expect(jobs.rows[0]!.n).toBe(1); // one receipt e-mail
    console.log(
      `${backend}: ${SUBMISSIONS} concurrent submissions in ${elapsed} ms → ` +
        [...byStatus].map(([status, n]) => `${n}×${status}`).join(', '),
    );
  });
});
