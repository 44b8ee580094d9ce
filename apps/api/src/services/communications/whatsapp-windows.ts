import { sql } from 'kysely';
import { messagingLimitOf, messagingWindows, type SendWindow } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';

// A company's WhatsApp number may reach so many unique people in a rolling 24 h (its messaging limit: 250 → 2,000 →
// … → unlimited). A send's WhatsApp messages beyond what the window has room for wait until it frees up: each is
// queued for its moment (packages/domain messagingWindows), and the operator sees those moments before sending.

/**
 * When `people` new WhatsApp messages of the company's number can go: the reaches of the last 24 h are every
 * workspace's (the limit is the number's), so they are read company-wide, then the transaction's workspace is back.
 */
export async function whatsappWindows(
  trx: TenantTransaction,
  companyId: string,
  workspaceId: string,
  people: number,
): Promise<SendWindow[]> {
  if (people === 0) return [];
  const company = await trx
    .selectFrom('companies')
    .select('whatsapp_messaging_limit')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const limit = messagingLimitOf(company.whatsapp_messaging_limit);
  const now = new Date();
  if (limit === 'unlimited') return messagingWindows(people, limit, [], now);
  await sql`select set_config('app.workspace_id', '', true)`.execute(trx);
  try {
    // Each person once, at their latest reach (sent, or queued to go) in the window.
    const { rows } = await sql<{ at: Date | string }>`
      select max(coalesce(sent_at, next_attempt_at)) as at from deliveries
      where company_id = ${companyId} and channel = 'whatsapp'
        and status in ('pending', 'sending', 'sent', 'unconfirmed')
        and coalesce(sent_at, next_attempt_at) > now() - interval '24 hours'
      group by address`.execute(trx);
    return messagingWindows(
      people,
      limit,
      rows.map((row) => new Date(row.at)),
      now,
    );
  } finally {
    await sql`select set_config('app.workspace_id', ${workspaceId}, true)`.execute(trx);
  }
}

/** Each of `count` messages' moment, in order: the first window's now, the next ones' later. */
export function momentsOf(windows: readonly SendWindow[]): Date[] {
  return windows.flatMap((window) => Array.from({ length: window.people }, () => window.at));
}
