import { sql } from 'kysely';
import { throttleBackoffMs, throughputSlot, WHATSAPP_SAME_PERSON_INTERVAL_MS } from '@backoffice/domain';
import type { TenantTransaction } from '../db/tenant.ts';
import { WhatsappSendError } from '../whatsapp/cloud-api-sender.ts';

// A company's WhatsApp number sends at most its messages per second (issue 20; Meta's throughput, 80 by default).
// Every runner, in every API process, reserves the slots of the batch it claims from one row (whatsapp_pacing: the
// number's next free slot), in the claim's transaction: the row's lock orders the reservations, so the number is
// paced at its rate however many processes send for it, and a batch's sends are spread over their slots
// (packages/domain throughputSlot). A slot reserved and not used (a send that failed) is a gap; slots missed while the
// process stalled are sent at the number's spacing (waitForSlot), not in a burst.

/** The moments the next `count` messages of the company's number may go, in order, and the number's spacing. */
export async function reserveWhatsappSlots(
  trx: TenantTransaction,
  companyId: string,
  count: number,
): Promise<{ slots: Date[]; spacingMs: number }> {
  const company = await trx
    .selectFrom('companies')
    .select('whatsapp_messages_per_second')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const perSecond = company.whatsapp_messages_per_second;
  const span = (count * 1000) / perSecond;
  // The reservation starts at the next free slot, or now when the number has been idle.
  const { rows } = await sql<{ first: Date | string }>`
    insert into whatsapp_pacing as p (company_id, next_slot)
    values (${companyId}, clock_timestamp() + make_interval(secs => ${span / 1000}))
    on conflict (company_id) do update
      set next_slot = greatest(p.next_slot, clock_timestamp()) + make_interval(secs => ${span / 1000})
    returning p.next_slot - make_interval(secs => ${span / 1000}) as first`.execute(trx);
  const first = new Date(rows[0]!.first);
  return {
    slots: Array.from({ length: count }, (_, index) => throughputSlot(first, index, perSecond)),
    spacingMs: 1000 / perSecond,
  };
}

/** Per company number, when this process may send its next message (see waitForSlot). */
const nextLocalSend = new Map<string, number>();

/**
 * Waits for a message's slot, and never sends closer than the number's spacing after this process's previous one:
 * sends whose slots passed while the process stalled (a pause of the event loop, a slow claim) go one by one at the
 * number's pace instead of all at once — a burst would be over Meta's throughput (130429).
 */
export async function waitForSlot(companyId: string, slot: Date, spacingMs: number): Promise<void> {
  // The later of its slot and one spacing after this process's previous send, as it actually went: a slot already
  // past goes now, and the next one a spacing later.
  const at = Math.max(slot.getTime(), nextLocalSend.get(companyId) ?? 0, Date.now());
  nextLocalSend.set(companyId, at + spacingMs);
  const wait = at - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * How long a WhatsApp send that the Cloud API turned away waits before its next try: over the number's throughput
 * (130429), a back-off that doubles; the same person too soon (131056), the pair interval. Undefined: the job's
 * usual back-off.
 */
export function retryWaitMs(error: unknown, attempt: number): number | undefined {
  if (!(error instanceof WhatsappSendError)) return undefined;
  if (error.failure === 'throughput') return throttleBackoffMs(attempt);
  if (error.failure === 'same_person') return WHATSAPP_SAME_PERSON_INTERVAL_MS;
  return undefined;
}
