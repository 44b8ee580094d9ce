import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf } from '@backoffice/domain';
import type { VotingResults, VotingSummary } from '@backoffice/api-client';
import { DEMO_COMPANY } from '../src/index.ts';
import { withTenant, withWorkspace } from '../src/db/tenant.ts';
import { demoVoters } from '../src/services/votings/demo-people.ts';
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
    // 48 voters, 1 voided; its attorney represents 2 parties (one voted): 29 voted, 1 of them voided, +1 party.
    expect(open.participation).toEqual({
      eligible: { total: 47 + 2, voters: 47, represented: 2 },
      voted: 29 - 1 + 1,
    });
    expect(votings.find((voting) => voting.status === 'cancelled')!.participation.voted).toBe(0);
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
    for (const { tax_id_type: type, tax_id: taxId } of taxIds)
      expect(type === 'CPF' ? isValidCpf(taxId) : isValidCnpj(taxId), `${type} ${taxId}`).toBe(true);
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

  it('shows people a prospect believes: Brazilian names, a CPF per person, a CNPJ per entity, e-mails of the name (issue 16)', async () => {
    await ensureDemoVotings();
    const ids = DEMO_COMPANY.votings.map((v) => v.id);
    const [voters, parties] = await withTenant(api.database.db, DEMO_COMPANY.id, (trx) =>
      Promise.all([
        trx
          .selectFrom('voters')
          .select(['voting_id', 'name', 'email', 'tax_id_type', 'tax_id'])
          .where('voting_id', 'in', ids)
          .execute(),
        trx
          .selectFrom('represented_parties')
          .select(['voting_id', 'name', 'tax_id_type', 'tax_id'])
          .where('voting_id', 'in', ids)
          .execute(),
      ]),
    );
    expect(voters.length).toBeGreaterThan(100);
    expect(parties.length).toBeGreaterThan(0);
    const words = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean);
    for (const person of [...voters, ...parties]) {
      // Words of letters, capitalised ('Ana Souza Lima', 'Pampa Investimentos S.A.'): never 'undefined'.
      expect(person.name).not.toMatch(/undefined|null|NaN/);
      expect(person.name, person.name).toMatch(/^\p{Lu}[\p{L}.]*( [\p{L}.]+)+$/u);
      const entity = /\b(Ltda|S\.A|Fundação|Fundo|Instituto|Caixa|Cooperativa|Previdência)\b/u.test(
        person.name,
      );
      expect(person.tax_id_type, person.name).toBe(entity ? 'CNPJ' : 'CPF');
      const valid = person.tax_id_type === 'CPF' ? isValidCpf(person.tax_id) : isValidCnpj(person.tax_id);
      expect(valid, `${person.name}: ${person.tax_id}`).toBe(true);
    }
    for (const voter of voters) {
      // The address is made of the name: a person's first name and last surname, an entity's words.
      const [local = '', domain] = voter.email.split('@');
      expect(domain, voter.email).toBe('exemplo.com.br');
      const parts = local.replace(/\d+$/, '').split('.');
      const name = words(voter.name);
      if (voter.tax_id_type === 'CPF') expect(parts, voter.email).toEqual([name[0], name.at(-1)]);
      else for (const part of parts) expect(name, voter.email).toContain(part);
    }
    for (const voting of DEMO_COMPANY.votings) {
      const own = voters.filter((voter) => voter.voting_id === voting.id);
      const taxIds = [...own, ...parties.filter((party) => party.voting_id === voting.id)].map(
        (p) => p.tax_id,
      );
      expect(new Set(taxIds).size, voting.title).toBe(taxIds.length);
      expect(new Set(own.map((voter) => voter.email)).size, voting.title).toBe(own.length);
      expect(new Set(own.map((voter) => voter.name)).size, voting.title).toBe(own.length);
      // The same people on every machine and every seeding.
      expect(own.map((voter) => voter.name).sort(), voting.title).toEqual(
        demoVoters(voting)
          .map((voter) => voter.name)
          .sort(),
      );
    }
  });
});
