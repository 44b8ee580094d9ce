import { randomBytes } from 'node:crypto';

// One e-mail as the bytes SMTP carries (RFC 5322 + MIME), written in one pass: a round sends thousands of them, and
// nodemailer's composer (a tree of streams per message, each header and part written to the socket on its own)
// cost more than the rest of a send together. Both bodies are UTF-8 in base64 (no line is too long, nothing to
// escape, no dot at a line's start); header values with other characters than printable ASCII are RFC 2047 words.

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const HEADER_NAME = /^[\x21-\x39\x3b-\x7e]+$/;
/** Header lines longer than this are written as encoded words, which fold (RFC 5322 allows 998). */
const MAX_PLAIN_LINE = 900;

/**
 * A header value as RFC 5322 takes it: printable ASCII as it is, anything else as RFC 2047 base64 words of at most
 * 45 bytes each (75 characters), folded one per line. Line breaks in the value become spaces (no header injection).
 */
export function encodeHeaderValue(value: string, nameLength = 0): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  if (PRINTABLE_ASCII.test(clean) && nameLength + 2 + clean.length <= MAX_PLAIN_LINE) return clean;
  const words: string[] = [];
  let chunk = '';
  let bytes = 0;
  for (const character of clean) {
    const size = Buffer.byteLength(character);
    if (bytes + size > 45) {
      words.push(chunk);
      chunk = '';
      bytes = 0;
    }
    chunk += character;
    bytes += size;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`).join('\r\n ');
}

/** `Name <address>` (or a bare address) → the address, and the mailbox as a header writes it. */
export function parseMailbox(mailbox: string): { address: string; header: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(mailbox);
  if (!match) return { address: mailbox.trim(), header: mailbox.trim() };
  const address = match[2]!;
  const name = match[1]!.replace(/^"(.*)"$/, '$1').trim();
  if (!name) return { address, header: `<${address}>` };
  const shown = PRINTABLE_ASCII.test(name)
    ? `"${name.replace(/[\\"]/g, '\\$&')}"`
    : encodeHeaderValue(name, MAX_PLAIN_LINE);
  return { address, header: `${shown} <${address}>` };
}

/** Base64 in lines of 76 characters (sliced: a regular expression over the text cost more than the encoding). */
function base64Lines(text: string): string {
  const encoded = Buffer.from(text, 'utf8').toString('base64');
  if (encoded.length <= 76) return encoded;
  const lines: string[] = [];
  for (let at = 0; at < encoded.length; at += 76) lines.push(encoded.slice(at, at + 76));
  return lines.join('\r\n');
}

/**
 * Multipart boundaries: "=_" never occurs in base64 lines, so no body can collide with one; this process's random
 * prefix and a counter keep them distinct between messages without reading random bytes for each.
 */
const BOUNDARY_PREFIX = `=_bo_${randomBytes(6).toString('hex')}_`;
let boundaries = 0;

/** RFC 5322's date, e.g. Fri, 27 Nov 2026 00:52:37 +0000. */
const mailDate = (date: Date) => date.toUTCString().replace(/GMT$/, '+0000');

export interface ComposedMail {
  from: string;
  to: string;
  subject: string;
  /** Bracketed, e.g. <id@domain>. */
  messageId: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  date?: Date;
}

/** The message's bytes: headers, then text and HTML as multipart/alternative (text only when there is no HTML). */
export function composeMail(mail: ComposedMail): Buffer {
  const lines = [
    `From: ${parseMailbox(mail.from).header}`,
    `To: ${parseMailbox(mail.to).header}`,
    `Subject: ${encodeHeaderValue(mail.subject, 'Subject'.length)}`,
    `Date: ${mailDate(mail.date ?? new Date())}`,
    `Message-ID: ${mail.messageId.replace(/[\r\n\s]+/g, '')}`,
    'MIME-Version: 1.0',
  ];
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    if (HEADER_NAME.test(name)) lines.push(`${name}: ${encodeHeaderValue(value, name.length)}`);
  }
  const part = (type: string, body: string) =>
    `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64Lines(body)}\r\n`;
  if (!mail.html) {
    lines.push(part('text/plain', mail.text));
    return Buffer.from(lines.join('\r\n'), 'utf8');
  }
  boundaries = (boundaries + 1) % Number.MAX_SAFE_INTEGER;
  const boundary = `${BOUNDARY_PREFIX}${boundaries.toString(36)}`;
  lines.push(
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    part('text/plain', mail.text),
    `--${boundary}`,
    part('text/html', mail.html),
    `--${boundary}--`,
    '',
  );
  return Buffer.from(lines.join('\r\n'), 'utf8');
}
