import { sql } from 'kysely';
import type { VotingDispatch } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';

/** The voting's e-mail rounds, newest first, each with its job's status and its deliveries by outcome. */
export async function listVotingDispatches(
  trx: TenantTransaction,
  votingId: string,
): Promise<VotingDispatch[]> {
  const rows = await trx
    .selectFrom('voting_dispatches as vd')
    .leftJoin('jobs as j', (join) =>
      join.onRef('j.company_id', '=', 'vd.company_id').onRef('j.id', '=', 'vd.job_id'),
    )
    .select(['vd.id', 'vd.kind', 'vd.created_at', 'vd.recipients', 'vd.job_id', 'j.status'])
    .where('vd.voting_id', '=', votingId)
    .orderBy('vd.created_at', 'desc')
    .orderBy('vd.id', 'desc')
    .execute();
  const jobIds = rows.flatMap((row) => (row.job_id ? [row.job_id] : []));
  const counts = new Map<string, Record<string, number>>();
  if (jobIds.length > 0) {
    const byStatus = await trx
      .selectFrom('deliveries')
      .select(['job_id', 'status', sql<string | number>`count(*)`.as('deliveries')])
      .where('job_id', 'in', jobIds)
      .groupBy(['job_id', 'status'])
      .execute();
    for (const row of byStatus) {
      const ofJob = counts.get(row.job_id) ?? {};
      ofJob[row.status] = Number(row.deliveries);
      counts.set(row.job_id, ofJob);
    }
  }
  return rows.map((row) => {
    const ofJob = (row.job_id && counts.get(row.job_id)) || {};
    return {
      id: row.id,
      kind: row.kind,
      createdAt: toIso(row.created_at),
      status: row.status ?? 'succeeded',
      total: row.recipients,
      sent: ofJob.sent ?? 0,
      failed: ofJob.failed ?? 0,
      unconfirmed: ofJob.unconfirmed ?? 0,
    };
  });
}
