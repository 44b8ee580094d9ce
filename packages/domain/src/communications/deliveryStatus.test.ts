import { describe, expect, it } from 'vitest';
import {
  advanceDelivery,
  deliveryStatusOf,
  emailResendStatuses,
  resendsDelivery,
  resendsEmailDelivery,
  resendsChannelDelivery,
  type DeliveryStatus,
  type DispatchStatus,
  type ResendScope,
} from './deliveryStatus.ts';

describe('a delivery’s status', () => {
  it.each<[DeliveryStatus[], DeliveryStatus]>([
    [[], 'queued'],
    [['sent', 'delivered', 'read'], 'read'],
    // Webhooks are not ordered, and "delivered" is skipped when the message is read at once.
    [['sent', 'read', 'delivered'], 'read'],
    [['read'], 'read'],
    [['delivered', 'sent'], 'delivered'],
    [['sent', 'sent', 'delivered', 'delivered'], 'delivered'],
    // A failure ends what has not arrived; what arrived stays arrived.
    [['sent', 'failed'], 'failed'],
    [['failed', 'sent'], 'failed'],
    [['delivered', 'failed'], 'delivered'],
    [['read', 'failed'], 'read'],
    // Progress reported after a failure is believed: the message arrived after all.
    [['failed', 'delivered'], 'delivered'],
    [['sent', 'failed', 'read'], 'read'],
  ])('after %j is %s', (reports, status) => {
    expect(deliveryStatusOf(reports)).toBe(status);
  });

  it('never goes back, whatever two reports meet', () => {
    const order: Record<DeliveryStatus, number> = { queued: 0, sent: 1, failed: 1, delivered: 2, read: 3 };
    const all: DeliveryStatus[] = ['queued', 'sent', 'delivered', 'read', 'failed'];
    for (const current of all)
      for (const report of all)
        expect(order[advanceDelivery(current, report)]).toBeGreaterThanOrEqual(order[current]);
  });

  it('is resent: the failed ones, and with "undelivered" also those sent but not delivered; never one on its way or arrived', () => {
    expect(
      ['queued', 'sent', 'delivered', 'read', 'failed'].filter((s) =>
        resendsDelivery(s as DeliveryStatus, 'failed'),
      ),
    ).toEqual(['failed']);
    expect(
      ['queued', 'sent', 'delivered', 'read', 'failed'].filter((s) =>
        resendsDelivery(s as DeliveryStatus, 'undelivered'),
      ),
    ).toEqual(['sent', 'failed']);
  });
});

describe('an e-mail resend', () => {
  it.each<[DispatchStatus, ResendScope, boolean]>([
    ['failed', 'failed', true],
    ['failed', 'undelivered', true],
    // Cut off mid-hand-over: perhaps never sent — "undelivered" sends it again, "failed" does not.
    ['unconfirmed', 'failed', false],
    ['unconfirmed', 'undelivered', true],
    // Handed to the SMTP server (nothing reports later), or still on its way: never twice.
    ['sent', 'undelivered', false],
    ['pending', 'undelivered', false],
    ['sending', 'undelivered', false],
  ])('%s, resend to %s: %s', (status, scope, resent) => {
    expect(resendsEmailDelivery(status, scope)).toBe(resent);
  });

  it('gives the statuses to look for', () => {
    expect(emailResendStatuses('failed')).toEqual(['failed']);
    expect(emailResendStatuses('undelivered')).toEqual(['failed', 'unconfirmed']);
  });
});

describe('resendsChannelDelivery', () => {
  it.each([
    ['email', 'failed', null, 'failed', true],
    ['email', 'sent', null, 'undelivered', false],
    ['email', 'unconfirmed', null, 'undelivered', true],
    ['whatsapp', 'failed', null, 'failed', true],
    ['whatsapp', 'sent', 'failed', 'failed', true],
    ['whatsapp', 'sent', 'sent', 'failed', false],
    ['whatsapp', 'sent', 'sent', 'undelivered', true],
    ['whatsapp', 'sent', null, 'undelivered', true],
    ['whatsapp', 'sent', 'delivered', 'undelivered', false],
    ['whatsapp', 'sent', 'read', 'undelivered', false],
    ['whatsapp', 'unconfirmed', null, 'undelivered', true],
    ['whatsapp', 'unconfirmed', null, 'failed', false],
    ['whatsapp', 'pending', null, 'undelivered', false],
  ] as const)('%s %s (receipt %s), scope %s → %s', (channel, status, receipt, scope, expected) => {
    expect(resendsChannelDelivery(channel, status, receipt, scope)).toBe(expected);
  });
});
