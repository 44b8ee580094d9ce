import { describe, expect, it } from 'vitest';
import {
  canDoCommunicationAction,
  communicationActions,
  COMMUNICATION_STATUSES,
  sendingOutcome,
} from './communicationStatus.ts';

describe('a communication’s status', () => {
  it('offers each status its actions', () => {
    expect(
      Object.fromEntries(COMMUNICATION_STATUSES.map((status) => [status, communicationActions(status)])),
    ).toEqual({
      draft: ['edit', 'delete', 'schedule', 'send'],
      scheduled: ['unschedule', 'send', 'cancel'],
      sending: [],
      sent: ['resend'],
      cancelled: [],
      failed: ['resend'],
    });
  });

  it('refuses what the status does not allow: a cancelled one is never sent, a sending one never edited', () => {
    expect(canDoCommunicationAction('send', 'cancelled')).toBe(false);
    expect(canDoCommunicationAction('edit', 'sending')).toBe(false);
    expect(canDoCommunicationAction('cancel', 'sending')).toBe(false);
    expect(canDoCommunicationAction('resend', 'sent')).toBe(true);
  });

  it('ends a sending failed only when nothing could be handed over', () => {
    expect(sendingOutcome({ handedOver: 0, refused: 3 })).toBe('failed');
    expect(sendingOutcome({ handedOver: 1, refused: 300 })).toBe('sent');
    expect(sendingOutcome({ handedOver: 0, refused: 0 })).toBe('sent');
  });
});
