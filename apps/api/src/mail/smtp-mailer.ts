import { createTransport } from 'nodemailer';
import {
  MailDeliveryError,
  bracketedMessageId,
  isPlausibleAddress,
  senderDomain,
  type Mailer,
  type OutgoingMail,
} from './mailer.ts';

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
  const transport = createTransport({
    url,
    // Pooled: one connection reused for a dispatch instead of one per message (≈100 ms each to set up).
    pool: true,
    // Nodemailer waits up to 10 minutes on a silent server; a send that hangs holds up its job (and a shutdown).
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  const domain = senderDomain(from);
  return {
    async send(mail: OutgoingMail) {
      if (!isPlausibleAddress(mail.to)) {
        throw new MailDeliveryError(`Not an e-mail address: ${JSON.stringify(mail.to)}`, { permanent: true });
      }
      try {
        const info = await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ...(mail.messageId ? { messageId: bracketedMessageId(mail.messageId, domain) } : {}),
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
        return { providerMessageId: info.messageId };
      } catch (error) {
        throw classifySmtpFailure(error);
      }
    },
    async close() {
      transport.close();
    },
  };
}
