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
