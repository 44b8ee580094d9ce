import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type {
  Approval,
  PortalBallot,
  PortalReceipt,
  RepresentedParty,
  RepresentedVote,
  Voter,
  Voting,
  VotingResults,
} from '@backoffice/api-client';
import { withWorkspace } from '../src/db/tenant.ts';
import { runJobsUntilIdle } from '../src/jobs/index.ts';
import { maskTaxId } from '../src/reports/mask-tax-id.ts';
import { REPORT_LABELS } from '../src/reports/report-labels.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { insertPortalVoter, portalCall, uploadAs, type PortalTestVoter } from './support/portal-ballot.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { cnpjOf, cpfOf, insertVotingRow } from './support/voting-fixtures.ts';

// The third-party approval of an attorney's ballot: under review its votes hold their subjects but count nowhere
// (results, counts, participation over time, represented votes, reports); approved they count; returned they are
// deleted and the attorney votes again; the deadline applies to the approver too.

const OBSERVER = demo.observer.email;
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const HOUR = 3_600_000;
const PUBLIC_BASE_URL = 'https://votacao.example.test';
const APPROVER = { name: 'Carla Auditora', email: 'carla.auditora@example.test' };

describe.each(SUITE_BACKENDS)('voter portal, third-party approval (%s)', (backend) => {
  const api = useApi(backend);

  interface Setup {
    votingId: string;
    itemIds: string[];
    attorney: PortalTestVoter;
    party: RepresentedParty;
    other: PortalTestVoter;
  }

  /** An open voting by weight: an attorney (weight 10) representing one party (weight 300), and another voter (5). */
  async function setup(): Promise<Setup> {
    const { votingId, itemIds } = await insertVotingRow(api.database, scope, {
      title: 'AGE Fundo Ipê — aprovação',
      status: 'open',
      weighting: 'by_weight',
      opensAt: new Date(Date.now() - HOUR),
      deadline: new Date(Date.now() + 24 * HOUR),
    });
    const attorney = await insertPortalVoter(
      api.database,
      { ...scope, votingId },
      { name: 'João Procurador', taxId: cpfOf(70), weight: '10', email: 'joao@example.test' },
    );
    const other = await insertPortalVoter(
      api.database,
      { ...scope, votingId },
      { taxId: cpfOf(71), weight: '5' },
    );
    const added = await portalCall(api, attorney, {
      method: 'POST',
      path: '/represented-parties',
      body: { name: 'Fundação Previdenciária Ipê', taxId: cnpjOf(7070), weight: '300' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await uploadAs(api, attorney)).statusCode).toBe(201);
    return {
      votingId,
      itemIds,
      attorney,
      other,
      party: added.json<{ representedParty: RepresentedParty }>().representedParty,
    };
  }

  const answersFor = (itemIds: string[], partyId: string) => [
    ...itemIds.map((itemId) => ({ itemId, choice: 'approve' })),
    ...itemIds.map((itemId) => ({ itemId, choice: 'reject', representedPartyId: partyId })),
  ];

  /** Submits with the approver and returns the receipt and the approver's token from the e-mailed link. */
  async function submitForApproval(s: Setup, key = 'with-approver') {
    const response = await portalCall(api, s.attorney, {
      method: 'POST',
      path: '/ballot',
      body: { idempotencyKey: key, answers: answersFor(s.itemIds, s.party.id), approver: APPROVER },
    });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json<{ receipt: PortalReceipt }>().receipt;
    expect(receipt.status).toBe('under_review');
    api.mailer.reset();
    await runJobsUntilIdle(api, { publicBaseUrl: PUBLIC_BASE_URL, backoffMs: () => 0 });
    const request = api.mailer.sent.find((mail) => mail.to === APPROVER.email);
    expect(request, 'the approver is e-mailed').toBeDefined();
    const token = /\/aprovacao\/([A-Za-z0-9_-]{43})/.exec(request!.text)?.[1];
    expect(token).toBeDefined();
    expect(request!.html).toContain(`${PUBLIC_BASE_URL}/aprovacao/${token}`);
    return { receipt, token: token! };
  }

  async function results(votingId: string) {
    const response = await api.call({ url: `/api/votings/${votingId}/results`, as: OBSERVER });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ results: VotingResults }>().results;
  }

  async function voting(votingId: string) {
    return (await api.call({ url: `/api/votings/${votingId}`, as: OBSERVER })).json<{ voting: Voting }>()
      .voting;
  }

  async function represented(votingId: string) {
    const response = await api.call({ url: `/api/votings/${votingId}/represented-votes`, as: OBSERVER });
    return response.json<{ representedVotes: RepresentedVote[] }>().representedVotes;
  }

  const decide = (token: string, body: object) =>
    api.call({ method: 'POST', url: `/api/approvals/${token}/decision`, body });

  it('under review counts nowhere; the approver sees it and approves; then it counts', async () => {
    const s = await setup();
    const { receipt, token } = await submitForApproval(s);

    // Counted nowhere yet: results, the voting's counts, participation over time, the represented votes' status.
    const before = await results(s.votingId);
    for (const item of before.items) {
      expect(item.approve).toEqual({ count: 0, weight: '0' });
      expect(item.reject).toEqual({ count: 0, weight: '0' });
    }
    // The party is eligible from the moment it is represented (its declared weight), voted or not.
    expect(before.eligible).toEqual({ count: 3, weight: '315' });
    expect(before.participationOverTime.at(-1)?.voted ?? 0).toBe(0);
    expect((await voting(s.votingId)).participation).toMatchObject({
      voted: { total: 0, voters: 0, represented: 0 },
      underReview: { total: 2, voters: 1, represented: 1 },
    });
    expect((await represented(s.votingId))[0]).toMatchObject({ id: s.party.id, status: 'under_review' });
    // The subjects are held: nobody else can vote the party meanwhile.
    const page = (await portalCall(api, s.attorney, { path: '/ballot' })).json<{ ballot: PortalBallot }>()
      .ballot;
    expect(page.ballot).toMatchObject({ status: 'under_review', approver: APPROVER, reviewComment: null });

    // The approver's page: public, by token; the votes per subject and the attached power of attorney.
    const view = await api.call({ url: `/api/approvals/${token}` });
    expect(view.statusCode, view.body).toBe(200);
    const approval = view.json<{ approval: Approval }>().approval;
    expect(approval).toMatchObject({
      votingTitle: 'AGE Fundo Ipê — aprovação',
      attorney: { name: 'João Procurador' },
      status: 'under_review',
      submittedAt: receipt.submittedAt,
      reviewComment: null,
    });
    expect(approval.subjects).toEqual([
      {
        representedPartyId: null,
        name: 'João Procurador',
        taxIdMasked: maskTaxId('CPF', cpfOf(70)),
        votes: s.itemIds.map((itemId) => ({ itemId, choice: 'approve' })),
      },
      {
        representedPartyId: s.party.id,
        name: 'Fundação Previdenciária Ipê',
        taxIdMasked: maskTaxId('CNPJ', cnpjOf(7070)),
        votes: s.itemIds.map((itemId) => ({ itemId, choice: 'reject' })),
      },
    ]);
    expect(approval.uploads).toHaveLength(1);
    const file = await api.call({ url: `/api/approvals/${token}/uploads/${approval.uploads[0]!.id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // The attorney's evidence is shown in the page and kept nowhere: not by a shared cache, not on the device.
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expectProblem(await api.call({ url: `/api/approvals/${'x'.repeat(43)}` }), 'not_found', 404);

    const approved = await decide(token, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ status: 'counted' });
    expectProblem(await decide(token, { decision: 'approve' }), 'invalid_state', 409);

    const after = await results(s.votingId);
    expect(after.items[0]).toMatchObject({
      approve: { count: 1, weight: '10' },
      reject: { count: 1, weight: '300' },
    });
    expect(after.eligible).toEqual({ count: 3, weight: '315' });
    expect(after.participationOverTime.at(-1)!.voted).toBe(2);
    expect((await voting(s.votingId)).participation).toMatchObject({
      voted: { total: 2, voters: 1, represented: 1 },
      underReview: { total: 0, voters: 0, represented: 0 },
    });
    expect((await represented(s.votingId))[0]).toMatchObject({ status: 'counted' });

    const audit = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx
        .selectFrom('voting_audit_entries')
        .select(['action', 'data'])
        .where('voting_id', '=', s.votingId)
        .orderBy('seq')
        .execute(),
    );
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['represented_parties.added', 'ballot.recorded', 'ballot.approved']),
    );
    expect(audit.find((entry) => entry.action === 'ballot.recorded')!.data).toMatchObject({
      status: 'under_review',
      approver: APPROVER,
    });
    // Only the token's SHA-256 is stored.
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const stored = await sql<{ n: number }>`select count(*)::int as n from ballots
      where approver_token_hash = ${tokenHash}`.execute(api.database.db);
    expect(stored.rows[0]!.n).toBe(1);
    const leaked = await sql<{ n: number }>`select count(*)::int as n from jobs
      where payload::text like ${'%' + token + '%'}`.execute(api.database.db);
    expect(leaked.rows[0]!.n).toBe(0);
  });

  it('returned: its votes are deleted, the voter is told why, and votes again', async () => {
    const s = await setup();
    const { token } = await submitForApproval(s);
    expectProblem(await decide(token, { decision: 'return' }), 'unprocessable', 422);
    expectProblem(await decide(token, { decision: 'return', comment: '   ' }), 'unprocessable', 422);
    const returned = await decide(token, { decision: 'return', comment: 'Falta a procuração do Fundo.' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toEqual({ status: 'returned' });

    const votes = await sql<{ n: number }>`select count(*)::int as n from votes
      where voting_id = ${s.votingId}`.execute(api.database.db);
    expect(votes.rows[0]!.n).toBe(0);
    const approval = (await api.call({ url: `/api/approvals/${token}` })).json<{ approval: Approval }>()
      .approval;
    expect(approval).toMatchObject({ status: 'returned', reviewComment: 'Falta a procuração do Fundo.' });
    expect(approval.subjects).toHaveLength(2); // still shown, from the audit trail
    expectProblem(await decide(token, { decision: 'approve' }), 'invalid_state', 409);

    api.mailer.reset();
    await runJobsUntilIdle(api, { publicBaseUrl: PUBLIC_BASE_URL, backoffMs: () => 0 });
    const notice = api.mailer.sent.filter((mail) => mail.to === 'joao@example.test');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toContain('Votos devolvidos');
    expect(notice[0]!.text).toContain('Falta a procuração do Fundo.');

    const page = (await portalCall(api, s.attorney, { path: '/ballot' })).json<{ ballot: PortalBallot }>()
      .ballot;
    expect(page.ballot).toMatchObject({
      status: 'returned',
      reviewComment: 'Falta a procuração do Fundo.',
      votes: [],
    });
    expect((await represented(s.votingId))[0]).toMatchObject({ status: 'pending' });

    // A new ballot (new key), this time without an approver: counted at once, with the same power of attorney.
    const again = await portalCall(api, s.attorney, {
      method: 'POST',
      path: '/ballot',
      body: { idempotencyKey: 'second-try', answers: answersFor(s.itemIds, s.party.id) },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<{ receipt: PortalReceipt }>().receipt.status).toBe('counted');
    const after = await results(s.votingId);
    expect(after.items[1]).toMatchObject({
      approve: { count: 1, weight: '10' },
      reject: { count: 1, weight: '300' },
    });
  });

  it('the deadline applies to the approver: after it the decision is refused and the votes never count', async () => {
    const s = await setup();
    const { token } = await submitForApproval(s);
    await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx
        .updateTable('votings')
        .set({ deadline: new Date(Date.now() - 1000) })
        .where('id', '=', s.votingId)
        .execute(),
    );
    const late = await decide(token, { decision: 'approve' });
    expectProblem(late, 'invalid_state', 409);
    expect((await voting(s.votingId)).status).toBe('closed');
    const final = await results(s.votingId);
    expect(final.items.every((item) => item.approve.count === 0 && item.reject.count === 0)).toBe(true);
    const approval = (await api.call({ url: `/api/approvals/${token}` })).json<{ approval: Approval }>()
      .approval;
    expect(approval.status).toBe('under_review');
    // The reports of the closed voting leave them out too: the party is listed as waiting for the approver, uncounted.
    const map = await api.call({ url: `/api/votings/${s.votingId}/reports/vote-map.csv`, as: OBSERVER });
    expect(map.statusCode, map.body).toBe(200);
    const partyLines = map.body.split('\r\n').filter((line) => line.includes('Fundação Previdenciária Ipê'));
    expect(partyLines.length).toBeGreaterThan(0);
    for (const line of partyLines) {
      expect(line).not.toContain('Reprovar');
      expect(line).toContain(REPORT_LABELS['pt-BR'].csv.underReview);
    }
  });

  it('a voter whose ballot is under review has voted (no reminder, no second ballot) but is not counted', async () => {
    const s = await setup();
    await submitForApproval(s);
    const voters = (
      await api.call({ url: `/api/votings/${s.votingId}/voters?participation=completed`, as: OBSERVER })
    ).json<{ voters: Voter[] }>().voters;
    expect(voters.map((voter) => voter.id)).toEqual([s.attorney.voterId]);
    const second = await portalCall(api, s.attorney, {
      method: 'POST',
      path: '/ballot',
      body: { idempotencyKey: 'another', answers: answersFor(s.itemIds, s.party.id) },
    });
    expectProblem(second, 'voter_has_voted', 409);
  });
});
