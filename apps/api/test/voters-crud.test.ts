import { describe, expect, it } from 'vitest';
import type { Pagination, Voter, VoterInput } from '@backoffice/api-client';
import type { VotingStatus } from '@backoffice/api-client';
import {
  VOTER_EMAIL_MAX_CHARS,
  VOTER_NAME_MAX_CHARS,
  VOTER_PHONE_MAX_CHARS,
  WEIGHT_MAX_DECIMALS,
  WEIGHT_MAX_INTEGER_DIGITS,
} from '@backoffice/domain';
import { withWorkspace } from '../src/db/tenant.ts';
import { loadAuditChain } from '../src/services/votings/audit-log.ts';
import { taxIdFragment } from '../src/services/voters/list-voters.ts';
import { prepareVoterInput } from '../src/services/voters/voter-input.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi, type ApiHarness } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { cnpjOf, cpfOf, insertVoterRow, insertVotingRow } from './support/voting-fixtures.ts';

const OPERATOR = 'operator@demo.local';
const OBSERVER = 'observer@demo.local';
const OTHER_ADMIN = 'outra-admin@demo.local';
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };

const MARIA: VoterInput = {
  name: '  Maria   da Silva ',
  taxId: '529.982.247-25',
  email: 'Maria.Silva@Example.com',
  phone: '(11) 98765-4321',
  weight: '1500.250',
};

describe('prepareVoterInput', () => {
  it('reads a voter as the import reads a row: trimmed name, bare CPF, lower-case e-mail, E.164 phone, canonical weight', () => {
    expect(prepareVoterInput(MARIA)).toEqual({
      name: 'Maria da Silva',
      taxIdType: 'CPF',
      taxId: '52998224725',
      email: 'maria.silva@example.com',
      phone: '+5511987654321',
      weight: '1500.25',
    });
  });

  it('takes the alphanumeric CNPJ in any case, and weight 1 when none is given', () => {
    // The schema's default fills weight in a request; a caller may still leave it out.
    const input = { name: 'Fundo', taxId: '12.abc.345/01de-35', email: 'f@example.com' } as VoterInput;
    expect(prepareVoterInput(input)).toMatchObject({
      taxIdType: 'CNPJ',
      taxId: '12ABC34501DE35',
      weight: '1',
      phone: null,
    });
  });

  it.each([
    ['a blank name', { name: '   ' }, 'validation_failed', 'name', 'minLength'],
    [
      'a CPF with a wrong check digit',
      { taxId: '529.982.247-24' },
      'invalid_tax_id',
      'taxId',
      'invalid_tax_id',
    ],
    [
      'a number Excel would have shortened',
      { taxId: '01234567890'.slice(1) + '0' },
      'invalid_tax_id',
      'taxId',
      'invalid_tax_id',
    ],
    ['a phone that is not one', { phone: '12345' }, 'unprocessable', 'phone', 'phone_invalid'],
    ['a weight of zero', { weight: '0.000' }, 'unprocessable', 'weight', 'weight_not_positive'],
    ['a control character in the name', { name: 'Maria\u0007' }, 'unprocessable', 'name', 'name_invalid'],
  ])('refuses %s', (_what, change, code, field, fieldCode) => {
    expect(() => prepareVoterInput({ ...MARIA, ...change })).toThrow(
      expect.objectContaining({ code, errors: [expect.objectContaining({ field, code: fieldCode })] }),
    );
  });
});

describe('taxIdFragment', () => {
  it('reads punctuated or bare digits, and alphanumeric CNPJ parts, as CPF/CNPJ fragments; words are not', () => {
    expect(taxIdFragment('529.982')).toBe('529982');
    expect(taxIdFragment('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(taxIdFragment('maria')).toBeNull();
    expect(taxIdFragment('a@b.c')).toBeNull();
  });
});

describe.each(SUITE_BACKENDS)('voters API on %s', (backend) => {
  const api = useApi(backend);

  const votersUrl = (votingId: string) => `/api/votings/${votingId}/voters`;
  const newVoting = (status: VotingStatus = 'draft', items?: string[]) =>
    insertVotingRow(api.database, scope, { status, ...(items ? { items } : {}) });

  async function add(votingId: string, input: VoterInput, as = OPERATOR) {
    return api.call({ method: 'POST', url: votersUrl(votingId), as, body: input });
  }

  async function added(votingId: string, input: VoterInput): Promise<Voter> {
    const response = await add(votingId, input);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ voter: Voter }>().voter;
  }

  async function listed(votingId: string, query = '', as = OBSERVER) {
    const response = await api.call({ url: `${votersUrl(votingId)}${query}`, as });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ voters: Voter[]; pagination: Pagination }>();
  }

  const keys = { company_id: scope.companyId, workspace_id: scope.workspaceId };

  async function vote(votingId: string, voterId: string, taxId: string, itemIds: readonly string[]) {
    await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, async (trx) => {
      const ballot = await trx
        .insertInto('ballots')
        .values({
          ...keys,
          voting_id: votingId,
          voter_id: voterId,
          idempotency_key: `k-${voterId}-${itemIds.length}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const itemId of itemIds) {
        await trx
          .insertInto('votes')
          .values({
            ...keys,
            voting_id: votingId,
            item_id: itemId,
            ballot_id: ballot.id,
            voter_id: voterId,
            subject_tax_id: taxId,
            choice: 'approve',
            weight: '1',
          })
          .execute();
      }
    });
  }

  async function auditActions(votingId: string) {
    const chain = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      loadAuditChain(trx, votingId),
    );
    return chain.map((entry) => ({ action: entry.action, data: entry.data }));
  }

  describe('add', () => {
    it('adds a voter with its fields normalized, pending, never invited, with a link token hash of its own', async () => {
      const { votingId } = await newVoting();
      const voter = await added(votingId, MARIA);
      expect(voter).toMatchObject({
        name: 'Maria da Silva',
        taxIdType: 'CPF',
        taxId: '52998224725',
        email: 'maria.silva@example.com',
        phone: '+5511987654321',
        weight: '1500.25',
        status: 'active',
        participation: 'pending',
        voidReason: null,
        voidedAt: null,
        votedAt: null,
        lastInvitation: null,
        representedParties: 0,
      });
      const row = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
        trx
          .selectFrom('voters')
          .select(['token_hash', 'token_version', 'workspace_id'])
          .where('id', '=', voter.id)
          .executeTakeFirstOrThrow(),
      );
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row).toMatchObject({ token_version: 1, workspace_id: scope.workspaceId });
    });

    it('refuses a CPF/CNPJ the voting already has, however it is written (409 tax_id_taken)', async () => {
      const { votingId } = await newVoting('scheduled');
      await added(votingId, MARIA);
      expectProblem(
        await add(votingId, { ...MARIA, taxId: '52998224725', email: 'outra@example.com' }),
        'tax_id_taken',
        409,
      );
      // Another voting may have the same person.
      const other = await newVoting();
      await added(other.votingId, MARIA);
    });

    it('refuses an invalid CPF/CNPJ (422 invalid_tax_id) and a malformed body (400)', async () => {
      const { votingId } = await newVoting();
      expectProblem(await add(votingId, { ...MARIA, taxId: '111.111.111-11' }), 'invalid_tax_id', 422);
      expectProblem(await add(votingId, { ...MARIA, email: 'não é e-mail' }), 'validation_failed', 400);
      expect((await listed(votingId)).voters).toEqual([]);
    });

    // The add / edit voter dialogs check these limits (packages/domain voterFields.ts, weight.ts) before sending; the
    // server refuses the same whatever the client, and writes nothing.
    it.each([
      ['a blank name', { name: '   ' }, 'validation_failed', 'name'],
      ['a name past the limit', { name: 'x'.repeat(VOTER_NAME_MAX_CHARS + 1) }, 'validation_failed', 'name'],
      [
        'an e-mail past the limit',
        { email: `${'a'.repeat(VOTER_EMAIL_MAX_CHARS)}@x.com` },
        'validation_failed',
        'email',
      ],
      [
        'a phone past the limit',
        { phone: '9'.repeat(VOTER_PHONE_MAX_CHARS + 1) },
        'validation_failed',
        'phone',
      ],
      ['a phone that is no phone', { phone: '12345' }, 'unprocessable', 'phone'],
      ['a weight of zero', { weight: '0' }, 'unprocessable', 'weight'],
      [
        'a weight with too many decimals',
        { weight: `1.${'1'.repeat(WEIGHT_MAX_DECIMALS + 1)}` },
        'validation_failed',
        'weight',
      ],
      [
        'a weight too large',
        { weight: '9'.repeat(WEIGHT_MAX_INTEGER_DIGITS + 1) },
        'validation_failed',
        'weight',
      ],
      ['a weight in Brazilian writing', { weight: '1.250,5' }, 'validation_failed', 'weight'],
    ])('refuses what the voter dialogs refuse: %s', async (_what, change, code, field) => {
      const { votingId } = await newVoting();
      const response = await add(votingId, { ...MARIA, ...change });
      expectProblem(response, code);
      expect(response.json<{ errors: { field: string }[] }>().errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field })]),
      );
      expect((await listed(votingId)).voters).toEqual([]);
    });

    it('takes a name and a phone at the limits', async () => {
      const { votingId } = await newVoting();
      const name = 'x'.repeat(VOTER_NAME_MAX_CHARS);
      const response = await add(votingId, { ...MARIA, name, phone: '+55 (11) 98765-4321' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<{ voter: Voter }>().voter).toMatchObject({ name, phone: '+5511987654321' });
    });

    it.each(['closed', 'cancelled'] as const)('refuses a %s voting (409 invalid_state)', async (status) => {
      const { votingId } = await newVoting(status);
      expectProblem(await add(votingId, MARIA), 'invalid_state', 409);
    });

    it('treats an open voting whose deadline has passed as closed', async () => {
      const { votingId } = await insertVotingRow(api.database, scope, {
        status: 'open',
        deadline: new Date(Date.now() - 60_000),
        opensAt: new Date(Date.now() - 3_600_000),
      });
      expectProblem(await add(votingId, MARIA), 'invalid_state', 409);
    });

    it('answers 404 for a voting of another workspace or company', async () => {
      const rio = await insertVotingRow(api.database, { ...scope, workspaceId: demo.rio.id });
      expectProblem(await add(rio.votingId, MARIA), 'not_found', 404);
      const other = await insertVotingRow(api.database, {
        companyId: demo.other.id,
        workspaceId: demo.outraMesa.id,
      });
      expectProblem(await add(other.votingId, MARIA), 'not_found', 404);
      expectProblem(await api.call({ url: votersUrl(rio.votingId), as: OBSERVER }), 'not_found', 404);
      const mine = await newVoting();
      expectProblem(await api.call({ url: votersUrl(mine.votingId), as: OTHER_ADMIN }), 'not_found', 404);
      expectProblem(await add(mine.votingId, MARIA, OTHER_ADMIN), 'not_found', 404);
    });
  });

  describe('update', () => {
    it('edits name, CPF/CNPJ, e-mail, phone and weight, audited with before and after (an open voting)', async () => {
      const { votingId } = await newVoting('open');
      const voter = await added(votingId, MARIA);
      const cnpj = cnpjOf(7);
      const response = await api.call({
        method: 'PUT',
        url: `${votersUrl(votingId)}/${voter.id}`,
        as: OPERATOR,
        body: { name: 'Maria Souza', taxId: cnpj, email: 'maria@example.com', phone: null, weight: '2' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ voter: Voter }>().voter).toMatchObject({
        id: voter.id,
        name: 'Maria Souza',
        taxIdType: 'CNPJ',
        taxId: cnpj,
        email: 'maria@example.com',
        phone: null,
        weight: '2',
      });
      const updated = (await auditActions(votingId)).find((entry) => entry.action === 'voter.updated');
      expect(updated?.data).toEqual({
        voterId: voter.id,
        changes: {
          name: { from: 'Maria da Silva', to: 'Maria Souza' },
          taxIdType: { from: 'CPF', to: 'CNPJ' },
          taxId: { from: '52998224725', to: cnpj },
          email: { from: 'maria.silva@example.com', to: 'maria@example.com' },
          phone: { from: '+5511987654321', to: null },
          weight: { from: '1500.25', to: '2' },
        },
      });
    });

    it('refuses after the voter has voted (409 voter_has_voted), when voided or the voting closed (409 invalid_state)', async () => {
      const { votingId, itemIds } = await newVoting('open');
      const voter = await added(votingId, MARIA);
      await vote(votingId, voter.id, voter.taxId, itemIds.slice(0, 1));
      const put = (id: string, vid = votingId) =>
        api.call({
          method: 'PUT',
          url: `${votersUrl(vid)}/${id}`,
          as: OPERATOR,
          body: { ...MARIA, name: 'Outra' },
        });
      expectProblem(await put(voter.id), 'voter_has_voted', 409);

      const voided = await insertVoterRow(api.database, { ...scope, votingId }, { voided: true });
      expectProblem(await put(voided.voterId), 'invalid_state', 409);

      const closed = await newVoting('closed');
      const closedVoter = await insertVoterRow(api.database, { ...scope, votingId: closed.votingId });
      expectProblem(await put(closedVoter.voterId, closed.votingId), 'invalid_state', 409);
      expectProblem(await put('00000000-0000-4000-8000-000000000000'), 'not_found', 404);
    });

    it('refuses a CPF/CNPJ another voter of the voting has (409 tax_id_taken)', async () => {
      const { votingId } = await newVoting();
      const taken = await insertVoterRow(api.database, { ...scope, votingId }, { taxId: cpfOf(11) });
      const voter = await added(votingId, MARIA);
      const response = await api.call({
        method: 'PUT',
        url: `${votersUrl(votingId)}/${voter.id}`,
        as: OPERATOR,
        body: { ...MARIA, taxId: taken.taxId },
      });
      expectProblem(response, 'tax_id_taken', 409);
    });
  });

  describe('void', () => {
    it('voids with a reason: voided list, audited; voiding again is 409', async () => {
      const { votingId } = await newVoting('scheduled');
      const voter = await added(votingId, MARIA);
      const url = `${votersUrl(votingId)}/${voter.id}/void`;
      const response = await api.call({
        method: 'POST',
        url,
        as: OPERATOR,
        body: { reason: ' Transferiu as cotas ' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const voided = response.json<{ voter: Voter }>().voter;
      expect(voided).toMatchObject({
        status: 'voided',
        participation: 'voided',
        voidReason: 'Transferiu as cotas',
      });
      expect(voided.voidedAt).not.toBeNull();
      expect(await auditActions(votingId)).toContainEqual({
        action: 'voter.voided',
        data: { voterId: voter.id, reason: 'Transferiu as cotas' },
      });
      expectProblem(
        await api.call({ method: 'POST', url, as: OPERATOR, body: { reason: 'de novo' } }),
        'invalid_state',
        409,
      );
      expectProblem(
        await api.call({
          method: 'POST',
          url: `${votersUrl(votingId)}/${voter.id}/void`,
          as: OPERATOR,
          body: { reason: '  a ' },
        }),
        'validation_failed',
        400,
      );
    });
  });

  describe('list', () => {
    it('splits voters by participation: completed voted every item, pending did not, voided apart', async () => {
      const { votingId, itemIds } = await newVoting('open');
      const done = await insertVoterRow(api.database, { ...scope, votingId }, { name: 'Ana Completa' });
      const half = await insertVoterRow(api.database, { ...scope, votingId }, { name: 'Bruno Metade' });
      await insertVoterRow(api.database, { ...scope, votingId }, { name: 'Carla Nada' });
      await insertVoterRow(api.database, { ...scope, votingId }, { name: 'Davi Anulado', voided: true });
      await vote(votingId, done.voterId, done.taxId, itemIds);
      await vote(votingId, half.voterId, half.taxId, itemIds.slice(0, 1));

      const names = async (query: string) =>
        (await listed(votingId, query)).voters.map((voter) => voter.name);
      expect(await names('')).toEqual(['Ana Completa', 'Bruno Metade', 'Carla Nada', 'Davi Anulado']);
      expect(await names('?participation=completed')).toEqual(['Ana Completa']);
      expect(await names('?participation=pending')).toEqual(['Bruno Metade', 'Carla Nada']);
      expect(await names('?participation=voided')).toEqual(['Davi Anulado']);

      const completed = (await listed(votingId, '?participation=completed')).voters[0]!;
      expect(completed.participation).toBe('completed');
      expect(completed.votedAt).not.toBeNull();
      const byVote = await names('?sortBy=votedAt&sortDirection=desc');
      expect(byVote.slice(2).sort()).toEqual(['Carla Nada', 'Davi Anulado']);
    });

    it('searches the name without accents, the e-mail and the CPF/CNPJ with or without punctuation', async () => {
      const { votingId } = await newVoting();
      const cpf = cpfOf(424242);
      await insertVoterRow(
        api.database,
        { ...scope, votingId },
        { name: 'João Conceição', taxId: cpf, email: 'joao@fundo.example' },
      );
      await insertVoterRow(
        api.database,
        { ...scope, votingId },
        { name: 'Maria Souza', taxId: cnpjOf(31), email: 'maria@outro.example' },
      );
      const found = async (search: string) =>
        (await listed(votingId, `?search=${encodeURIComponent(search)}`)).voters.map((voter) => voter.name);
      expect(await found('joao conceicao')).toEqual(['João Conceição']);
      expect(await found('CONCEIÇÃO')).toEqual(['João Conceição']);
      expect(await found('outro.example')).toEqual(['Maria Souza']);
      expect(await found(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`)).toEqual(
        ['João Conceição'],
      );
      expect(await found(cpf.slice(2, 8))).toEqual(['João Conceição']);
      expect(await found('ninguém')).toEqual([]);
    });

    it('sorts by name (accents folded) or weight, then by id, in pages that never overlap', async () => {
      const { votingId } = await newVoting();
      const weights = ['10', '2.5', '300', '1', '45.000001'];
      for (const [index, name] of ['Éder', 'amanda', 'Bruno', 'Zilda', 'carlos'].entries()) {
        await insertVoterRow(api.database, { ...scope, votingId }, { name, weight: weights[index]! });
      }
      const page = async (query: string) => listed(votingId, query);
      expect((await page('?limit=3')).voters.map((voter) => voter.name)).toEqual([
        'amanda',
        'Bruno',
        'carlos',
      ]);
      const second = await page('?limit=3&offset=3');
      expect(second.voters.map((voter) => voter.name)).toEqual(['Éder', 'Zilda']);
      expect(second.pagination).toEqual({
        total: 5,
        offset: 3,
        limit: 3,
        sortBy: 'name',
        sortDirection: 'asc',
      });
      expect((await page('?sortBy=weight&sortDirection=desc')).voters.map((voter) => voter.weight)).toEqual([
        '300',
        '45.000001',
        '10',
        '2.5',
        '1',
      ]);
    });

    it('counts the parties an attorney represents', async () => {
      const { votingId } = await newVoting();
      const attorney = await insertVoterRow(api.database, { ...scope, votingId }, { name: 'Procuradora' });
      const { insertRepresentedPartyRow } = await import('./support/voting-fixtures.ts');
      await insertRepresentedPartyRow(
        api.database,
        { ...scope, votingId, attorneyVoterId: attorney.voterId },
        { taxId: cpfOf(901) },
      );
      await insertRepresentedPartyRow(
        api.database,
        { ...scope, votingId, attorneyVoterId: attorney.voterId },
        { taxId: cpfOf(902) },
      );
      expect((await listed(votingId)).voters[0]).toMatchObject({
        name: 'Procuradora',
        representedParties: 2,
      });
    });
  });

  describe('roles', () => {
    it('OBSERVER reads the voters and changes nothing (403 on add, edit, void)', async () => {
      const { votingId } = await newVoting();
      const voter = await added(votingId, MARIA);
      expectProblem(await add(votingId, { ...MARIA, taxId: cpfOf(5) }, OBSERVER), 'forbidden', 403);
      expectProblem(
        await api.call({
          method: 'PUT',
          url: `${votersUrl(votingId)}/${voter.id}`,
          as: OBSERVER,
          body: MARIA,
        }),
        'forbidden',
        403,
      );
      expectProblem(
        await api.call({
          method: 'POST',
          url: `${votersUrl(votingId)}/${voter.id}/void`,
          as: OBSERVER,
          body: { reason: 'teste' },
        }),
        'forbidden',
        403,
      );
      expect((await listed(votingId)).voters).toEqual([
        expect.objectContaining({ id: voter.id, status: 'active', name: 'Maria da Silva' }),
      ]);
    });
  });
});

export type { ApiHarness };
