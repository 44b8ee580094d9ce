import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  SubjectCount,
  Voting,
  VotingResults,
  VotingSummary,
  VotingParticipation,
} from '@backoffice/api-client';
import { countParticipation, votingParticipation } from '@backoffice/domain';
import { DEMO_COMPANY } from '../src/db/demo-data.ts';
import { withWorkspace } from '../src/db/tenant.ts';
import { REPORT_LABELS } from '../src/reports/report-labels.ts';
import { recordBallot, type BallotAnswer } from '../src/services/votings/record-ballot.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import {
  cnpjOf,
  cpfOf,
  insertRepresentedPartyRow,
  insertVoterRow,
  insertVotingRow,
} from './support/voting-fixtures.ts';

// One voting, one count (issue 16): who may vote and who has — voters, represented parties, voided voters, ballots
// under the approver's review — reads the same in the votings list, the voting's page, its results, the vote map CSV
// and the minutes PDF. The demo's closed "AGO … Jatobá" said "32 de 36" in the list, "Votantes 36 / Votaram 31" on its
// page and "Aptos a votar: 37" in its minutes; every case of the rule (packages/domain votingParticipation) is built
// below too, and the database's counts are held to the domain's rule over the same rows.

const OBSERVER = demo.observer.email;
const OPERATOR = demo.operator.email;
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const HOUR = 3_600_000;
const csv = REPORT_LABELS['pt-BR'].csv;

const require = createRequire(import.meta.url);
const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts/');

async function pdfText(buffer: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(buffer), standardFontDataUrl }).promise;
  let text = '';
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
  }
  await document.destroy();
  return text.replace(/\s+/g, ' ');
}

const cells = (line: string) => line.split(';').map((cell) => cell.replace(/^"|"$/g, '').replace(/""/g, '"'));

/** A figure as the minutes print it: "37 (36 votantes + 1 representado)" or "5". */
function subjectsIn(text: string, label: string): SubjectCount | null {
  const escaped = label.replace(/[()]/g, '\\$&');
  const match = new RegExp(`${escaped} (\\d+)(?: \\((\\d+) votantes? \\+ (\\d+) representados?\\))?`).exec(
    text,
  );
  if (!match) return null;
  const total = Number(match[1]);
  return match[2] === undefined
    ? { total, voters: total, represented: 0 }
    : { total, voters: Number(match[2]), represented: Number(match[3]) };
}

describe.each(SUITE_BACKENDS)(
  'one count of a voting across the list, its page, the CSV and the PDF (%s)',
  (backend) => {
    const api = useApi(backend);

    async function get<T>(url: string): Promise<T> {
      const response = await api.call({ url, as: OBSERVER });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json<T>();
    }

    /** Every place's figures of the voting (closed: the reports exist). */
    async function everywhere(votingId: string, title: string) {
      const { votings } = await get<{ votings: VotingSummary[] }>(
        `/api/votings?search=${encodeURIComponent(title)}&limit=100`,
      );
      const list = votings.find((voting) => voting.id === votingId)!.participation;
      const { voting } = await get<{ voting: Voting }>(`/api/votings/${votingId}`);
      const { results } = await get<{ results: VotingResults }>(`/api/votings/${votingId}/results`);

      const map = await api.call({ url: `/api/votings/${votingId}/reports/vote-map.csv`, as: OBSERVER });
      expect(map.statusCode, map.body).toBe(200);
      const firstItem = map.body
        .slice(1)
        .split('\r\n')
        .filter(Boolean)
        .slice(1)
        .map(cells)
        .filter((row) => row[1]!.startsWith('1.'));
      const vote = (row: string[]) => row[5]!;
      const choices = Object.values(csv.choices);
      const fromCsv = {
        eligible: firstItem.filter((row) => vote(row) !== csv.voided).length,
        voted: firstItem.filter((row) => choices.includes(vote(row))).length,
        underReview: firstItem.filter((row) => vote(row) === csv.underReview).length,
        pending: firstItem.filter((row) => vote(row) === csv.pending).length,
      };

      const minutes = await api.call({ url: `/api/votings/${votingId}/reports/minutes.pdf`, as: OBSERVER });
      expect(minutes.statusCode).toBe(200);
      const text = await pdfText(minutes.rawPayload);
      const labels = REPORT_LABELS['pt-BR'].pdf;
      const fromPdf = {
        eligible: subjectsIn(text, labels.eligibleSubjects),
        voted: subjectsIn(text, labels.votedSubjects),
        underReview: subjectsIn(text, labels.underReviewSubjects),
        pending: subjectsIn(text, labels.pendingSubjects),
        voided: Number(new RegExp(`${labels.voidedVoters} (\\d+)`).exec(text)?.[1]),
        // Each item's line: "Aptos a votar: 37 (36 votantes + 1 representado; peso 1.234,5)."
        items: [
          ...text.matchAll(/Aptos a votar: (\d+) \((?:(\d+) votantes? \+ (\d+) representados?; )?peso/g),
        ].map((match) => [
          Number(match[1]),
          match[2] === undefined ? null : Number(match[2]),
          match[3] ? Number(match[3]) : 0,
        ]),
      };
      return {
        list,
        detail: voting.participation,
        counts: voting.counts,
        results,
        csv: fromCsv,
        pdf: fromPdf,
      };
    }

    /** Every place says `expected` (under review and voided where the place shows them). */
    function expectEverywhere(
      figures: Awaited<ReturnType<typeof everywhere>>,
      expected: VotingParticipation,
    ) {
      expect(figures.detail, 'the voting page').toEqual(expected);
      expect(figures.list, 'the votings list').toEqual({
        eligible: expected.eligible,
        voted: expected.voted.total,
      });
      expect(figures.results.eligible.count, 'the results').toBe(expected.eligible.total);
      for (const item of figures.results.items) {
        const present = item.approve.count + item.reject.count + item.abstain.count + item.conflict.count;
        expect(present, 'an item never has more votes than subjects voted').toBeLessThanOrEqual(
          expected.voted.total,
        );
      }
      expect(figures.results.participationOverTime.at(-1)?.voted ?? 0, 'participation over time').toBe(
        expected.voted.total,
      );
      expect(figures.csv, 'the vote map CSV').toEqual({
        eligible: expected.eligible.total,
        voted: expected.voted.total,
        underReview: expected.underReview.total,
        pending: expected.pending.total,
      });
      expect(figures.pdf.eligible, 'the minutes: eligible').toEqual(expected.eligible);
      expect(figures.pdf.voted, 'the minutes: voted').toEqual(expected.voted);
      expect(figures.pdf.underReview, 'the minutes: under review').toEqual(
        expected.underReview.total > 0 ? expected.underReview : null,
      );
      expect(figures.pdf.pending, 'the minutes: pending').toEqual(expected.pending);
      expect(figures.pdf.voided, 'the minutes: voided').toBe(expected.voided);
      expect(figures.pdf.items.length, 'the minutes: an eligible line per item').toBeGreaterThan(0);
      for (const [total, voters, represented] of figures.pdf.items) {
        expect(total).toBe(expected.eligible.total);
        if (expected.eligible.represented > 0)
          expect([voters, represented]).toEqual([expected.eligible.voters, expected.eligible.represented]);
        else expect(voters).toBeNull();
      }
    }

    it("the demo's closed AGO Jatobá: 37 eligible (36 voters + 1 represented), 32 voted (31 + 1), everywhere", async () => {
      const spec = DEMO_COMPANY.votings.find(
        (voting) => voting.status === 'closed' && voting.represented === 1,
      )!;
      expect(spec).toMatchObject({ voters: 36, voted: 31, voided: 0, represented: 1 });
      const figures = await everywhere(spec.id, spec.title);
      expectEverywhere(figures, {
        eligible: { total: 37, voters: 36, represented: 1 },
        voted: { total: 32, voters: 31, represented: 1 },
        underReview: { total: 0, voters: 0, represented: 0 },
        pending: { total: 5, voters: 5, represented: 0 },
        voided: 0,
      });
      // The voters' tabs list voters: 31 have voted, 5 have not.
      expect(figures.counts).toEqual({ voters: 36, completed: 31, pending: 5, voided: 0 });
    });

    it('every case of the rule: voided voters and attorneys, a party twice, a party that is a voter, a ballot under review', async () => {
      const title = 'Consulta formal — um só número';
      const { votingId, itemIds } = await insertVotingRow(api.database, scope, {
        title,
        status: 'open',
        weighting: 'by_weight',
        opensAt: new Date(Date.now() - HOUR),
        deadline: new Date(Date.now() + 24 * HOUR),
      });
      const [item1, item2] = itemIds as [string, string];
      const voter = (n: number, weight: string) =>
        insertVoterRow(
          api.database,
          { ...scope, votingId },
          { taxId: cpfOf(n), weight, name: `Cotista ${n}` },
        ).then((row) => row.voterId);
      const party = (attorneyVoterId: string, taxId: string, weight: string) =>
        insertRepresentedPartyRow(api.database, { ...scope, votingId, attorneyVoterId }, { taxId, weight });
      const ballot = (voterId: string, answers: BallotAnswer[]) =>
        withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
          recordBallot(trx, {
            voterId,
            answers,
            idempotencyKey: voterId,
            remoteAddress: null,
            userAgent: null,
          }),
        );
      const both = (choice: BallotAnswer['choice'], representedPartyId?: string): BallotAnswer[] => [
        { itemId: item1, choice, representedPartyId },
        { itemId: item2, choice: choice === 'conflict' ? 'approve' : choice, representedPartyId },
      ];

      const a = await voter(1, '100'); // votes
      await voter(2, '200'); // B: pending, and represented by E (a voter: counted once, as B)
      const c = await voter(3, '50'); // its ballot waits for the approver
      const v = await voter(4, '1000'); // votes, then voided
      const e = await voter(5, '10'); // attorney: votes for itself and P1
      const g = await voter(6, '5'); // attorney: votes for itself only; also represents P2
      const w = await voter(7, '20'); // attorney: votes for P4, then voided
      const p1 = await party(e, cnpjOf(1), '300');
      await party(e, cnpjOf(2), '70'); // P2, pending
      await party(g, cnpjOf(2), '90'); // P2 again: one subject, its largest declared weight
      await party(e, cpfOf(2), '200'); // B
      const p4 = await party(w, cnpjOf(4), '80'); // only a voided attorney represents it

      await ballot(a, both('approve'));
      const review = await ballot(c, both('reject'));
      await ballot(v, both('approve'));
      await ballot(e, [...both('approve'), ...both('conflict', p1)]);
      await ballot(g, both('abstain'));
      await ballot(w, both('approve', p4));
      await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
        trx
          .updateTable('ballots')
          .set({ status: 'under_review' })
          .where('id', '=', review.ballotId)
          .execute(),
      );
      for (const voterId of [v, w]) {
        const voided = await api.call({
          method: 'POST',
          url: `/api/votings/${votingId}/voters/${voterId}/void`,
          as: OPERATOR,
          body: { reason: 'Cotas alienadas antes da data-base' },
        });
        expect(voided.statusCode, voided.body).toBe(200);
      }

      const expected: VotingParticipation = {
        // A, B, C, E, G + P1, P2 (V and W voided; P4 only W represents; B's CPF counted once).
        eligible: { total: 7, voters: 5, represented: 2 },
        voted: { total: 4, voters: 3, represented: 1 }, // A, E, G + P1
        underReview: { total: 1, voters: 1, represented: 0 }, // C
        pending: { total: 2, voters: 1, represented: 1 }, // B, P2
        voided: 2,
      };
      // The database's counts are the domain's rule over the same rows.
      const rows = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, async (trx) => ({
        voters: await trx
          .selectFrom('voters')
          .select(['id', 'tax_id', 'status'])
          .where('voting_id', '=', votingId)
          .execute(),
        parties: await trx
          .selectFrom('represented_parties')
          .select(['tax_id', 'attorney_voter_id'])
          .where('voting_id', '=', votingId)
          .execute(),
        votes: await trx
          .selectFrom('votes as vt')
          .innerJoin('ballots as b', 'b.id', 'vt.ballot_id')
          .select(['vt.subject_tax_id', 'vt.voter_id', 'b.status'])
          .where('vt.voting_id', '=', votingId)
          .execute(),
      }));
      const active = new Set(rows.voters.filter((row) => row.status === 'active').map((row) => row.id));
      const rule = votingParticipation(
        countParticipation({
          voters: rows.voters.map((row) => ({ taxId: row.tax_id, status: row.status })),
          represented: rows.parties.map((row) => ({
            taxId: row.tax_id,
            attorneyActive: active.has(row.attorney_voter_id),
          })),
          votes: rows.votes.map((row) => ({
            subjectTaxId: row.subject_tax_id,
            ballot: row.status,
            casterActive: active.has(row.voter_id),
          })),
        }),
        'open',
      );
      expect(rule).toEqual(expected);

      // While open: the list and the page already agree.
      const { voting: open } = await get<{ voting: Voting }>(`/api/votings/${votingId}`);
      expect(open.participation).toEqual(expected);
      const { results } = await get<{ results: VotingResults }>(`/api/votings/${votingId}/results`);
      // A 100 + B 200 + C 50 + E 10 + G 5, P1 300 (its vote's weight), P2 90 (the largest declared).
      expect(results.eligible).toEqual({ count: 7, weight: '755' });

      const closed = await api.call({
        method: 'POST',
        url: `/api/votings/${votingId}/close`,
        as: OPERATOR,
        body: { reason: 'Prazo antecipado no teste' },
      });
      expect(closed.statusCode, closed.body).toBe(200);
      expectEverywhere(await everywhere(votingId, title), expected);
    });
  },
);
