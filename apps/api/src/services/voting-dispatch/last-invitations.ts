import { sql } from 'kysely';
import type { DeliveryStatus } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';

export interface LastInvitation {
  status: DeliveryStatus;
  /** When it was sent, or when its status last changed (queued, failed, cut off). */
  at: string;
}

/** The latest e-mail of any dispatch of the voting (invitation, reminder, resend) to each of the voters. */
export async function lastInvitations(
  trx: TenantTransaction,
  votingId: string,
  voterIds: readonly string[],
): Promise<Map<string, LastInvitation>> {
  if (voterIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('deliveries as d')
    .innerJoin('voting_dispatches as vd', (join) =>
      join.onRef('vd.company_id', '=', 'd.company_id').onRef('vd.job_id', '=', 'd.job_id'),
    )
    .distinctOn('d.recipient_key')
    .select(['d.recipient_key', 'd.status', sql<Date | string>`coalesce(d.sent_at, d.updated_at)`.as('at')])
    .where('vd.voting_id', '=', votingId)
    .where('d.channel', '=', 'email')
    .where('d.recipient_key', 'in', voterIds)
    .orderBy('d.recipient_key')
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.recipient_key, { status: row.status, at: toIso(row.at) }]));
}
