import { randomUUID } from 'node:crypto';
import { parseConnectionUrl, type ConnectionUrlOptions } from 'nodemailer/lib/shared';
import {
  MailDeliveryError,
  bracketedMessageId,
  isPlausibleAddress,
  senderDomain,
  type Mailer,
  type OutgoingMail,
} from './mailer.ts';
import { composeMail, parseMailbox } from './mime.ts';
import { smtpPool } from './smtp-pool.ts';

interface NodemailerFailure extends Error {
  code?: string;
  responseCode?: number;
  permanent?: boolean;
}

/**
 * Failures of our side of the conversation (the connection, TLS, our credentials): nothing is wrong with
 * the message or its recipient, so another attempt may succeed even when the server answered 5xx (535).
 */
const SERVER_SIDE_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EAUTH',
  'ENOAUTH',
]);

/** Nodemailer's error → permanent (the server refused this message for good) or transient. */
export function classifySmtpFailure(error: unknown): MailDeliveryError {
  const failure = (error ?? {}) as NodemailerFailure;
  const message = failure.message ?? String(error);
  const responseCode = typeof failure.responseCode === 'number' ? failure.responseCode : undefined;
  let permanent: boolean;
  if (SERVER_SIDE_CODES.has(failure.code ?? '')) permanent = false;
  // Nodemailer sets `permanent` from the reply class (5xx except 503) whenever the server replied.
  else if (typeof failure.permanent === 'boolean') permanent = failure.permanent;
  else if (responseCode !== undefined)
    permanent = responseCode >= 500 && responseCode < 600 && responseCode !== 503;
  else permanent = failure.code === 'EENVELOPE'; // no usable recipient
  return new MailDeliveryError(message, {
    permanent,
    cause: error,
    ...(responseCode === undefined ? {} : { responseCode }),
  });
}

/**
 * Sends through an SMTP server (`smtp://user:pass@host:port`, `smtps://…`; query options are nodemailer's SMTP
 * connection options — `?requireTLS=true`, `?tls.rejectUnauthorized=false`, … — and smtp-pool.ts's `maxConnections`
 * and `maxMessages`; `?pool=false` opens a connection per message). `from` is the sender of every message.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const { pool: pooled, ...fromUrl } = parseConnectionUrl(url) as ConnectionUrlOptions & { pool?: boolean };
  for (const option of ['proxy', 'service', 'direct'] as const) {
    if (fromUrl[option]) throw new Error(`SMTP_URL: ${option} is not supported (a host and port are)`);
  }
  const pool = (maxConnections: number) =>
    smtpPool({
      // Several connections at once, each reused for as long as it works. A message's envelope and DATA go out in
      // one write where the server offers PIPELINING (nodemailer's SMTP client does it on its own).
      maxConnections,
      // Nodemailer waits up to 10 minutes on a silent server; a send that hangs holds up its job (and a shutdown).
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
      // The URL's options (?maxConnections=…) win.
      ...fromUrl,
      ...(pooled === false ? { maxMessages: 1 } : {}),
    });
  // Rounds (OutgoingMail.bulk) keep many sends in flight (jobs/email-dispatch.ts ROUND_SETTINGS), queued in their
  // pool: one-off messages have connections of their own and never wait behind them.
  const bulk = pool(8);
  const transport = pool(2);
  const domain = senderDomain(from);
  const sender = parseMailbox(from).address;
  return {
    async send(mail: OutgoingMail) {
      if (!isPlausibleAddress(mail.to)) {
        throw new MailDeliveryError(`Not an e-mail address: ${JSON.stringify(mail.to)}`, { permanent: true });
      }
      try {
        const messageId = bracketedMessageId(mail.messageId ?? randomUUID(), domain);
        // Composed here, in one buffer (mime.ts), and handed to the SMTP connection as it is.
        const raw = composeMail({ ...mail, from, messageId });
        await (mail.bulk ? bulk : transport).send({ from: sender, to: mail.to }, raw);
        return { providerMessageId: messageId };
      } catch (error) {
        throw classifySmtpFailure(error);
      }
    },
    async close() {
      bulk.close();
      transport.close();
    },
  };
}
