import { sql, type Selectable } from 'kysely';
import type { Communication } from '@backoffice/api-client';
import type { CommunicationsTable } from '../../db/schema.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';
import { recipientOptedOut } from './opt-outs.ts';
import { whatsappWindows } from './whatsapp-windows.ts';

// A communication as the contract shows it: its row, its template's name and its recipients counted by the status of
// their latest delivery (over every send's job: communication_sends links them).

type CommunicationRow = Selectable<CommunicationsTable> & {
  template_name: string;
  queued: number | string | null;
  sent: number | string | null;
  failed: number | string | null;
  unconfirmed: number | string | null;
  delivered: number | string | null;
  read: number | string | null;
};

/** The workspace's communications with what the view needs; filter and order it further. */
export function communicationsWithCounts(trx: TenantTransaction, workspaceId: string) {
  return trx
    .selectFrom('communications as c')
    .innerJoin('message_templates as t', (join) =>
      join.onRef('t.company_id', '=', 'c.company_id').onRef('t.id', '=', 'c.template_id'),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          // Each recipient counts once, by their latest delivery (a resend's supersedes the failed one).
          .selectFrom((inner) =>
            inner
              .selectFrom('communication_sends as s')
              .innerJoin('deliveries as d', (join) =>
                join.onRef('d.company_id', '=', 's.company_id').onRef('d.job_id', '=', 's.job_id'),
              )
              .whereRef('s.company_id', '=', 'c.company_id')
              .whereRef('s.communication_id', '=', 'c.id')
              .distinctOn('d.recipient_key')
              .select(['d.status', 'd.receipt'])
              .orderBy('d.recipient_key')
              .orderBy('d.created_at', 'desc')
              .as('latest'),
          )
          .select([
            sql<number>`count(*) filter (where latest.status in ('pending', 'sending'))`.as('queued'),
            // A message handed over that its channel then reported failed (a WhatsApp webhook) counts as failed.
            sql<number>`count(*) filter (where latest.status = 'sent' and latest.receipt is distinct from 'failed')`.as(
              'sent',
            ),
            sql<number>`count(*) filter (where latest.status = 'failed' or latest.receipt = 'failed')`.as(
              'failed',
            ),
            sql<number>`count(*) filter (where latest.status = 'unconfirmed')`.as('unconfirmed'),
            sql<number>`count(*) filter (where latest.status = 'sent' and latest.receipt in ('delivered', 'read'))`.as(
              'delivered',
            ),
            sql<number>`count(*) filter (where latest.status = 'sent' and latest.receipt = 'read')`.as(
              'read',
            ),
          ])
          .as('counts'),
      (join) => join.onTrue(),
    )
    .selectAll('c')
    .select([
      't.name as template_name',
      'counts.queued',
      'counts.sent',
      'counts.failed',
      'counts.unconfirmed',
      'counts.delivered',
      'counts.read',
    ])
    .where('c.workspace_id', '=', workspaceId);
}

export function toCommunication(row: CommunicationRow): Communication {
  return {
    id: row.id,
    name: row.name,
    purpose: row.purpose as Communication['purpose'],
    channel: row.channel as Communication['channel'],
    templateId: row.template_id,
    templateName: row.template_name,
    parameterizable: row.parameterizable,
    status: row.status,
    recipients: row.recipient_count,
    deliveries: {
      queued: Number(row.queued ?? 0),
      sent: Number(row.sent ?? 0),
      failed: Number(row.failed ?? 0),
      unconfirmed: Number(row.unconfirmed ?? 0),
      delivered: Number(row.delivered ?? 0),
      read: Number(row.read ?? 0),
    },
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    sentAt: row.sent_at === null ? null : toIso(row.sent_at),
    scheduledAt: row.scheduled_at === null ? null : toIso(row.scheduled_at),
    whatsappWindows: null,
    optedOut: null,
  };
}

/** One communication of the workspace as the contract shows it, or undefined. */
export async function loadCommunication(
  trx: TenantTransaction,
  workspaceId: string,
  communicationId: string,
): Promise<Communication | undefined> {
  const row = await communicationsWithCounts(trx, workspaceId)
    .where('c.id', '=', communicationId)
    .executeTakeFirst();
  if (!row) return undefined;
  const beforeSending = ['draft', 'scheduled'].includes(row.status);
  const communication = {
    ...toCommunication(row),
    optedOut: row.purpose === 'marketing' ? await optedOutCount(trx, communicationId, beforeSending) : null,
  };
  if (row.channel === 'email' || !beforeSending) return communication;
  // Before sending: when its WhatsApp messages can go under the number's messaging limit.
  const people = await whatsappPeople(trx, communicationId, row.purpose);
  const windows = await whatsappWindows(trx, row.company_id, workspaceId, people);
  return {
    ...communication,
    whatsappWindows: windows.map((window) => ({ at: window.at.toISOString(), people: window.people })),
  };
}

/**
 * A marketing communication's recipients left out for their opt-out: before sending, those opted out now; after, those
 * its first send left out (a person who opts out later did get it).
 */
async function optedOutCount(
  trx: TenantTransaction,
  communicationId: string,
  beforeSending: boolean,
): Promise<number> {
  if (!beforeSending) {
    const first = await trx
      .selectFrom('communication_sends')
      .select('skipped')
      .where('communication_id', '=', communicationId)
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    return first?.skipped ?? 0;
  }
  const { rows } = await sql<{ people: string | number }>`
    select count(*) as people from communication_recipients r
    where r.communication_id = ${communicationId} and ${recipientOptedOut}`.execute(trx);
  return Number(rows[0]?.people ?? 0);
}

/** How many of a communication's recipients its send would message by WhatsApp (a phone; for marketing, no opt-out). */
async function whatsappPeople(
  trx: TenantTransaction,
  communicationId: string,
  purpose: string,
): Promise<number> {
  const { rows } = await sql<{ people: string | number }>`
    select count(*) as people from communication_recipients r
    where r.communication_id = ${communicationId} and r.phone is not null
      and (${purpose} <> 'marketing' or not ${recipientOptedOut})`.execute(trx);
  return Number(rows[0]?.people ?? 0);
}
