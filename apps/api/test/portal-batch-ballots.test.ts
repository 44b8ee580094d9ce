import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PortalBatchBallots, PortalBatchResult, VoteChoice } from '@backoffice/api-client';
import { withWorkspace } from '../src/db/tenant.ts';
import { loadAuditChain } from '../src/services/votings/audit-log.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { insertPortalVoter, portalCall, type PortalTestVoter } from './support/portal-ballot.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import {
  cnpjOf,
  cpfOf,
  insertVoterRow,
  insertVotingRow,
  type VotingRowOptions,
  type VotingScope,
} from './support/voting-fixtures.ts';

// The holder who is in several funds of a batch (issue 19), through the HTTP layer: one session (one identity check,
// one PIN) covers the holder's voters in the batch's other open funds — same CPF/CNPJ AND same e-mail — and each
// fund's ballot lands in its own fund's chain with its own receipt; never another holder's, another company's, a
// closed fund's, or twice.

const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const otherScope = { companyId: demo.other.id, workspaceId: demo.outraMesa.id };
const HOUR = 3_600_000;
const ANA = cpfOf(31);
const ANA_EMAIL = 'ana.souza@example.test';

describe.each(SUITE_BACKENDS)('portal batch ballots (%s)', (backend) => {
  const api = useApi(backend);

  /** A batch of `funds` open child votings (two items each) in `where`; answers each child's id and items. */
  async function batchOf(
    where: VotingScope,
    funds: { name: string; cnpj: string; options?: VotingRowOptions }[],
  ) {
    const batch = await withWorkspace(api.database.db, where.companyId, where.workspaceId, (trx) =>
      trx
        .insertInto('voting_batches')
        .values({
          company_id: where.companyId,
          workspace_id: where.workspaceId,
          kind: 'standard',
          title: 'AGO dos FIIs — 2026',
          items: '[]',
          deadline: new Date(Date.now() + 24 * HOUR),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const children = [];
    for (const fund of funds) {
      const child = await insertVotingRow(api.database, where, {
        title: `AGO ${fund.name}`,
        status: 'open',
        opensAt: new Date(Date.now() - HOUR),
        deadline: new Date(Date.now() + 24 * HOUR),
        items: ['Aprovar as contas', 'Eleger o representante'],
        ...fund.options,
      });
      await withWorkspace(api.database.db, where.companyId, where.workspaceId, (trx) =>
        trx
          .updateTable('votings')
          .set({ batch_id: batch.id, fund_name: fund.name, fund_tax_id: fund.cnpj })
          .where('id', '=', child.votingId)
          .execute(),
      );
      children.push({ ...child, ...where, name: fund.name });
    }
    return { batchId: batch.id, children };
  }

  const list = async (voter: PortalTestVoter) => {
    const response = await portalCall(api, voter, { path: '/batch-ballots' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ batchBallots: PortalBatchBallots }>().batchBallots;
  };

  const submit = (voter: PortalTestVoter, ballots: object[]) =>
    portalCall(api, voter, { method: 'POST', path: '/batch-ballots', body: { ballots } });

  const ballotFor = (votingId: string, itemIds: string[], choices: VoteChoice[], key = randomUUID()) => ({
    votingId,
    idempotencyKey: key,
    answers: itemIds.map((itemId, index) => ({ itemId, choice: choices[index]! })),
  });

  const countedVotes = (where: VotingScope, votingId: string) =>
    withWorkspace(api.database.db, where.companyId, where.workspaceId, (trx) =>
      trx
        .selectFrom('votes')
        .select(['choice', 'subject_tax_id'])
        .where('voting_id', '=', votingId)
        .orderBy('choice')
        .execute(),
    );

  const chainActions = async (votingId: string) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, async (trx) =>
      (await loadAuditChain(trx, votingId)).map((entry) => entry.action),
    );

  it('a holder in two funds votes in both with one session; each fund its own chain and receipt', async () => {
    const { batchId, children } = await batchOf(scope, [
      { name: 'FII Jatobá Renda', cnpj: cnpjOf(5101) },
      { name: 'FII Ipê Logística', cnpj: cnpjOf(5102) },
    ]);
    const [jatoba, ipe] = children as [(typeof children)[0], (typeof children)[0]];
    const ana = await insertPortalVoter(
      api.database,
      { ...scope, votingId: jatoba.votingId },
      { name: 'Ana Souza', taxId: ANA, email: ANA_EMAIL },
    );
    // Her voter in the other fund: the same CPF, the e-mail in other case — and no session or policy of its own.
    const anaInIpe = await insertVoterRow(
      api.database,
      { ...scope, votingId: ipe.votingId },
      { name: 'Ana Souza', taxId: ANA, email: 'Ana.Souza@Example.TEST' },
    );
    const funds = await list(ana);
    expect(funds.batchId).toBe(batchId);
    expect(funds.funds.map((f) => [f.votingId, f.own, f.fundName, f.voted, f.open])).toEqual([
      [jatoba.votingId, true, 'FII Jatobá Renda', false, true],
      [ipe.votingId, false, 'FII Ipê Logística', false, true],
    ]);
    expect(funds.funds[1]!.items.map((item) => item.id)).toEqual(ipe.itemIds);
    expect(funds.policy.acceptedAt).not.toBeNull();

    const response = await submit(ana, [
      ballotFor(jatoba.votingId, jatoba.itemIds, ['approve', 'reject']),
      // A conflict of interest declared in Ipê only.
      ballotFor(ipe.votingId, ipe.itemIds, ['approve', 'conflict']),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json<{ results: PortalBatchResult[] }>().results;
    expect(results.map((r) => [r.votingId, r.outcome])).toEqual([
      [jatoba.votingId, 'recorded'],
      [ipe.votingId, 'recorded'],
    ]);
    expect(results[0]!.receipt!.receipt).not.toBe(results[1]!.receipt!.receipt);
    expect(await countedVotes(scope, jatoba.votingId)).toEqual([
      { choice: 'approve', subject_tax_id: ANA },
      { choice: 'reject', subject_tax_id: ANA },
    ]);
    // The conflict touched Ipê alone: Jatobá has none.
    expect(await countedVotes(scope, ipe.votingId)).toEqual([
      { choice: 'approve', subject_tax_id: ANA },
      { choice: 'conflict', subject_tax_id: ANA },
    ]);
    // Each ballot in its own fund's chain, by its own voter; the policy she accepted is recorded in Ipê's too.
    expect(await chainActions(ipe.votingId)).toEqual(['policy.accepted', 'ballot.recorded']);
    expect((await chainActions(jatoba.votingId)).filter((a) => a === 'ballot.recorded')).toHaveLength(1);
    const ipeBallots = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx
        .selectFrom('ballots')
        .select(['voter_id', 'receipt_hash'])
        .where('voting_id', '=', ipe.votingId)
        .execute(),
    );
    expect(ipeBallots).toEqual([{ voter_id: anaInIpe.voterId, receipt_hash: results[1]!.receipt!.receipt }]);

    const after = await list(ana);
    expect(after.funds.map((f) => [f.voted, f.receiptAvailable])).toEqual([
      [true, true],
      [true, true],
    ]);
    // Each fund's receipt.
    for (const child of [jatoba, ipe]) {
      const pdf = await portalCall(api, ana, { path: `/batch-ballots/${child.votingId}/receipt` });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
  });

  /** A support document of `votingId`, stored and listed as the voting's own attachments are. */
  async function attachDocument(where: VotingScope, votingId: string, name: string) {
    const bytes = Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`);
    const id = randomUUID();
    const storageKey = `voting-document-${id}.pdf`;
    await api.fileStorage.put(storageKey, bytes);
    await withWorkspace(api.database.db, where.companyId, where.workspaceId, (trx) =>
      trx
        .insertInto('voting_documents')
        .values({
          company_id: where.companyId,
          workspace_id: where.workspaceId,
          voting_id: votingId,
          id,
          name,
          content_type: 'application/pdf',
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          storage_key: storageKey,
        })
        .execute(),
    );
    return { id, bytes };
  }

  it("lists each fund's documents and serves a sibling fund's to the holder, never another fund's", async () => {
    const { children } = await batchOf(scope, [
      { name: 'FII Cedro Renda', cnpj: cnpjOf(5151) },
      { name: 'FII Dendê Logística', cnpj: cnpjOf(5152) },
      { name: 'FII Embaúba', cnpj: cnpjOf(5153) },
    ]);
    const [cedro, dende, embauba] = children as [
      (typeof children)[0],
      (typeof children)[0],
      (typeof children)[0],
    ];
    const ana = await insertPortalVoter(
      api.database,
      { ...scope, votingId: cedro.votingId },
      { taxId: ANA, email: ANA_EMAIL },
    );
    await insertVoterRow(
      api.database,
      { ...scope, votingId: dende.votingId },
      { taxId: ANA, email: ANA_EMAIL },
    );
    const own = await attachDocument(scope, cedro.votingId, 'Edital Cedro.pdf');
    const sibling = await attachDocument(scope, dende.votingId, 'Demonstrações Dendê 2025.pdf');
    // A fund of the batch Ana is not a holder of.
    const stranger = await attachDocument(scope, embauba.votingId, 'Edital Embaúba.pdf');

    const funds = await list(ana);
    expect(funds.funds.map((f) => [f.fundName, f.documents.map((d) => d.name)])).toEqual([
      ['FII Cedro Renda', ['Edital Cedro.pdf']],
      ['FII Dendê Logística', ['Demonstrações Dendê 2025.pdf']],
    ]);
    expect(funds.funds[1]!.documents[0]).toMatchObject({
      id: sibling.id,
      contentType: 'application/pdf',
      size: sibling.bytes.length,
    });

    for (const [votingId, document] of [
      [cedro.votingId, own],
      [dende.votingId, sibling],
    ] as const) {
      const response = await portalCall(api, ana, {
        path: `/batch-ballots/${votingId}/documents/${document.id}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.rawPayload.equals(document.bytes)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^inline;/);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
    // A fund she holds nothing in, a document of another fund under her fund's id, and no session: nothing served.
    for (const path of [
      `/batch-ballots/${embauba.votingId}/documents/${stranger.id}`,
      `/batch-ballots/${dende.votingId}/documents/${stranger.id}`,
      `/batch-ballots/${dende.votingId}/documents/${own.id}`,
    ]) {
      expectProblem(await portalCall(api, ana, { path }), 'not_found', 404);
    }
    const signedOut = await portalCall(
      api,
      { ...ana, session: 'none' },
      { path: `/batch-ballots/${dende.votingId}/documents/${sibling.id}` },
    );
    expect(signedOut.statusCode).toBe(401);
  });

  it('a voter with the same CPF and another e-mail is another holder: never listed, never voted for', async () => {
    const { children } = await batchOf(scope, [
      { name: 'FII Aroeira', cnpj: cnpjOf(5201) },
      { name: 'FII Buriti', cnpj: cnpjOf(5202) },
    ]);
    const [aroeira, buriti] = children as [(typeof children)[0], (typeof children)[0]];
    const ana = await insertPortalVoter(
      api.database,
      { ...scope, votingId: aroeira.votingId },
      { taxId: ANA, email: ANA_EMAIL },
    );
    await insertVoterRow(
      api.database,
      { ...scope, votingId: buriti.votingId },
      { taxId: ANA, email: 'outra@example.test' },
    );
    const funds = await list(ana);
    expect(funds.funds.map((f) => f.votingId)).toEqual([aroeira.votingId]);
    const refused = await submit(ana, [
      ballotFor(aroeira.votingId, aroeira.itemIds, ['approve', 'approve']),
      ballotFor(buriti.votingId, buriti.itemIds, ['approve', 'approve']),
    ]);
    expectProblem(refused, 'unprocessable', 422);
    expect(refused.json<{ errors: { field: string }[] }>().errors).toEqual([
      expect.objectContaining({ field: 'ballots/1/votingId', code: 'not_found' }),
    ]);
    // Nothing written, not even the fund of her own.
    expect(await countedVotes(scope, aroeira.votingId)).toEqual([]);
    expect(await countedVotes(scope, buriti.votingId)).toEqual([]);
    const receipt = await portalCall(api, ana, { path: `/batch-ballots/${buriti.votingId}/receipt` });
    expectProblem(receipt, 'not_found', 404);
  });

  it('a second submission counts nothing twice; the same keys again replay', async () => {
    const { children } = await batchOf(scope, [
      { name: 'FII Cedro', cnpj: cnpjOf(5301) },
      { name: 'FII Damasco', cnpj: cnpjOf(5302) },
    ]);
    const [cedro, damasco] = children as [(typeof children)[0], (typeof children)[0]];
    const ana = await insertPortalVoter(
      api.database,
      { ...scope, votingId: cedro.votingId },
      { taxId: ANA, email: ANA_EMAIL },
    );
    await insertVoterRow(
      api.database,
      { ...scope, votingId: damasco.votingId },
      { taxId: ANA, email: ANA_EMAIL },
    );
    const first = [
      ballotFor(cedro.votingId, cedro.itemIds, ['approve', 'approve']),
      ballotFor(damasco.votingId, damasco.itemIds, ['reject', 'abstain']),
    ];
    expect((await submit(ana, first)).statusCode).toBe(200);
    const replay = await submit(ana, first);
    expect(replay.json<{ results: PortalBatchResult[] }>().results.map((r) => r.outcome)).toEqual([
      'replayed',
      'replayed',
    ]);
    const again = await submit(ana, [
      ballotFor(cedro.votingId, cedro.itemIds, ['reject', 'reject']),
      ballotFor(damasco.votingId, damasco.itemIds, ['approve', 'approve']),
    ]);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ results: PortalBatchResult[] }>().results.map((r) => [r.outcome, r.code])).toEqual([
      ['refused', 'voter_has_voted'],
      ['refused', 'voter_has_voted'],
    ]);
    expect((await countedVotes(scope, cedro.votingId)).map((v) => v.choice)).toEqual(['approve', 'approve']);
    expect((await countedVotes(scope, damasco.votingId)).map((v) => v.choice)).toEqual(['abstain', 'reject']);
  });

  it('a closed fund is not listed and its ballot is refused; the open one is recorded', async () => {
    const { children } = await batchOf(scope, [
      { name: 'FII Embaúba', cnpj: cnpjOf(5401) },
      {
        name: 'FII Figueira',
        cnpj: cnpjOf(5402),
        options: {
          status: 'closed',
          deadline: new Date(Date.now() - HOUR),
          opensAt: new Date(Date.now() - 2 * HOUR),
        },
      },
    ]);
    const [embauba, figueira] = children as [(typeof children)[0], (typeof children)[0]];
    const ana = await insertPortalVoter(
      api.database,
      { ...scope, votingId: embauba.votingId },
      { taxId: ANA, email: ANA_EMAIL },
    );
    await insertVoterRow(
      api.database,
      { ...scope, votingId: figueira.votingId },
      { taxId: ANA, email: ANA_EMAIL },
    );
    expect((await list(ana)).funds.map((f) => f.votingId)).toEqual([embauba.votingId]);
    const response = await submit(ana, [
      ballotFor(embauba.votingId, embauba.itemIds, ['approve', 'approve']),
      ballotFor(figueira.votingId, figueira.itemIds, ['approve', 'approve']),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ results: PortalBatchResult[] }>().results.map((r) => [r.outcome, r.code])).toEqual(
      [
        ['recorded', undefined],
        ['refused', 'invalid_state'],
      ],
    );
    expect(await countedVotes(scope, figueira.votingId)).toEqual([]);
  });

  it("another company's batch is invisible, whoever the holder there is", async () => {
    const { children } = await batchOf(scope, [
      { name: 'FII Guapuruvu', cnpj: cnpjOf(5501) },
      { name: 'FII Hortelã', cnpj: cnpjOf(5502) },
    ]);
    const other = await batchOf(otherScope, [{ name: 'FII Outra Casa', cnpj: cnpjOf(5503) }]);
    const ana = await insertPortalVoter(
      api.database,
      { ...scope, votingId: children[0]!.votingId },
      { taxId: ANA, email: ANA_EMAIL },
    );
    const anaElsewhere = await insertVoterRow(
      api.database,
      { ...otherScope, votingId: other.children[0]!.votingId },
      { taxId: ANA, email: ANA_EMAIL },
    );
    expect(anaElsewhere.voterId).toBeTruthy();
    expect((await list(ana)).funds.map((f) => f.votingId)).toEqual([children[0]!.votingId]);
    const elsewhere = other.children[0]!;
    expectProblem(
      await submit(ana, [ballotFor(elsewhere.votingId, elsewhere.itemIds, ['approve', 'approve'])]),
      'unprocessable',
      422,
    );
    expectProblem(
      await portalCall(api, ana, { path: `/batch-ballots/${elsewhere.votingId}/receipt` }),
      'not_found',
      404,
    );
    expect(await countedVotes(otherScope, elsewhere.votingId)).toEqual([]);
  });

  it('a voting outside any batch lists its own fund alone; no policy, nothing recorded; no session, 401', async () => {
    const { votingId, itemIds } = await insertVotingRow(api.database, scope, {
      status: 'open',
      opensAt: new Date(Date.now() - HOUR),
      deadline: new Date(Date.now() + HOUR),
    });
    const ana = await insertPortalVoter(
      api.database,
      { ...scope, votingId },
      { taxId: ANA, email: ANA_EMAIL, policy: false },
    );
    const funds = await list(ana);
    expect(funds.batchId).toBeNull();
    expect(funds.funds.map((f) => [f.votingId, f.own, f.fundName, f.fundTaxId])).toEqual([
      [votingId, true, null, null],
    ]);
    expectProblem(
      await submit(ana, [ballotFor(votingId, itemIds, ['approve', 'approve'])]),
      'policy_not_accepted',
      422,
    );
    expect(await countedVotes(scope, votingId)).toEqual([]);
    expectProblem(
      await api.call({ method: 'GET', url: `/api/portal/${ana.token}/batch-ballots` }),
      'voter_session_required',
      401,
    );
  });
});
