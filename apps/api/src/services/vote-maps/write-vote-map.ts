import { createHash } from 'node:crypto';
import { TIME_ZONE, type VoteMapKind, UTF8_BOM } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso, toIsoOrNull } from '../../db/timestamps.ts';
import { detailedVoteMapCsv, summaryVoteMapCsv, type FundOfMap } from '../../reports/fund-vote-map-csv.ts';
import type { LockedVoting } from '../votings/audit-log.ts';
import { voteMapSubjectsIn } from '../votings/report-source.ts';
import { loadEligible, loadItemTotals } from '../votings/results.ts';

// Writes a voting's vote map of one kind, once: the job (vote-map-jobs.ts) calls it when the domain's voteMapStep
// says 'write'; a second call (a job run again after a crash) finds the row and writes nothing.

const ZERO = { count: 0, weight: '0' };

/** The map's CSV from the voting as it is now (counted votes only, as the results and the minutes count them). */
async function mapContent(
  trx: TenantTransaction,
  voting: LockedVoting,
  kind: VoteMapKind,
  now: Date,
): Promise<string> {
  const fund: FundOfMap = { name: voting.fund_name ?? voting.title, taxId: voting.fund_tax_id ?? '' };
  const items = await trx
    .selectFrom('voting_items')
    .select(['id', 'position', 'title'])
    .where('voting_id', '=', voting.id)
    .orderBy('position')
    .execute();
  const totals = await loadItemTotals(trx, voting, await loadEligible(trx, voting));
  const withTotals = items.map((item) => ({
    ...item,
    totals: totals.get(item.id) ?? {
      approve: ZERO,
      reject: ZERO,
      abstain: ZERO,
      conflict: ZERO,
      eligible: ZERO,
    },
  }));
  if (kind !== 'detailed') {
    return summaryVoteMapCsv({
      kind,
      fund,
      votingTitle: voting.title,
      asOf: now.toISOString(),
      timeZone: TIME_ZONE,
      items: withTotals,
    });
  }
  const report = {
    voting: {
      id: voting.id,
      title: voting.title,
      description: voting.description,
      kind: voting.kind,
      status: voting.status,
      weighting: voting.weighting,
      opensAt: toIsoOrNull(voting.opens_at),
      deadline: toIso(voting.deadline),
      closedAt: toIsoOrNull(voting.closed_at),
      createdAt: toIso(voting.created_at),
    },
    items: withTotals,
    timeZone: TIME_ZONE,
  };
  return detailedVoteMapCsv(fund, report, voteMapSubjectsIn(trx, voting.id));
}

/** Writes the map unless it was written already; true when this call wrote it. */
export async function writeVoteMap(
  trx: TenantTransaction,
  voting: LockedVoting,
  kind: VoteMapKind,
  now: Date,
): Promise<boolean> {
  const existing = await trx
    .selectFrom('vote_maps')
    .select('kind')
    .where('voting_id', '=', voting.id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (existing) return false;
  const content = await mapContent(trx, voting, kind, now);
  const bytes = Buffer.from(UTF8_BOM + content, 'utf8'); // the file as downloaded
  const inserted = await trx
    .insertInto('vote_maps')
    .values({
      company_id: voting.company_id,
      workspace_id: voting.workspace_id,
      voting_id: voting.id,
      kind,
      generated_at: now,
      content,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      size: bytes.length,
    })
    .onConflict((conflict) => conflict.columns(['company_id', 'voting_id', 'kind']).doNothing())
    .returning('kind')
    .executeTakeFirst();
  return inserted !== undefined;
}
