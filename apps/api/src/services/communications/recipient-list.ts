import { sql, type SqlBool } from 'kysely';
import type { CommunicationRecipient, Pagination } from '@backoffice/api-client';
import { countRows, whereEveryWord } from '../../db/search.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';

// A communication's recipients in spreadsheet order, each with its latest delivery (of the latest send that
// included the person): the detail's table and its filters.

export interface RecipientListQuery {
  search?: string;
  delivery?: 'none' | 'pending' | 'sending' | 'sent' | 'failed' | 'unconfirmed';
  offset?: number;
  limit?: number;
}

/** A communication's recipients, each joined to their latest delivery (columns `d.*`, null before any send). */
export function recipientsWithLatestDelivery(trx: TenantTransaction, communicationId: string) {
  return trx
    .selectFrom('communication_recipients as r')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('communication_sends as s')
          .innerJoin('deliveries as d', (join) =>
            join.onRef('d.company_id', '=', 's.company_id').onRef('d.job_id', '=', 's.job_id'),
          )
          .whereRef('s.company_id', '=', 'r.company_id')
          .whereRef('s.communication_id', '=', 'r.communication_id')
          // r.recipient_key, not r.id::text: a cast is not leakproof, and under RLS it kept the index out (0026).
          .whereRef('d.recipient_key', '=', 'r.recipient_key')
          .select(['d.channel', 'd.status', 'd.error', 'd.sent_at', 'd.updated_at'])
          .orderBy('d.created_at', 'desc')
          .limit(1)
          .as('d'),
      (join) => join.onTrue(),
    )
    .where('r.communication_id', '=', communicationId);
}

export const RECIPIENT_COLUMNS = [
  'r.id',
  'r.line',
  'r.name',
  'r.email',
  'r.phone',
  'r.parameters',
  'd.channel',
  'd.status',
  'd.error',
  'd.sent_at',
  'd.updated_at',
] as const;

/** What the recipients' search reads. */
const SEARCHED = ['r.name', 'r.email', 'r.phone'] as const;

export async function listRecipients(
  trx: TenantTransaction,
  communicationId: string,
  query: RecipientListQuery,
): Promise<{ recipients: CommunicationRecipient[]; pagination: Pagination }> {
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 20;
  let base = recipientsWithLatestDelivery(trx, communicationId);
  base = whereEveryWord(base, query.search, SEARCHED);
  if (query.delivery === 'none') base = base.where(sql<SqlBool>`d.status is null`);
  else if (query.delivery) base = base.where('d.status', '=', query.delivery);
  // Without a delivery filter the latest deliveries change no count: count the recipients alone (a count through the
  // lateral join reads every recipient's deliveries — 0.9 s for 100,000).
  const total = query.delivery
    ? await countRows(base)
    : await countRows(
        whereEveryWord(
          trx.selectFrom('communication_recipients as r').where('r.communication_id', '=', communicationId),
          query.search,
          SEARCHED,
        ),
      );
  const rows = await base.select(RECIPIENT_COLUMNS).orderBy('r.line').offset(offset).limit(limit).execute();
  return {
    recipients: rows.map((row) => ({
      id: row.id,
      line: row.line,
      name: row.name,
      email: row.email,
      phone: row.phone,
      parameters: row.parameters,
      delivery:
        row.status === null || row.updated_at === null
          ? null
          : {
              channel: 'email',
              status: row.status,
              error: row.error,
              sentAt: row.sent_at === null ? null : toIso(row.sent_at),
              updatedAt: toIso(row.updated_at),
            },
    })),
    pagination: { total, offset, limit, sortBy: 'line', sortDirection: 'asc' },
  };
}
