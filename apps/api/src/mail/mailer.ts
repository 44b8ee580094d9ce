/**
 * One e-mail to one recipient. `messageId` becomes the Message-ID header (brackets optional; without a domain the
 * sender's is added).
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId?: string;
  headers?: Record<string, string>;
  /**
   * Part of a bulk round (thousands of messages at once): a mailer may send it through connections of its own, so
   * that one-off messages (a receipt, a PIN) never queue behind a round's.
   */
  bulk?: boolean;
}

export interface SentMail {
  /** What the provider calls the message: the Message-ID it was sent with, for SMTP. */
  providerMessageId: string;
}

/** Sends e-mail. Every failure is a MailDeliveryError that says whether trying again can help. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
  /** Releases connections; sending after close is an error. */
  close(): Promise<void>;
}

/**
 * A send that did not go through. `permanent`: the same message would be refused again (a 5xx reply,
 * an address that cannot receive mail); otherwise the failure is transient (connection, timeout, 4xx)
 * and a later attempt may succeed.
 */
export class MailDeliveryError extends Error {
  readonly permanent: boolean;
  /** The SMTP reply code, when the server gave one. */
  readonly responseCode: number | undefined;

  constructor(message: string, options: { permanent: boolean; responseCode?: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'MailDeliveryError';
    this.permanent = options.permanent;
    this.responseCode = options.responseCode;
  }
}

/** Deliberately loose: enough to refuse what no server would accept, never a full RFC 5322 parser. */
export function isPlausibleAddress(address: string): boolean {
  return /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/.test(address.trim());
}

/**
 * `<id@domain>` as the Message-ID header wants it, whether or not the caller put the brackets; an id without a
 * domain (e.g. a delivery id) gets `domain`.
 */
export function bracketedMessageId(messageId: string, domain: string): string {
  const bare = messageId.trim().replace(/^<|>$/g, '');
  return `<${bare.includes('@') ? bare : `${bare}@${domain}`}>`;
}

/** The domain of a From like `Name <user@example.com>`, for Message-IDs; 'localhost' when there is none. */
export function senderDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? 'localhost';
}
