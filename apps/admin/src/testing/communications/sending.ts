import {
  emailResendStatuses,
  messagingWindows,
  recipientChannels,
  resendsChannelDelivery,
  sendingOutcome,
  templateChannelOf,
  type DispatchStatus,
  type MessagingLimit,
  type ResendScope,
} from '@backoffice/domain';
import type { DeliveryReceipt } from '@backoffice/api-client';
import { handedOver, queuedDelivery, reported } from './deliveries';
import {
  deliveryCountsOf,
  isQueued,
  type FakeCommunicationRecipientRow,
  type FakeCommunicationRow,
  type FakeDelivery,
} from './rows';
import { recipientsOf, type CommunicationsFakeState } from './state';

// A communication's send, in memory: sendCommunication queues one delivery per recipient the plan reaches, on the
// channel it tries first (the domain's recipientChannels, as the server's send: a marketing message skips who opted
// out), and each later read of the sending communication hands over a share of them (advancePerRead), so that the
// screens show the send's progress like the server's job does. A recipient whose e-mail contains `falha` is refused
// by the mailbox, the first time (a resend reaches it). With nothing left queued the communication is `sent`, or
// `failed` when nothing could be (the domain's sendingOutcome).
//
// WhatsApp reports afterwards (its status webhooks): each read of a sending or sent communication moves a share of
// its handed-over WhatsApp messages one step, sent → delivered → read, through the domain's advanceDelivery. By the
// recipient's line, as a fixed pattern the stories can show: every 11th line's number cannot receive (the report is
// `failed`, and a plan with e-mail fallback then queues the e-mail), every 4th line's message is delivered but not
// read.

export const DEFAULT_ADVANCE_PER_READ = 0.5;
const REFUSED_BY_MAILBOX = '550 5.1.1 Mailbox unavailable';
export const WHATSAPP_UNDELIVERABLE = '131026 Message undeliverable';

const undeliverable = (recipient: FakeCommunicationRecipientRow) => recipient.line % 11 === 0;
const leftUnread = (recipient: FakeCommunicationRecipientRow) => recipient.line % 4 === 0;

/** The channels the plan of `row` uses for `recipient` (the domain's rule, with the person's opt-out). */
const channelsOf = (row: FakeCommunicationRow, recipient: FakeCommunicationRecipientRow) =>
  recipientChannels(row.channel, row.purpose, {
    email: recipient.email,
    phone: recipient.phone,
    marketingOptOut: recipient.marketingOptOut ?? false,
  });

/** Queues the send of `row` (its status allows it, and it has recipients): status `sending`, a pending delivery each. */
export function startSending(state: CommunicationsFakeState, row: FakeCommunicationRow): void {
  const now = new Date().toISOString();
  const recipients = recipientsOf(state, row.id);
  for (const recipient of recipients) {
    const plan = channelsOf(row, recipient);
    if (plan.send) recipient.delivery = queuedDelivery(plan.first, now);
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

/** The next report WhatsApp gives of a handed-over message, or null when it has nothing more to say. */
function nextReport(
  recipient: FakeCommunicationRecipientRow,
  delivery: FakeDelivery,
): DeliveryReceipt | null {
  if (delivery.channel !== 'whatsapp' || delivery.status !== 'sent') return null;
  if (delivery.receipt === 'sent' || delivery.receipt === null)
    return undeliverable(recipient) ? 'failed' : 'delivered';
  if (delivery.receipt === 'delivered' && !leftUnread(recipient)) return 'read';
  return null;
}

/** WhatsApp's reports of a share of the handed-over messages; a failure falls back to e-mail when the plan says so. */
function advanceReceipts(
  recipients: readonly FakeCommunicationRecipientRow[],
  row: FakeCommunicationRow,
  share: number,
  now: string,
): void {
  const moving = recipients.filter(
    (recipient) => recipient.delivery && nextReport(recipient, recipient.delivery),
  );
  for (const recipient of moving.slice(0, Math.ceil(moving.length * share))) {
    const report = nextReport(recipient, recipient.delivery!)!;
    const delivery = reported(
      recipient.delivery!,
      report,
      now,
      report === 'failed' ? WHATSAPP_UNDELIVERABLE : null,
    );
    const plan = channelsOf(row, recipient);
    const fallsBack = delivery.status === 'failed' && plan.send && plan.fallback === 'email';
    recipient.delivery = fallsBack ? queuedDelivery('email', now) : delivery;
    if (fallsBack) row.status = 'sending';
  }
}

/**
 * A read of `row`: WhatsApp's next reports of its handed-over messages, then (sending) the next share of its queued
 * deliveries handed over, in line order.
 */
export function advanceSending(state: CommunicationsFakeState, row: FakeCommunicationRow): void {
  if (row.status !== 'sending' && row.status !== 'sent') return;
  const share = Math.min(state.advancePerRead ?? DEFAULT_ADVANCE_PER_READ, 1);
  if (share <= 0) return;
  const now = new Date().toISOString();
  const recipients = recipientsOf(state, row.id);
  if (recipients.length) {
    advanceReceipts(recipients, row, share, now);
    if (row.status === 'sending') {
      const queued = recipients.filter((recipient) => isQueued(recipient.delivery));
      for (const recipient of queued.slice(0, Math.ceil(queued.length * share))) {
        const { channel } = recipient.delivery!;
        const refused =
          channel === 'email' && !recipient.resent && (recipient.email?.includes('falha') ?? false);
        recipient.delivery = handedOver(channel, now, refused ? REFUSED_BY_MAILBOX : null);
      }
    }
    row.deliveries = deliveryCountsOf(recipients);
  } else if (row.status === 'sending') {
    const handed = Math.ceil(row.deliveries.queued * share);
    row.deliveries = {
      ...row.deliveries,
      queued: row.deliveries.queued - handed,
      sent: row.deliveries.sent + handed,
    };
  }
  if (row.status !== 'sending' || row.deliveries.queued > 0) return;
  const { sent, unconfirmed, failed } = row.deliveries;
  row.status = sendingOutcome({ handedOver: sent + unconfirmed, refused: failed });
  row.updatedAt = now;
}

/** Whether a resend of `scope` sends `delivery` again: the domain's rule for its channel, as the server's. */
function resends(delivery: FakeDelivery, scope: ResendScope): boolean {
  return resendsChannelDelivery(delivery.channel, delivery.status, delivery.receipt, scope);
}

/**
 * Queues a resend of `row` to the recipients whose latest delivery `scope` reaches, on that delivery's channel; how
 * many. A story's row without stored recipients resends its counts.
 */
export function startResend(
  state: CommunicationsFakeState,
  row: FakeCommunicationRow,
  scope: ResendScope,
): number {
  const now = new Date().toISOString();
  const recipients = recipientsOf(state, row.id);
  let queued = 0;
  if (recipients.length) {
    for (const recipient of recipients) {
      const { delivery } = recipient;
      if (!delivery || !resends(delivery, scope)) continue;
      if (!(delivery.channel === 'email' ? recipient.email : recipient.phone)) continue;
      recipient.delivery = queuedDelivery(delivery.channel, now);
      recipient.resent = true;
      queued++;
    }
    row.deliveries = deliveryCountsOf(recipients);
  } else {
    const statuses: readonly DispatchStatus[] = emailResendStatuses(scope);
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

/**
 * When a draft's or scheduled communication's WhatsApp messages can go under the company number's messaging limit
 * (the domain's messagingWindows over the WhatsApp messages handed over in the last 24 h), as the server's detail
 * says it; null for an e-mail plan or any other status.
 */
export function whatsappWindowsOf(
  state: CommunicationsFakeState,
  row: FakeCommunicationRow,
  limit: MessagingLimit,
  now: Date,
): FakeCommunicationRow['whatsappWindows'] {
  if (templateChannelOf(row.channel) !== 'whatsapp') return null;
  if (row.status !== 'draft' && row.status !== 'scheduled') return null;
  const people = recipientsOf(state, row.id).filter((recipient) => {
    const plan = channelsOf(row, recipient);
    return plan.send && plan.first === 'whatsapp';
  }).length;
  const reachedAt = state.recipients
    .map(({ delivery }) => (delivery?.channel === 'whatsapp' ? delivery.sentAt : null))
    .filter((sentAt): sentAt is string => sentAt !== null)
    .map((sentAt) => new Date(sentAt));
  return messagingWindows(people, limit, reachedAt, now).map((window) => ({
    at: window.at.toISOString(),
    people: window.people,
  }));
}
