import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DeliveryStatus } from '@backoffice/domain';

// What the WhatsApp Cloud API posts to the product (issue 20): status reports of the messages it sent (sent,
// delivered, read, failed with Meta's error) and people's messages (a "SAIR" reply). Every post is signed:
// `X-Hub-Signature-256: sha256=<HMAC-SHA256 of the raw body with the app secret>`; an unsigned or wrongly signed one
// is refused before its body is read as anything. Reading is lenient about what it does not use and skips entries
// it cannot read (Meta adds fields and kinds of changes over time).

/** Whether `header` is the app secret's signature of exactly these bytes. */
export function isSignedByApp(appSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface WhatsappStatusReport {
  /** The business number the report is about (its change's metadata). */
  phoneNumberId: string;
  providerMessageId: string;
  status: Exclude<DeliveryStatus, 'queued'>;
  at: Date;
  /** The person's WhatsApp id (their number's digits). */
  recipient: string;
  /** Meta's error, for a failure. */
  error?: { code: number; title: string };
  /** What the send carried as its reference (TemplateMessage.reference). */
  reference?: string;
}

export interface WhatsappIncomingMessage {
  /** The business number the person wrote to. */
  phoneNumberId: string;
  providerMessageId: string;
  /** The person's number, E.164. */
  from: string;
  at: Date;
  /** The text of a text message ('' for other kinds). */
  text: string;
}

export interface WhatsappWebhook {
  /** The business phone number ids the post is about (one per change). */
  phoneNumberIds: string[];
  statuses: WhatsappStatusReport[];
  messages: WhatsappIncomingMessage[];
}

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

type Loose = Record<string, unknown> | undefined;
const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
/** Meta's timestamps are Unix seconds as strings. */
const time = (value: unknown): Date | undefined => {
  const seconds = Number(text(value));
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : undefined;
};

export function readWhatsappWebhook(body: unknown): WhatsappWebhook {
  const webhook: WhatsappWebhook = { phoneNumberIds: [], statuses: [], messages: [] };
  if (record(body)?.object !== 'whatsapp_business_account') return webhook;
  for (const entry of list(record(body)?.entry)) {
    for (const change of list(record(entry)?.changes)) {
      if (record(change)?.field !== 'messages') continue;
      const value = record(record(change)?.value);
      const phoneNumberId = text(record(value?.metadata)?.phone_number_id);
      if (!phoneNumberId) continue;
      webhook.phoneNumberIds.push(phoneNumberId);
      for (const item of list(value?.statuses)) {
        const status = record(item);
        const id = text(status?.id);
        const kind = text(status?.status);
        const at = time(status?.timestamp);
        const recipient = text(status?.recipient_id);
        if (!id || !kind || !STATUSES.has(kind) || !at || !recipient) continue;
        const error = record(list(status?.errors)[0]);
        const reference = text(status?.biz_opaque_callback_data);
        webhook.statuses.push({
          phoneNumberId,
          providerMessageId: id,
          status: kind as WhatsappStatusReport['status'],
          at,
          recipient,
          ...(kind === 'failed' && typeof error?.code === 'number'
            ? { error: { code: error.code, title: text(error.title) ?? text(error.message) ?? '' } }
            : {}),
          ...(reference === undefined ? {} : { reference }),
        });
      }
      for (const item of list(value?.messages)) {
        const message = record(item);
        const id = text(message?.id);
        const from = text(message?.from);
        const at = time(message?.timestamp);
        if (!id || !from || !/^[0-9]{8,15}$/.test(from) || !at) continue;
        webhook.messages.push({
          phoneNumberId,
          providerMessageId: id,
          from: `+${from}`,
          at,
          text: message?.type === 'text' ? (text(record(message.text)?.body) ?? '') : '',
        });
      }
    }
  }
  return webhook;
}
