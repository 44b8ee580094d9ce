import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { withWorkspace, type TenantTransaction } from '../../db/tenant.ts';
import { toIso, toIsoOrNull } from '../../db/timestamps.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { SubjectVote, VoteMapSubject, VotingReportData } from '../../reports/report-data.ts';
import type { LockedVoting } from './audit-log.ts';
import { loadAuditChain } from './audit-log.ts';
import { chainStatus } from './audit-page.ts';
import { loadItemTotals } from './results.ts';
import { effectiveStatus } from './voting-status.ts';

// What the reports of a closed voting are made of (reports/: VotingReportData for the minutes PDF, the subjects of
// the vote map), read from the database. Only a closed voting has reports (409 `invalid_state` before: its
// totals are not final), and only one whose audit chain verifies (409 as well: minutes must not certify a
// trail that was tampered with).

/** Instants in the minutes are shown in Brasília time. */
export const REPORT_TIME_ZONE = 'America/Sao_Paulo';

/** 409 unless the voting is closed (at `now`). */
export function requireClosed(voting: LockedVoting, now: Date): void {
  const status = effectiveStatus(voting, now);
  if (status !== 'closed')
    throw new HttpProblem('invalid_state', `Reports exist once the voting is closed (it is ${status})`);
}

export async function loadReportData(
  trx: TenantTransaction,
  voting: LockedVoting,
  now: Date,
): Promise<VotingReportData> {
  requireClosed(voting, now);
  const chain = chainStatus(await loadAuditChain(trx, voting.id));
  if (!chain.verified) {
    throw new HttpProblem(
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
  const totals = await loadItemTotals(trx, voting.id);
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
    timeZone: REPORT_TIME_ZONE,
  };
}

/** Subjects read per page: memory stays bounded whatever the size of the voter list. */
const PAGE = 500;

interface SubjectRow {
  kind: 'voter' | 'party';
  id: string;
  name: string;
  tax_id_type: 'CPF' | 'CNPJ';
  tax_id: string;
  weight: string;
  attorney_name: string | null;
  voided: boolean;
}

/** One page of subjects after (name, id): the voters (voting for themselves), then the represented parties. */
async function subjectPage(
  trx: TenantTransaction,
  votingId: string,
  kind: SubjectRow['kind'],
  after: { name: string; id: string } | null,
): Promise<SubjectRow[]> {
  const afterClause = after
    ? sql`and (s.name collate "C", s.id) > (${after.name} collate "C", ${after.id}::uuid)`
    : sql``;
  const source =
    kind === 'voter'
      ? sql`select 'voter' as kind, v.id, v.name, v.tax_id_type, v.tax_id, v.weight::text as weight,
              null::text as attorney_name, v.status = 'voided' as voided
            from voters v where v.voting_id = ${votingId}`
      : sql`select 'party' as kind, rp.id, rp.name, rp.tax_id_type, rp.tax_id, rp.weight::text as weight,
              a.name as attorney_name, a.status = 'voided' as voided
            from represented_parties rp join voters a on a.company_id = rp.company_id and a.id = rp.attorney_voter_id
            where rp.voting_id = ${votingId}`;
  const { rows } = await sql<SubjectRow>`select * from (${source}) s where true ${afterClause}
    order by s.name collate "C", s.id limit ${PAGE}`.execute(trx);
  return rows;
}

/** The counted votes of the page's subjects, by subject id. */
async function votesOf(
  trx: TenantTransaction,
  votingId: string,
  kind: SubjectRow['kind'],
  ids: readonly string[],
): Promise<Map<string, SubjectVote[]>> {
  const byId = new Map<string, SubjectVote[]>();
  if (!ids.length) return byId;
  let query = trx
    .selectFrom('votes as vt')
    .innerJoin('ballots as b', (join) =>
      join.onRef('b.company_id', '=', 'vt.company_id').onRef('b.id', '=', 'vt.ballot_id'),
    )
    .select(['vt.voter_id', 'vt.represented_party_id', 'vt.item_id', 'vt.choice', 'vt.cast_at'])
    .where('vt.voting_id', '=', votingId)
    .where('b.status', '=', 'counted');
  query =
    kind === 'voter'
      ? query.where('vt.voter_id', 'in', ids).where('vt.represented_party_id', 'is', null)
      : query.where('vt.represented_party_id', 'in', ids);
  for (const vote of await query.execute()) {
    const id = kind === 'voter' ? vote.voter_id : vote.represented_party_id!;
    byId.set(id, [
      ...(byId.get(id) ?? []),
      { itemId: vote.item_id, choice: vote.choice, votedAt: toIso(vote.cast_at) },
    ]);
  }
  return byId;
}

/**
 * The vote map's subjects, read page by page (each page its own short transaction: a closed voting no longer
 * changes): every voter by name, then every represented party by name with its attorney. Voided voters (and the
 * parties of a voided attorney) are listed as voided.
 */
export async function* voteMapSubjects(
  db: Kysely<DatabaseSchema>,
  scope: { companyId: string; workspaceId: string },
  votingId: string,
): AsyncGenerator<VoteMapSubject> {
  for (const kind of ['voter', 'party'] as const) {
    let after: { name: string; id: string } | null = null;
    for (;;) {
      const page = await withWorkspace(db, scope.companyId, scope.workspaceId, async (trx) => {
        const rows = await subjectPage(trx, votingId, kind, after);
        return {
          rows,
          votes: await votesOf(
            trx,
            votingId,
            kind,
            rows.map((row) => row.id),
          ),
        };
      });
      for (const row of page.rows) {
        yield {
          name: row.name,
          taxIdType: row.tax_id_type,
          taxId: row.tax_id,
          weight: row.weight,
          attorneyName: row.attorney_name,
          voided: row.voided,
          votes: page.votes.get(row.id) ?? [],
        };
      }
      const last = page.rows.at(-1);
      if (!last || page.rows.length < PAGE) break;
      after = { name: last.name, id: last.id };
    }
  }
}
