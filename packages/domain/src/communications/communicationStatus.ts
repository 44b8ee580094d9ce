// A communication's life (issue 20), enforced by the server and shown by the screens from the same table:
// draft → scheduled → sending → sent; a draft may be sent at once; a scheduled one may be cancelled or taken back to
// draft before its time; sending ends sent (every recipient handed to a channel: deliveries then go on by
// themselves) or failed (the channel refused the whole send: a wrong token, a closed account). A resend to the failed
// or undelivered recipients takes a sent or failed communication back to sending.

export type CommunicationStatus = 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled' | 'failed';

export const COMMUNICATION_STATUSES: readonly CommunicationStatus[] = [
  'draft',
  'scheduled',
  'sending',
  'sent',
  'cancelled',
  'failed',
];

export type CommunicationAction =
  'edit' | 'delete' | 'schedule' | 'unschedule' | 'send' | 'cancel' | 'resend';

/** What each action needs the communication to be, and what it makes it. */
export const COMMUNICATION_ACTIONS: Readonly<
  Record<CommunicationAction, { from: readonly CommunicationStatus[]; to: CommunicationStatus | null }>
> = {
  edit: { from: ['draft'], to: 'draft' },
  delete: { from: ['draft'], to: null },
  schedule: { from: ['draft'], to: 'scheduled' },
  unschedule: { from: ['scheduled'], to: 'draft' },
  send: { from: ['draft', 'scheduled'], to: 'sending' },
  cancel: { from: ['scheduled'], to: 'cancelled' },
  resend: { from: ['sent', 'failed'], to: 'sending' },
};

export function canDoCommunicationAction(action: CommunicationAction, status: CommunicationStatus): boolean {
  return COMMUNICATION_ACTIONS[action].from.includes(status);
}

/** The actions a communication in `status` offers, in COMMUNICATION_ACTIONS' order. */
export function communicationActions(status: CommunicationStatus): CommunicationAction[] {
  return (Object.keys(COMMUNICATION_ACTIONS) as CommunicationAction[]).filter((action) =>
    canDoCommunicationAction(action, status),
  );
}

/** How a sending ends once no recipient is left to hand over: failed only when nothing at all could be sent. */
export function sendingOutcome(counts: { handedOver: number; refused: number }): 'sent' | 'failed' {
  return counts.handedOver === 0 && counts.refused > 0 ? 'failed' : 'sent';
}
