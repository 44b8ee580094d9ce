// A recipient's delivery on one channel (issue 20): queued → sent → delivered → read, or failed with the provider's
// reason. The provider's reports arrive out of order (WhatsApp's status webhooks are not ordered, and "delivered" is
// skipped when a message is read at once), twice, or late: every report joins the timeline, but the status only moves
// forward. A failure after "sent" is final (the message will not arrive); a report of progress after a failure is
// believed (the failure was the provider's mistake, e.g. a retried send that went through).

export type DeliveryStatus = 'queued' | 'sent' | 'delivered' | 'read' | 'failed';

export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['queued', 'sent', 'delivered', 'read', 'failed'];

/** How far a message got; a failure ranks with "sent" (it left us, then went no further). */
const PROGRESS: Record<Exclude<DeliveryStatus, 'failed'>, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  read: 3,
};

/** The status after `report`, given `current`: the furthest progress reported wins; a failure ends what has not arrived. */
export function advanceDelivery(current: DeliveryStatus, report: DeliveryStatus): DeliveryStatus {
  if (report === current) return current;
  if (report === 'failed') return current === 'delivered' || current === 'read' ? current : 'failed';
  if (current === 'failed') return report === 'queued' || report === 'sent' ? 'failed' : report;
  return PROGRESS[report] > PROGRESS[current] ? report : current;
}

/** The status a series of reports leads to, in the order they arrived. */
export function deliveryStatusOf(reports: readonly DeliveryStatus[]): DeliveryStatus {
  return reports.reduce<DeliveryStatus>(advanceDelivery, 'queued');
}

/** Who "resend" reaches: the failed ones, or also those sent but never confirmed delivered. */
export type ResendScope = 'failed' | 'undelivered';

/**
 * Whether a delivery is sent again by a resend of `scope`. A queued one is still on its way (never twice), a
 * delivered or read one arrived.
 */
export function resendsDelivery(status: DeliveryStatus, scope: ResendScope): boolean {
  if (status === 'failed') return true;
  return scope === 'undelivered' && status === 'sent';
}

/** A delivery as the sending engine keeps it (jobs' deliveries): waiting, being handed over, handed over, refused by
 * the channel, or cut off mid-hand-over by a process that stopped (never sent again on its own). */
export type DispatchStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'unconfirmed';

export const DISPATCH_STATUSES: readonly DispatchStatus[] = [
  'pending',
  'sending',
  'sent',
  'failed',
  'unconfirmed',
];

/**
 * Whether an e-mail delivery is sent again by a resend of `scope`. An e-mail handed to the SMTP server reports
 * nothing later (no "delivered"), so for e-mail "undelivered" adds the unconfirmed ones — cut off mid-hand-over,
 * perhaps never sent — to the failed. One still queued is on its way, and one handed over arrived as far as we know:
 * neither is sent twice.
 */
export function resendsEmailDelivery(status: DispatchStatus, scope: ResendScope): boolean {
  if (status === 'failed') return true;
  return scope === 'undelivered' && status === 'unconfirmed';
}

/** The e-mail deliveries a resend of `scope` sends again, as statuses (for a query). */
export function emailResendStatuses(scope: ResendScope): DispatchStatus[] {
  return DISPATCH_STATUSES.filter((status) => resendsEmailDelivery(status, scope));
}

/**
 * Whether a recipient's latest delivery on `channel` is sent again by a resend of `scope`. E-mail: by its dispatch
 * status alone (resendsEmailDelivery). WhatsApp also reports afterwards (`receipt`, its status webhooks): a message
 * handed over and then reported failed is failed; for "undelivered", one handed over that never got to delivered or
 * read, or cut off mid-hand-over and never reported, goes again too.
 */
export function resendsChannelDelivery(
  channel: 'email' | 'whatsapp',
  status: DispatchStatus,
  receipt: Exclude<DeliveryStatus, 'queued'> | null,
  scope: ResendScope,
): boolean {
  if (channel === 'email') return resendsEmailDelivery(status, scope);
  if (status === 'failed' || (status === 'sent' && receipt === 'failed')) return true;
  if (scope === 'failed') return false;
  if (status === 'unconfirmed') return true;
  return status === 'sent' && receipt !== 'delivered' && receipt !== 'read';
}
