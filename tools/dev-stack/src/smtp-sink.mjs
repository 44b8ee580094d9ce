// The local SMTP sink: accepts every message on 127.0.0.1:1025 (no auth, no TLS), keeps it as .eml under
// <data dir>/mail, and serves the mailbox over HTTP on 127.0.0.1:1080 for developers (GET /) and tests (JSON).
// A message a recipient already holds (the same Message-ID, e.g. resent after the sender crashed before it could
// record the first send) is answered 250 and not stored twice, as mailbox stores do (mail-store.mjs). A recipient at
// REFUSED_DOMAIN is refused 550 5.1.1 at RCPT, as a real server refuses an unknown mailbox: developers and tests see
// a failed delivery with the server's reason (and "resend to the failed") without a network.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { renderMailPage } from './mail-page.mjs';
import { createMailStore, isMessageId } from './mail-store.mjs';

export const SMTP_SINK_PORT = 1025;
export const SMTP_SINK_HTTP_PORT = 1080;
const HOST = '127.0.0.1';
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
/** Mailboxes at this domain do not exist: RCPT TO is answered 550 5.1.1. */
export const REFUSED_DOMAIN = 'caixa-inexistente.test';

/**
 * @typedef {object} SmtpSink
 * @property {number} smtpPort
 * @property {string} smtpUrl e.g. smtp://127.0.0.1:1025
 * @property {string} httpUrl e.g. http://127.0.0.1:1080
 * @property {() => Promise<import('./mail-store.mjs').SinkMessage[]>} messages oldest first
 * @property {() => Promise<void>} clear
 * @property {() => number} duplicates messages received again (same Message-ID, same recipients) and not stored
 * @property {() => Promise<void>} stop
 */

/**
 * @param {import('node:net').Server} server
 * @param {number} port what it was asked to listen on (for the message)
 */
async function listening(server, port) {
  try {
    await once(server, 'listening');
  } catch (error) {
    throw new Error(`SMTP sink: cannot listen on ${HOST}:${port} (${/** @type {Error} */ (error).message})`);
  }
}

/** @param {import('node:net').Server} server */
function boundPort(server) {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  return address.port;
}

/**
 * @param {{ port?: number, httpPort?: number, dir: string, replyDelayMs?: number }} options port 0 = any free port;
 *   replyDelayMs: the 250 after a message is stored comes this much later (a slow remote server: tests that need
 *   sends caught between the server's receipt and the sender's record of it)
 * @returns {Promise<SmtpSink>}
 */
export async function startSmtpSink({
  port = SMTP_SINK_PORT,
  httpPort = SMTP_SINK_HTTP_PORT,
  dir,
  replyDelayMs = 0,
}) {
  const store = createMailStore(dir);

  const smtp = new SMTPServer({
    banner: 'Backoffice SMTP sink (development only)',
    authOptional: true,
    // Every client is local: a reverse DNS lookup per connection would only add latency.
    disableReverseLookup: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // A pooled client keeps its connection open: do not wait for it when stopping.
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`)) {
        const refusal = new Error(`5.1.1 <${address.address}>: mailbox does not exist (SMTP sink)`);
        callback(Object.assign(refusal, { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('552 message exceeds the size limit'), { responseCode: 552 }));
          return;
        }
        const { mailFrom, rcptTo } = session.envelope;
        store
          .save(Buffer.concat(chunks), {
            from: mailFrom ? mailFrom.address : '',
            to: rcptTo.map((recipient) => recipient.address),
          })
          .then(
            ({ id, duplicate }) => {
              const reply = () =>
                callback(null, duplicate ? `already delivered as ${id}` : `queued as ${id}`);
              if (replyDelayMs > 0) setTimeout(reply, replyDelayMs);
              else reply();
            },
            (error) => callback(error),
          );
      });
    },
  });
  smtp.on('error', () => {}); // a client that misbehaves must not bring the stack down
  smtp.listen(port, HOST);
  await listening(smtp.server, port);
  const smtpPort = boundPort(smtp.server);

  const http = createServer((request, response) => {
    handleHttp(store, `${HOST}:${smtpPort}`, request, response).catch((error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(String(error?.message ?? error));
    });
  });
  http.listen(httpPort, HOST);
  try {
    await listening(http, httpPort);
  } catch (error) {
    await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    throw error;
  }
  const httpUrl = `http://${HOST}:${boundPort(http)}`;

  let stopped = /** @type {Promise<void> | undefined} */ (undefined);
  return {
    smtpPort,
    smtpUrl: `smtp://${HOST}:${smtpPort}`,
    httpUrl,
    messages: () => store.list(),
    clear: () => store.clear(),
    duplicates: () => store.duplicates(),
    stop() {
      stopped ??= Promise.all([
        new Promise((resolve) => smtp.close(() => resolve(undefined))),
        new Promise((resolve) => {
          http.closeAllConnections();
          http.close(() => resolve(undefined));
        }),
      ]).then(() => undefined);
      return stopped;
    },
  };
}

/**
 * @param {import('./mail-store.mjs').MailStore} store
 * @param {string} smtpAddress
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
async function handleHttp(store, smtpAddress, request, response) {
  const url = new URL(request.url ?? '/', 'http://sink');
  const route = `${request.method} ${url.pathname}`;
  const json = (/** @type {number} */ status, /** @type {unknown} */ body) =>
    response
      .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify(body));

  if (route === 'GET /') {
    const page = renderMailPage(await store.list(), smtpAddress);
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(page);
    return;
  }
  if (route === 'GET /messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = await store.list();
    json(
      200,
      to
        ? messages.filter((message) => message.to.some((address) => address.toLowerCase() === to))
        : messages,
    );
    return;
  }
  if (route === 'DELETE /messages') {
    await store.clear();
    response.writeHead(204).end();
    return;
  }
  const file = /^\/messages\/([^/]+)\.(eml|html|json)$/.exec(url.pathname);
  if (request.method === 'GET' && file && isMessageId(file[1] ?? '')) {
    const [, id = '', kind] = file;
    if (kind === 'eml') {
      const raw = await store.raw(id);
      if (raw) {
        response.writeHead(200, { 'content-type': 'message/rfc822' }).end(raw);
        return;
      }
    } else {
      const message = await store.get(id);
      if (message && kind === 'json') {
        json(200, message);
        return;
      }
      if (message?.html) {
        // The body of an e-mail is untrusted: no scripts, no requests, nothing but its own styles and inline images.
        response
          .writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy':
              "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
          })
          .end(message.html);
        return;
      }
    }
  }
  json(404, { error: `No ${route}` });
}

/**
 * The sink's messages, oldest first, read over HTTP (from another process than the one that started it).
 * @param {string} httpUrl e.g. http://127.0.0.1:1080
 * @param {{ to?: string }} [filter] only messages delivered to this address
 * @returns {Promise<import('./mail-store.mjs').SinkMessage[]>}
 */
export async function readSinkMessages(httpUrl, filter = {}) {
  const url = new URL('/messages', httpUrl);
  if (filter.to) url.searchParams.set('to', filter.to);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`SMTP sink: GET ${url} answered ${response.status}`);
  return /** @type {Promise<import('./mail-store.mjs').SinkMessage[]>} */ (response.json());
}
