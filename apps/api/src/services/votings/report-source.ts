import { sql, type Kysely } from 'kysely';
import { TIME_ZONE } from '@backoffice/domain';
import type { DatabaseSchema } from '../../db/schema.ts';
import { withWorkspace, type TenantTransaction } from '../../db/tenant.ts';
import { toIso, toIsoOrNull } from '../../db/timestamps.ts';
import type { SubjectVote, VoteMapSubject, VotingReportData } from '../../reports/report-data.ts';
import { Refusal } from '../refusal.ts';
import type { LockedVoting } from './audit-log.ts';
import { loadAuditChain } from './audit-log.ts';
import { chainStatus } from './audit-page.ts';
import { loadEligible, loadItemTotals } from './results.ts';
import { isActiveVoterSql, loadParticipation } from './voting-counts.ts';
import { requireAction } from './voting-status.ts';

// What the reports of a closed voting are made of (reports/: VotingReportData for the minutes PDF, the subjects of
// the vote map), read from the database. Only a closed voting has reports (409 `invalid_state` before: its
// totals are not final), and only one whose audit chain verifies (409 as well: minutes must not certify a
// trail that was tampered with).

/** 409 unless the voting is closed (at `now`). */
export function requireClosed(voting: LockedVoting, now: Date): void {
  requireAction(
    voting,
    now,
    'reports',
    (status) => `Reports exist once the voting is closed (it is ${status})`,
  );
}

export async function loadReportData(
  trx: TenantTransaction,
  voting: LockedVoting,
  now: Date,
): Promise<VotingReportData> {
  requireClosed(voting, now);
  const chain = chainStatus(await loadAuditChain(trx, voting.id));
  if (!chain.verified) {
    throw new Refusal(
      'invalid_state',
      `The audit trail does not verify (first bad entry: ${chain.firstBadSeq})`,
    );
  }
  const company = await trx
    .selectFrom('companies')
    .select('name')
    .where('id', '=', voting.company_id)
    .executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('voting_items')
    .select(['id', 'position', 'title'])
    .where('voting_id', '=', voting.id)
    .orderBy('position')
    .execute();
  const totals = await loadItemTotals(trx, voting, await loadEligible(trx, voting));
  const participation = await loadParticipation(trx, voting, 'closed');
  const documents = await trx
    .selectFrom('voting_documents')
    .select(['name', 'sha256', 'size'])
    .where('voting_id', '=', voting.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const zero = { count: 0, weight: '0' };
  return {
    voting: {
      id: voting.id,
      title: voting.title,
      description: voting.description,
      kind: voting.kind,
      status: 'closed',
      weighting: voting.weighting,
      opensAt: toIsoOrNull(voting.opens_at),
      deadline: toIso(voting.deadline),
      closedAt: toIsoOrNull(voting.closed_at),
      createdAt: toIso(voting.created_at),
    },
    companyName: company.name,
    participation,
    items: items.map((item) => ({
      ...item,
      totals: totals.get(item.id) ?? {
        approve: zero,
        reject: zero,
        abstain: zero,
        conflict: zero,
        eligible: zero,
      },
    })),
    documents,
    audit: { head: chain.head, count: chain.count },
    generatedAt: now.toISOString(),
    timeZone: TIME_ZONE, // instants in the minutes are in Brasília time
  };
}

/** Subjects read per page: memory stays bounded whatever the size of the voter list. */
const PAGE = 500;

interface SubjectRow {
  id: string;
  name: string;
  tax_id_type: 'CPF' | 'CNPJ';
  tax_id: string;
  weight: string;
  attorney_name: string | null;
  voided: boolean;
}

/**
 * One page of subjects after (name, id), as packages/domain's votingParticipation counts them: every voter (voided
 * ones listed as voided), or every CPF/CNPJ represented that is no active voter's — once, by one of its parties (an
 * active attorney's first, the largest weight declared for it), voided when only voided attorneys represent it.
 */
async function subjectPage(
  trx: TenantTransaction,
  votingId: string,
  kind: 'voter' | 'represented',
  after: { name: string; id: string } | null,
): Promise<SubjectRow[]> {
  const afterClause = after
    ? sql`and (s.name collate "C", s.id) > (${after.name} collate "C", ${after.id}::uuid)`
    : sql``;
  const source =
    kind === 'voter'
      ? sql`select v.id, v.name, v.tax_id_type, v.tax_id, v.weight::text as weight, null::text as attorney_name,
              v.status = 'voided' as voided
            from voters v where v.voting_id = ${votingId}`
      : sql`select distinct on (rp.tax_id) rp.id, rp.name, rp.tax_id_type, rp.tax_id,
              coalesce(max(rp.weight) filter (where a.status = 'active') over (partition by rp.tax_id),
                       rp.weight)::text as weight,
              a.name as attorney_name,
              not bool_or(a.status = 'active') over (partition by rp.tax_id) as voided
            from represented_parties rp
            join voters a on a.company_id = rp.company_id and a.id = rp.attorney_voter_id
            where rp.voting_id = ${votingId}
              and not ${isActiveVoterSql(sql.ref('rp.company_id'), sql.ref('rp.voting_id'), sql.ref('rp.tax_id'))}
            order by rp.tax_id, a.status = 'active' desc, rp.name collate "C", rp.id`;
  const { rows } = await sql<SubjectRow>`select * from (${source}) s where true ${afterClause}
    order by s.name collate "C", s.id limit ${PAGE}`.execute(trx);
  return rows;
}

interface SubjectVotes {
  votes: SubjectVote[];
  underReview: boolean;
  /** Who cast them, when an attorney did. */
  attorneyName: string | null;
  /** What the counted vote weighs. */
  weight: string | null;
}

/**
 * The votes for the page's subjects, by CPF/CNPJ, whoever cast them (the voter itself or an attorney): counted ones,
 * and whether one is under review — only an active voter's count (domain rule). The voters' own votes are found by
 * voter; the votes attorneys cast, through the parties with those CPF/CNPJs.
 */
async function votesOf(
  trx: TenantTransaction,
  votingId: string,
  rows: readonly SubjectRow[],
  kind: 'voter' | 'represented',
): Promise<Map<string, SubjectVotes>> {
  const byTaxId = new Map<string, SubjectVotes>();
  if (!rows.length) return byTaxId;
  const taxIds = rows.map((row) => row.tax_id);
  const base = () =>
    trx
      .selectFrom('votes as vt')
      .innerJoin('ballots as b', (join) =>
        join.onRef('b.company_id', '=', 'vt.company_id').onRef('b.id', '=', 'vt.ballot_id'),
      )
      .innerJoin('voters as vo', (join) =>
        join.onRef('vo.company_id', '=', 'vt.company_id').onRef('vo.id', '=', 'vt.voter_id'),
      )
      .select([
        'vt.subject_tax_id',
        'vt.represented_party_id',
        'vt.item_id',
        'vt.choice',
        'vt.cast_at',
        'vt.weight',
        'b.status',
        'vo.name as caster_name',
      ])
      .where('vt.voting_id', '=', votingId)
      .where('vo.status', '=', 'active')
      .where('b.status', 'in', ['counted', 'under_review']);
  const own =
    kind === 'voter'
      ? await base()
          .where(
            'vt.voter_id',
            'in',
            rows.map((row) => row.id),
          )
          .where('vt.represented_party_id', 'is', null)
          .execute()
      : [];
  const parties = await trx
    .selectFrom('represented_parties')
    .select('id')
    .where('voting_id', '=', votingId)
    .where('tax_id', 'in', taxIds)
    .execute();
  const byAttorneys = parties.length
    ? await base()
        .where(
          'vt.represented_party_id',
          'in',
          parties.map((party) => party.id),
        )
        .execute()
    : [];
  for (const vote of [...own, ...byAttorneys]) {
    const entry = byTaxId.get(vote.subject_tax_id) ?? {
      votes: [],
      underReview: false,
      attorneyName: null,
      weight: null,
    };
    if (vote.represented_party_id !== null) entry.attorneyName = vote.caster_name;
    if (vote.status === 'under_review') entry.underReview = true;
    else {
      entry.votes.push({ itemId: vote.item_id, choice: vote.choice, votedAt: toIso(vote.cast_at) });
      entry.weight = vote.weight;
    }
    byTaxId.set(vote.subject_tax_id, entry);
  }
  return byTaxId;
}

/**
 * The vote map's subjects, read page by page (each page its own short transaction: a closed voting no longer
 * changes): every voter by name, then every CPF/CNPJ only represented by name with its attorney — each subject once,
 * as the voting's participation counts them. Voided voters (and parties only voided attorneys represent) are listed
 * as voided.
 */
export async function* voteMapSubjects(
  db: Kysely<DatabaseSchema>,
  scope: { companyId: string; workspaceId: string },
  votingId: string,
): AsyncGenerator<VoteMapSubject> {
  for (const kind of ['voter', 'represented'] as const) {
    let after: { name: string; id: string } | null = null;
    for (;;) {
      const page = await withWorkspace(db, scope.companyId, scope.workspaceId, async (trx) => {
        const rows = await subjectPage(trx, votingId, kind, after);
        return { rows, votes: await votesOf(trx, votingId, rows, kind) };
      });
      for (const row of page.rows) {
        const cast = row.voided ? undefined : page.votes.get(row.tax_id);
        yield {
          name: row.name,
          taxIdType: row.tax_id_type,
          taxId: row.tax_id,
          weight: cast?.weight ?? row.weight,
          attorneyName: cast?.attorneyName ?? row.attorney_name,
          voided: row.voided,
          underReview: cast?.underReview ?? false,
          votes: cast?.votes ?? [],
        };
      }
      const last = page.rows.at(-1);
      if (!last || page.rows.length < PAGE) break;
      after = { name: last.name, id: last.id };
    }
  }
}

/**
 * The vote map's subjects as voteMapSubjects reads them, page by page inside the caller's transaction (a job's, which
 * has no database handle of its own: the detailed vote map of a closed batch fund, services/vote-maps).
 */
export async function* voteMapSubjectsIn(
  trx: TenantTransaction,
  votingId: string,
): AsyncGenerator<VoteMapSubject> {
  for (const kind of ['voter', 'represented'] as const) {
    let after: { name: string; id: string } | null = null;
    for (;;) {
      const rows = await subjectPage(trx, votingId, kind, after);
      const votes = await votesOf(trx, votingId, rows, kind);
      for (const row of rows) {
        const cast = row.voided ? undefined : votes.get(row.tax_id);
        yield {
          name: row.name,
          taxIdType: row.tax_id_type,
          taxId: row.tax_id,
          weight: cast?.weight ?? row.weight,
          attorneyName: cast?.attorneyName ?? row.attorney_name,
          voided: row.voided,
          underReview: cast?.underReview ?? false,
          votes: cast?.votes ?? [],
        };
      }
      const last = rows.at(-1);
      if (!last || rows.length < PAGE) break;
      after = { name: last.name, id: last.id };
    }
  }
}
