// The SMTP sink's mailbox: one .eml file per message in a directory (kept across restarts), parsed on demand and
// cached by id. Ids sort in the order the messages arrived.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** Prepended to every stored message: who the SMTP envelope named (it can differ from the To header, e.g. Bcc). */
export const ENVELOPE_TO_HEADER = 'X-Sink-Envelope-To';
const ENVELOPE_FROM_HEADER = 'X-Sink-Envelope-From';

/** Headers a test or a developer cares about, besides the x-* ones that are always kept. */
const HEADERS_OF_INTEREST = new Set([
  'message-id',
  'in-reply-to',
  'reply-to',
  'list-unsubscribe',
  'auto-submitted',
]);

const ID_PATTERN = /^\d{13}-\d{6}-[0-9a-f]{8}$/;

/**
 * @typedef {object} SinkMessage
 * @property {string} id
 * @property {string} from the From header's address
 * @property {string[]} to envelope recipients (what the SMTP client asked to deliver to)
 * @property {string} subject
 * @property {string} date ISO 8601: the Date header, or when the sink received it
 * @property {string} receivedAt ISO 8601
 * @property {string} messageId the Message-ID header, angle brackets included ('' without one)
 * @property {string} text
 * @property {string | null} html
 * @property {Record<string, string>} headers message-id, reply-to, list-unsubscribe, … and every x-* header
 */

/** @param {string} id */
export function isMessageId(id) {
  return ID_PATTERN.test(id);
}

/**
 * @param {import('mailparser').HeaderValue | undefined} value
 * @returns {string}
 */
function headerText(value) {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((part) => headerText(/** @type {any} */ (part))).join(', ');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('value' in value && typeof value.value === 'string') return value.value;
  return JSON.stringify(value);
}

/**
 * @param {string} id
 * @param {Buffer} raw
 * @returns {Promise<SinkMessage>}
 */
async function parseMessage(id, raw) {
  const parsed = await simpleParser(raw);
  const envelopeTo = headerText(parsed.headers.get(ENVELOPE_TO_HEADER.toLowerCase()));
  const headerTo = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((group) =>
    group.value.map((address) => address.address ?? ''),
  );
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [key, value] of parsed.headers) {
    if (key.startsWith('x-sink-')) continue;
    if (key.startsWith('x-') || HEADERS_OF_INTEREST.has(key)) headers[key] = headerText(value);
  }
  const receivedAt = new Date(Number(id.slice(0, 13))).toISOString();
  return {
    id,
    from: parsed.from?.value[0]?.address ?? '',
    to: envelopeTo ? envelopeTo.split(/,\s*/) : headerTo.filter(Boolean),
    subject: parsed.subject ?? '',
    date: parsed.date ? parsed.date.toISOString() : receivedAt,
    receivedAt,
    messageId: parsed.messageId ?? '',
    text: parsed.text ?? '',
    html: parsed.html || null,
    headers,
  };
}

/**
 * @param {string} dir where the .eml files live (created if missing)
 */
export function createMailStore(dir) {
  /** @type {Map<string, SinkMessage>} */
  const cache = new Map();
  let sequence = 0;
  const file = (/** @type {string} */ id) => path.join(dir, `${id}.eml`);

  return {
    dir,

    /**
     * Stores one received message; written to a temporary name first so a reader never sees half a file.
     * @param {Buffer} raw
     * @param {{ from: string, to: string[] }} envelope
     * @returns {Promise<string>} the new message's id
     */
    async save(raw, envelope) {
      await mkdir(dir, { recursive: true });
      sequence = (sequence + 1) % 1_000_000;
      const id = `${String(Date.now()).padStart(13, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
      const prefix =
        `${ENVELOPE_FROM_HEADER}: ${envelope.from}\r\n` +
        `${ENVELOPE_TO_HEADER}: ${envelope.to.join(', ')}\r\n`;
      const temporary = path.join(dir, `.${id}.tmp`);
      const stored = Buffer.concat([Buffer.from(prefix, 'utf8'), raw]);
      await writeFile(temporary, stored);
      await rename(temporary, file(id));
      // Parsed now, off the SMTP reply's path, so that listing a large mailbox stays quick.
      void parseMessage(id, stored)
        .then((message) => cache.set(id, message))
        .catch(() => {});
      return id;
    },

    /** Every message, oldest first. @returns {Promise<SinkMessage[]>} */
    async list() {
      const names = await readdir(dir).catch(() => /** @type {string[]} */ ([]));
      const ids = names
        .filter((name) => name.endsWith('.eml'))
        .map((name) => name.slice(0, -'.eml'.length))
        .filter(isMessageId)
        .sort();
      const present = new Set(ids);
      for (const id of cache.keys()) if (!present.has(id)) cache.delete(id);
      /** @type {SinkMessage[]} */
      const messages = [];
      for (const id of ids) {
        let message = cache.get(id);
        if (!message) {
          const raw = await readFile(file(id)).catch(() => null);
          if (!raw) continue; // deleted meanwhile
          message = await parseMessage(id, raw);
          cache.set(id, message);
        }
        messages.push(message);
      }
      return messages;
    },

    /** The stored file, or null. @param {string} id @returns {Promise<Buffer | null>} */
    async raw(id) {
      if (!isMessageId(id)) return null;
      return readFile(file(id)).catch(() => null);
    },

    /** @param {string} id @returns {Promise<SinkMessage | null>} */
    async get(id) {
      const cached = cache.get(id);
      if (cached) return cached;
      const raw = await this.raw(id);
      if (!raw) return null;
      const message = await parseMessage(id, raw);
      cache.set(id, message);
      return message;
    },

    /** Deletes every message. */
    async clear() {
      const names = await readdir(dir).catch(() => /** @type {string[]} */ ([]));
      await Promise.all(
        names
          .filter((name) => name.endsWith('.eml'))
          .map((name) => rm(path.join(dir, name), { force: true })),
      );
      cache.clear();
    },
  };
}

/** @typedef {ReturnType<typeof createMailStore>} MailStore */
