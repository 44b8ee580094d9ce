import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import {
  MailDeliveryError,
  bracketedMessageId,
  isPlausibleAddress,
  senderDomain,
  type Mailer,
  type OutgoingMail,
} from './mailer.ts';
import { composeMail, parseMailbox } from './mime.ts';

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
 * Sends through an SMTP server (`smtp://user:pass@host:port`, `smtps://…`; query options such as
 * `?maxConnections=2` are nodemailer's; `?pool=false` opens a connection per message). `from` is the sender of every
 * message.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const pool = (maxConnections: number) =>
    createTransport({
      url,
      // Pooled: connections reused instead of one per message (≈100 ms each to set up), several at once, each kept
      // for as long as it works instead of nodemailer's reconnection every 100 messages. A message's envelope and
      // DATA go out in one write where the server offers PIPELINING (nodemailer does it on its own). The URL's query
      // options (?maxConnections=…) win.
      pool: true,
      maxConnections,
      maxMessages: Number.POSITIVE_INFINITY,
      // Nodemailer waits up to 10 minutes on a silent server; a send that hangs holds up its job (and a shutdown).
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
  // Rounds (OutgoingMail.bulk) keep many sends in flight (job-kinds.ts), queued in their pool: one-off messages have
  // connections of their own and never wait behind them.
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
        // Composed here, in one buffer (mime.ts): nodemailer sends it as it is, in one write.
        const raw = composeMail({ ...mail, from, messageId });
        await (mail.bulk ? bulk : transport).sendMail({ envelope: { from: sender, to: [mail.to] }, raw });
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
