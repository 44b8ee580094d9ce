import {
  emailResendStatuses,
  recipientChannels,
  sendingOutcome,
  type DispatchStatus,
  type ResendScope,
} from '@backoffice/domain';
import { deliveryCountsOf, isQueued, type FakeCommunicationRow } from './rows';
import { recipientsOf, type CommunicationsFakeState } from './state';

// A communication's send, in memory: sendCommunication queues one e-mail delivery per recipient the plan reaches
// (the domain's recipientChannels, as the server's send), and each later read of the sending communication hands
// over a share of them (advancePerRead), so that the screens show the send's progress like the server's job does.
// A recipient whose e-mail contains `falha` is refused by the mailbox, the first time (a resend reaches it). With nothing left queued the communication is
// `sent`, or `failed` when nothing could be (the domain's sendingOutcome).

export const DEFAULT_ADVANCE_PER_READ = 0.5;
const REFUSED_BY_MAILBOX = '550 5.1.1 Mailbox unavailable';

/** Queues the send of `row` (its status allows it, and it has recipients): status `sending`, a pending delivery each. */
export function startSending(state: CommunicationsFakeState, row: FakeCommunicationRow): void {
  const now = new Date().toISOString();
  const recipients = recipientsOf(state, row.id);
  for (const recipient of recipients) {
    // No opt-outs yet: only legal notices are sent today, and they reach everyone.
    const plan = recipientChannels(row.channel, row.purpose, {
      email: recipient.email,
      phone: recipient.phone,
      marketingOptOut: false,
    });
    if (plan.send && plan.first === 'email' && recipient.email)
      recipient.delivery = { channel: 'email', status: 'pending', error: null, sentAt: null, updatedAt: now };
  }
  // A story's row without stored recipients: its count stands for them.
  row.deliveries = recipients.length
    ? deliveryCountsOf(recipients)
    : { ...row.deliveries, queued: row.deliveries.queued + row.recipients };
  row.status = 'sending';
  row.sentAt ??= now;
  row.scheduledAt = null;
  row.updatedAt = now;
}

/** A read of `row`: a sending communication hands over the next share of its queued deliveries, in line order. */
export function advanceSending(state: CommunicationsFakeState, row: FakeCommunicationRow): void {
  if (row.status !== 'sending') return;
  const share = Math.min(state.advancePerRead ?? DEFAULT_ADVANCE_PER_READ, 1);
  if (share <= 0) return;
  const now = new Date().toISOString();
  const recipients = recipientsOf(state, row.id);
  if (recipients.length) {
    const queued = recipients.filter((recipient) => isQueued(recipient.delivery));
    for (const recipient of queued.slice(0, Math.ceil(queued.length * share))) {
      const refused = !recipient.resent && (recipient.email?.includes('falha') ?? false);
      recipient.delivery = {
        channel: 'email',
        status: refused ? 'failed' : 'sent',
        error: refused ? REFUSED_BY_MAILBOX : null,
        sentAt: refused ? null : now,
        updatedAt: now,
      };
    }
    row.deliveries = deliveryCountsOf(recipients);
  } else {
    const handed = Math.ceil(row.deliveries.queued * share);
    row.deliveries = {
      ...row.deliveries,
      queued: row.deliveries.queued - handed,
      sent: row.deliveries.sent + handed,
    };
  }
  if (row.deliveries.queued > 0) return;
  const { sent, unconfirmed, failed } = row.deliveries;
  row.status = sendingOutcome({ handedOver: sent + unconfirmed, refused: failed });
  row.updatedAt = now;
}

/**
 * Queues a resend of `row` to the recipients whose latest delivery `scope` reaches (the domain's
 * emailResendStatuses, as the server's); how many. A story's row without stored recipients resends its counts.
 */
export function startResend(
  state: CommunicationsFakeState,
  row: FakeCommunicationRow,
  scope: ResendScope,
): number {
  const now = new Date().toISOString();
  const statuses: readonly DispatchStatus[] = emailResendStatuses(scope);
  const recipients = recipientsOf(state, row.id);
  let queued = 0;
  if (recipients.length) {
    for (const recipient of recipients) {
      if (!recipient.delivery || !recipient.email || !statuses.includes(recipient.delivery.status)) continue;
      recipient.delivery = { channel: 'email', status: 'pending', error: null, sentAt: null, updatedAt: now };
      recipient.resent = true;
      queued++;
    }
    row.deliveries = deliveryCountsOf(recipients);
  } else {
    const { failed, unconfirmed } = row.deliveries;
    queued = failed + (statuses.includes('unconfirmed') ? unconfirmed : 0);
    row.deliveries = {
      ...row.deliveries,
      queued: row.deliveries.queued + queued,
      failed: 0,
      unconfirmed: statuses.includes('unconfirmed') ? 0 : unconfirmed,
    };
  }
  if (queued === 0) return 0;
  row.status = 'sending';
  row.updatedAt = now;
  return queued;
}
