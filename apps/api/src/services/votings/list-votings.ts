import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Pagination, VotingStatus, VotingSummary, operations } from '@backoffice/api-client';
import { countRows, searchWords } from '../../db/search.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso, toIsoOrNull } from '../../db/timestamps.ts';
import { keptCountersSql, keptParticipation } from './voting-counts.ts';
import { effectiveStatusSql, statusRankSql } from './voting-status.ts';

export type VotingListQuery = NonNullable<operations['listVotings']['parameters']['query']>;

/**
 * One page of the workspace's votings. `search`: every word in the title (case and accents ignored); `status`: the
 * effective status (time-based moves included, see voting-status.ts); sorted by creation, deadline, title (folded)
 * or status (in lifecycle order: draft, scheduled, open, closed, cancelled), then by id so pages never overlap.
 * Each voting's participation (eligible subjects, split into voters and represented parties, and those that voted) is
 * read from counters kept with the votings' rows (voting-counts.ts, migrations 0011 and 0014): a page costs the same
 * whether a voting has 20 voters or 200,000.
 */
export async function listVotings(
  trx: TenantTransaction,
  workspaceId: string,
  query: VotingListQuery,
  now: Date,
): Promise<{ votings: VotingSummary[]; pagination: Pagination }> {
  const sortBy = query.sortBy ?? 'createdAt';
  const sortDirection = query.sortDirection ?? 'desc';
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 20;

  let base = trx.selectFrom('votings as v').where('v.workspace_id', '=', workspaceId);
  if (query.status) base = base.where(statusCondition(query.status, now));
  // Every word in the title, as whereEveryWord matches, on the title folded once at writing (migration 0006).
  for (const word of searchWords(query.search)) {
    base = base.where(sql<SqlBool>`strpos(${sql.ref('v.title_folded')}, ${word}) > 0`);
  }
  const total = await countRows(base);

  // The page first (ids in order), then its rows with their counts: computing the counts in the page query would
  // compute them for every row an offset skips too.
  let page = base.select('v.id');
  // By title as orderByName orders (folded byte-wise, then the title), from the stored folded title.
  if (sortBy === 'title') {
    page = page
      .orderBy(sql`${sql.ref('v.title_folded')} collate "C"`, sortDirection)
      .orderBy(sql`${sql.ref('v.title')} collate "C"`, sortDirection);
  } else if (sortBy === 'status') page = page.orderBy(statusRankSql('v', now), sortDirection);
  else page = page.orderBy(sortBy === 'createdAt' ? 'v.created_at' : 'v.deadline', sortDirection);
  const ids = (await page.orderBy('v.id', sortDirection).offset(offset).limit(limit).execute()).map(
    (row) => row.id,
  );
  const found = ids.length
    ? await trx
        .selectFrom('votings as v')
        .leftJoin('message_templates as t', (join) =>
          join.onRef('t.company_id', '=', 'v.company_id').onRef('t.id', '=', 'v.ballot_template_id'),
        )
        .select([
          'v.id',
          'v.title',
          'v.kind',
          'v.created_at',
          'v.deadline',
          'v.opens_at',
          'v.ballot_template_id',
          't.name as template_name',
          effectiveStatusSql('v', now).as('status'),
          keptCountersSql('v').activeVoters.as('active_voters'),
          keptCountersSql('v').representedOnly.as('represented_only'),
          keptCountersSql('v').voted.as('voted'),
        ])
        .where('v.id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);

  return {
    votings: rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      kind: row.kind,
      createdAt: toIso(row.created_at),
      deadline: toIso(row.deadline),
      opensAt: toIsoOrNull(row.opens_at),
      participation: keptParticipation(row, row.status),
      ballotTemplate:
        row.ballot_template_id && row.template_name !== null
          ? { id: row.ballot_template_id, name: row.template_name }
          : null,
    })),
    pagination: { total, offset, limit, sortBy, sortDirection },
  };
}

/**
 * SQL: the effective status of voting `v` is `status`, written on the stored status plus a condition on the opening
 * or the deadline (the same rule as effectiveStatusSql), so the status index can serve it.
 */
function statusCondition(status: VotingStatus, now: Date): RawBuilder<SqlBool> {
  switch (status) {
    case 'draft':
    case 'cancelled':
      return sql<SqlBool>`v.status = ${sql.lit(status)}`;
    case 'scheduled':
      return sql<SqlBool>`v.status = 'scheduled' and v.deadline > ${now}
        and (v.opens_at is null or v.opens_at > ${now})`;
    case 'open':
      return sql<SqlBool>`v.status in ('scheduled', 'open') and v.deadline > ${now}
        and (v.status = 'open' or v.opens_at <= ${now})`;
    case 'closed':
      return sql<SqlBool>`(v.status = 'closed' or (v.status in ('scheduled', 'open') and v.deadline <= ${now}))`;
  }
}
