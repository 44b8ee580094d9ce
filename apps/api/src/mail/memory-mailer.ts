import { randomUUID } from 'node:crypto';
import { MailDeliveryError, bracketedMessageId, type Mailer, type OutgoingMail } from './mailer.ts';

export type FailureKind = 'transient' | 'permanent';

export interface MemoryMailer extends Mailer {
  /** Messages that were sent, in order: every copy, a resend of the same Message-ID included. */
  readonly sent: Array<OutgoingMail & { providerMessageId: string }>;
  /**
   * What the recipients' mailboxes hold: `sent` with one copy per recipient and Message-ID, as a receiving server
   * keeps it (a resend under the same Message-ID is dropped there).
   */
  mailbox(): Array<OutgoingMail & { providerMessageId: string }>;
  /** Every call to send, including those that failed: its 1-based number is the n of failSend. */
  readonly attempts: OutgoingMail[];
  /** The n-th call to send (1-based, counted over the mailer's life) fails this way. */
  failSend(n: number, kind: FailureKind): void;
  /** Sends to this address fail this way, `times` times (default: always). */
  failAddress(address: string, kind: FailureKind, times?: number): void;
  /**
   * Runs before each send, after the attempt is counted; a promise that never settles stands for
   * a process that died during the SMTP conversation.
   */
  beforeSend: ((mail: OutgoingMail, attempt: number) => Promise<void> | void) | undefined;
  /** Forgets messages, attempts and planned failures. */
  reset(): void;
}

/** A mailer for tests: records what it sends and fails on request. */
export function memoryMailer(): MemoryMailer {
  const sent: MemoryMailer['sent'] = [];
  const attempts: OutgoingMail[] = [];
  const failuresByAttempt = new Map<number, FailureKind>();
  const failuresByAddress = new Map<string, { kind: FailureKind; remaining: number }>();
  let closed = false;

  function plannedFailure(mail: OutgoingMail, attempt: number): FailureKind | undefined {
    const byAttempt = failuresByAttempt.get(attempt);
    if (byAttempt) return byAttempt;
    const byAddress = failuresByAddress.get(mail.to.toLowerCase());
    if (!byAddress || byAddress.remaining <= 0) return undefined;
    byAddress.remaining -= 1;
    return byAddress.kind;
  }

  const mailer: MemoryMailer = {
    sent,
    attempts,
    beforeSend: undefined,
    mailbox() {
      const seen = new Set<string>();
      return sent.filter((mail) => {
        const key = `${mail.to.toLowerCase()}\n${mail.providerMessageId}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },
    async send(mail) {
      if (closed) throw new MailDeliveryError('The mailer is closed', { permanent: false });
      attempts.push(mail);
      const attempt = attempts.length;
      await mailer.beforeSend?.(mail, attempt);
      const failure = plannedFailure(mail, attempt);
      if (failure === 'permanent') {
        throw new MailDeliveryError(`550 5.1.1 <${mail.to}>: recipient rejected (test)`, {
          permanent: true,
          responseCode: 550,
        });
      }
      if (failure === 'transient') {
        throw new MailDeliveryError('421 4.3.2 service not available, try again later (test)', {
          permanent: false,
          responseCode: 421,
        });
      }
      const providerMessageId = bracketedMessageId(mail.messageId ?? randomUUID(), 'memory.local');
      sent.push({ ...mail, providerMessageId });
      return { providerMessageId };
    },
    failSend(n, kind) {
      failuresByAttempt.set(n, kind);
    },
    failAddress(address, kind, times = Number.POSITIVE_INFINITY) {
      failuresByAddress.set(address.toLowerCase(), { kind, remaining: times });
    },
    reset() {
      sent.length = 0;
      attempts.length = 0;
      failuresByAttempt.clear();
      failuresByAddress.clear();
      mailer.beforeSend = undefined;
    },
    async close() {
      closed = true;
    },
  };
  return mailer;
}
