import type { Communication, CommunicationRecipient, DeliveryCounts } from '@backoffice/api-client';

// A communication and its recipients as the communications fake stores them: the contract's objects with the
// workspace (a communication) or the communication (a recipient) they belong to.

/** A stored communication and the workspace it belongs to. */
export interface FakeCommunicationRow extends Communication {
  workspaceId: string;
}

/** A stored recipient (one valid spreadsheet row) and the communication it belongs to. */
export interface FakeCommunicationRecipientRow extends CommunicationRecipient {
  communicationId: string;
  /** Sent again by a resend: the mailbox that refused it (`falha`) takes it this time. */
  resent?: boolean;
  /** The person withdrew consent to marketing ("SAIR", an unsubscribe): a marketing send skips them. */
  marketingOptOut?: boolean;
}

/** A demo communication's id (1 to 99), or a created one's (200 to 999: the fake's `nextId`). */
export const communicationId = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '1')}`;

/** The id of the recipient on `line` of demo communication `communication`; 0 is the recipients uploaded. */
export const communicationRecipientId = (communication: number, line: number) =>
  `d${String(communication).padStart(7, '0')}-0000-4000-8000-${String(line).padStart(12, '0')}`;

/** A recipient's latest delivery (the contract's RecipientDelivery). */
export type FakeDelivery = NonNullable<CommunicationRecipient['delivery']>;

export const NO_DELIVERIES: DeliveryCounts = {
  queued: 0,
  sent: 0,
  failed: 0,
  unconfirmed: 0,
  delivered: 0,
  read: 0,
};

/** A delivery still to be handed over (the server's `pending` or `sending`): counted as queued. */
export const isQueued = (delivery: FakeDelivery | null) =>
  delivery?.status === 'pending' || delivery?.status === 'sending';

/**
 * The deliveries of `recipients` by status, as the server counts a communication's (queued: pending or sending); of
 * the sent, those the channel reported delivered (read ones included) and read.
 */
export function deliveryCountsOf(recipients: readonly CommunicationRecipient[]): DeliveryCounts {
  const counts = { ...NO_DELIVERIES };
  for (const { delivery } of recipients) {
    if (!delivery) continue;
    if (isQueued(delivery)) counts.queued++;
    else if (delivery.status === 'sent') {
      counts.sent++;
      if (delivery.receipt === 'delivered' || delivery.receipt === 'read') counts.delivered++;
      if (delivery.receipt === 'read') counts.read++;
    } else if (delivery.status === 'failed') counts.failed++;
    else counts.unconfirmed++;
  }
  return counts;
}

export function toCommunication({ workspaceId: _, ...communication }: FakeCommunicationRow): Communication {
  return communication;
}

export function toRecipient({
  communicationId: _,
  resent: _resent,
  marketingOptOut: _optOut,
  ...recipient
}: FakeCommunicationRecipientRow): CommunicationRecipient {
  return recipient;
}
