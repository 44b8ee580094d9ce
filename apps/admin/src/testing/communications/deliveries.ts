import type { DeliveryReceipt } from '@backoffice/api-client';
import { advanceDelivery } from '@backoffice/domain';
import type { FakeDelivery } from './rows';

// A recipient's latest delivery as the communications fake writes it: queued on a channel, handed over, and for
// WhatsApp the channel's later reports (the status webhooks: sent → delivered → read, or failed), each joining the
// delivery's timeline while its receipt only moves forward (the domain's advanceDelivery, as the server's webhook).

/** Waiting for its turn on `channel`. */
export const queuedDelivery = (channel: FakeDelivery['channel'], at: string): FakeDelivery => ({
  channel,
  status: 'pending',
  error: null,
  sentAt: null,
  updatedAt: at,
  receipt: null,
  events: [],
});

/** Handed over at `at` (WhatsApp: the Cloud API's first report, `sent`), or refused with the channel's reason. */
export function handedOver(
  channel: FakeDelivery['channel'],
  at: string,
  refusal: string | null,
): FakeDelivery {
  if (refusal) return { ...queuedDelivery(channel, at), status: 'failed', error: refusal };
  const delivery: FakeDelivery = { ...queuedDelivery(channel, at), status: 'sent', sentAt: at };
  return channel === 'whatsapp' ? reported(delivery, 'sent', at) : delivery;
}

/**
 * `delivery` after the channel reports `status` at `at` (with its reason for a failure): the report joins the
 * timeline (at most the contract's 20), the receipt moves as the domain allows, and a failure that stands fails the
 * delivery.
 */
export function reported(
  delivery: FakeDelivery,
  status: DeliveryReceipt,
  at: string,
  error: string | null = null,
): FakeDelivery {
  const receipt = advanceDelivery(delivery.receipt ?? 'queued', status);
  const failed = receipt === 'failed';
  return {
    ...delivery,
    receipt: receipt === 'queued' ? null : receipt,
    events: [...delivery.events, { status, at, error }].slice(-20),
    status: failed ? 'failed' : delivery.status,
    error: failed ? (error ?? delivery.error) : delivery.error,
    updatedAt: at,
  };
}
