// The SMTP sink's mailbox: one .eml file per message in a directory (kept across restarts), parsed on demand (when
// listed or opened, never on the SMTP path: parsing costs more than receiving) and cached by id. Ids sort in the
// order the messages arrived.
//
// Like a real mailbox store (Gmail and most others), it keeps one copy of a message per recipient: a message whose
// Message-ID a recipient already holds is accepted (250) but not stored again for that recipient. A sender that
// resends after a crash (it cannot know whether its first send got through) with the same Message-ID therefore
// leaves one message in the mailbox; a resend under another Message-ID is a second message.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
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
 * The Message-ID header of a raw message (unfolded, trimmed; '' without one), read from its header block only.
 * @param {Buffer} raw
 */
export function rawMessageId(raw) {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.toString('latin1', 0, end === -1 ? Math.min(raw.length, 64 * 1024) : end);
  const match = /^message-id:[ \t]*((?:.*)(?:\r\n[ \t].*)*)/im.exec(head);
  return match ? (match[1] ?? '').replace(/\r\n[ \t]+/g, ' ').trim() : '';
}

/** @param {string} address */
const mailboxKey = (address) => address.trim().toLowerCase();

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
  let duplicates = 0;
  const file = (/** @type {string} */ id) => path.join(dir, `${id}.eml`);
  /**
   * `<recipient>\n<Message-ID>` → the id of the stored message that gave it to that recipient; read from the
   * directory's files at the first save (a mailbox kept across restarts), then kept up to date.
   * @type {Promise<Map<string, string>> | undefined}
   */
  let index;
  const delivered = (/** @type {string} */ recipient, /** @type {string} */ messageId) =>
    `${mailboxKey(recipient)}\n${messageId}`;

  async function readIndex() {
    await mkdir(dir, { recursive: true });
    /** @type {Map<string, string>} */
    const map = new Map();
    const names = await readdir(dir).catch(() => /** @type {string[]} */ ([]));
    for (const name of names) {
      const id = name.slice(0, -'.eml'.length);
      if (!name.endsWith('.eml') || !isMessageId(id)) continue;
      const raw = await readFile(file(id)).catch(() => null);
      const messageId = raw ? rawMessageId(raw) : '';
      if (!raw || !messageId) continue;
      const end = raw.indexOf('\r\n\r\n');
      const head = raw.toString('utf8', 0, end === -1 ? raw.length : end);
      const to = new RegExp(`^${ENVELOPE_TO_HEADER}:[ \\t]*(.*)$`, 'im').exec(head)?.[1] ?? '';
      for (const recipient of to.split(/,\s*/).filter(Boolean)) map.set(delivered(recipient, messageId), id);
    }
    return map;
  }

  return {
    dir,

    /**
     * Stores one received message for the envelope's recipients that do not hold its Message-ID yet. `duplicate`: every recipient already had it, nothing
     * was stored (`id` is the message they have).
     * @param {Buffer} raw
     * @param {{ from: string, to: string[] }} envelope
     * @returns {Promise<{ id: string, duplicate: boolean }>}
     */
    async save(raw, envelope) {
      index ??= readIndex();
      const known = await index;
      const messageId = rawMessageId(raw);
      let to = envelope.to;
      let earlier = '';
      if (messageId) {
        to = envelope.to.filter((recipient) => {
          const held = known.get(delivered(recipient, messageId));
          if (held) earlier = held;
          return !held;
        });
        if (to.length === 0) {
          duplicates += 1;
          return { id: earlier, duplicate: true };
        }
      }
      sequence = (sequence + 1) % 1_000_000;
      const id = `${String(Date.now()).padStart(13, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
      // Claimed before the write: the same message arriving again meanwhile (on another connection) is a duplicate.
      if (messageId) for (const recipient of to) known.set(delivered(recipient, messageId), id);
      const prefix = `${ENVELOPE_FROM_HEADER}: ${envelope.from}\r\n${ENVELOPE_TO_HEADER}: ${to.join(', ')}\r\n`;
      try {
        // Written synchronously, under its final name: a message is a few kilobytes, and one blocking write costs
        // less than an asynchronous write and a rename through the thread pool (thousands a second in a round); this
        // process's readers (the page, the JSON, the tests that start the sink) never see half a file.
        writeFileSync(file(id), Buffer.concat([Buffer.from(prefix, 'utf8'), raw]));
      } catch (error) {
        if (messageId) for (const recipient of to) known.delete(delivered(recipient, messageId));
        throw error;
      }
      return { id, duplicate: false };
    },

    /** Messages received again and not stored (every recipient already held their Message-ID) since the start. */
    duplicates: () => duplicates,

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
      index = undefined;
    },
  };
}

/** @typedef {ReturnType<typeof createMailStore>} MailStore */
