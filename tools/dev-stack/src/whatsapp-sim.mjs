// A local simulator of the WhatsApp Business Cloud API (issue 20), as the SMTP sink is for e-mail: the API's adapter
// talks to it with the same code it would use with Meta, only the base URL, token and secret differ. It speaks the
// real paths and shapes:
// - POST /{version}/{phone-number-id}/messages with `Authorization: Bearer <token>`: a template message (name,
//   language, body parameters, an optional biz_opaque_callback_data given back in its statuses) → 200 { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: 'wamid.…' }] },
//   or a Graph API error { error: { message, type, code, error_data: { messaging_product, details }, fbtrace_id } }:
//   190 (bad token), 100 (unknown phone number id, bad payload), 132018 (a parameter Meta refuses: a line break, a tab,
//   more than four spaces in a row), 130429 (over the number's throughput, HTTP 429), 131056 (the same person again
//   within the pair interval, HTTP 429).
// - Status webhooks to `webhookUrl` (object whatsapp_business_account, entry[].changes[].value.statuses[]), each
//   signed `X-Hub-Signature-256: sha256=<HMAC-SHA256 of the body with the app secret>`, retried on failure. What
//   happens to a message depends on the recipient's last digit, as test card numbers do: 0 — sent, then failed
//   (131026, undeliverable); 1 — sent, delivered, never read; 2 — sent, then read ("delivered" skipped, as Meta does
//   when a message is read at once); any other — sent, delivered, read.
// - A person's reply (POST /_sim/replies { from, text }, or the page's form) goes to the webhook as
//   value.messages[] (type text) with value.contacts[]: how "SAIR" reaches the API.
// - GET / (the page), GET /_sim/messages (JSON, oldest first, ?to= digits), DELETE /_sim/messages.
import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { renderWhatsappPage } from './whatsapp-sim-page.mjs';

export const WHATSAPP_SIM_PORT = 1090;
const HOST = '127.0.0.1';
const MAX_BODY_BYTES = 1024 * 1024;
const WEBHOOK_RETRY_DELAYS_MS = [200, 1_000, 3_000];

/** The simulated business: what the API is configured with to talk to it. */
export const WHATSAPP_SIM_ACCOUNT = Object.freeze({
  apiVersion: 'v23.0',
  phoneNumberId: '100000000000001',
  displayPhoneNumber: '5511940000000',
  businessAccountId: '200000000000001',
  accessToken: 'local-whatsapp-access-token',
  appSecret: 'local-whatsapp-app-secret',
  verifyToken: 'local-whatsapp-verify-token',
});

/**
 * @typedef {'sent' | 'delivered' | 'read' | 'failed'} SimStatus
 * @typedef {{ status: SimStatus, at: string, error?: { code: number, title: string } }} SimStatusEvent
 * @typedef {object} SimMessage
 * @property {string} id wamid
 * @property {string} to digits, as sent (wa_id)
 * @property {string} template
 * @property {string} language
 * @property {string[]} parameters the body's text parameters, in order
 * @property {string | undefined} callbackData the sender's biz_opaque_callback_data, given back in every status
 * @property {string} receivedAt
 * @property {SimStatusEvent[]} statuses as posted to the webhook, in order
 * @typedef {{ id: string, from: string, text: string, receivedAt: string }} SimReply
 * @typedef {object} WhatsappSimulator
 * @property {string} url e.g. http://127.0.0.1:1090 (the adapter's base URL)
 * @property {() => SimMessage[]} messages oldest first
 * @property {() => SimReply[]} replies oldest first
 * @property {(from: string, text: string) => Promise<SimReply>} reply a person answers (posted to the webhook)
 * @property {() => { delivered: number, failed: number }} webhooks posts answered 2xx / given up after retries
 * @property {() => Promise<void>} idle resolves when no webhook is pending
 * @property {() => void} clear
 * @property {() => Promise<void>} stop
 */

/** @param {string} digits */
function outcomeOf(digits) {
  const last = digits.at(-1);
  if (last === '0') return /** @type {const} */ (['sent', 'failed']);
  if (last === '1') return /** @type {const} */ (['sent', 'delivered']);
  if (last === '2') return /** @type {const} */ (['sent', 'read']);
  return /** @type {const} */ (['sent', 'delivered', 'read']);
}

const UNDELIVERABLE = { code: 131026, title: 'Message undeliverable' };

/**
 * @param {number} code
 * @param {string} message
 * @param {string} details
 * @param {number} [subcode] e.g. 33 with code 100: the object (the phone number id) does not exist
 */
function graphError(code, message, details, subcode) {
  return {
    error: {
      message: `(#${code}) ${message}`,
      type: 'OAuthException',
      code,
      ...(subcode === undefined ? {} : { error_subcode: subcode }),
      error_data: { messaging_product: 'whatsapp', details },
      fbtrace_id: randomBytes(9).toString('base64url'),
    },
  };
}

/**
 * @param {{
 *   port?: number,
 *   webhookUrl?: string,
 *   messagesPerSecond?: number,
 *   samePersonIntervalMs?: number,
 *   statusDelayMs?: number,
 *   account?: Partial<typeof WHATSAPP_SIM_ACCOUNT>,
 * }} [options] port 0 = any free port; webhookUrl: where statuses and replies are posted (none: kept only here);
 *   messagesPerSecond: the number's throughput (default 80); samePersonIntervalMs: the pair rate (default 6,000);
 *   statusDelayMs: between a message's statuses (default 20)
 * @returns {Promise<WhatsappSimulator>}
 */
export async function startWhatsappSimulator(options = {}) {
  const {
    port = WHATSAPP_SIM_PORT,
    webhookUrl,
    messagesPerSecond = 80,
    samePersonIntervalMs = 6_000,
    statusDelayMs = 20,
  } = options;
  const account = { ...WHATSAPP_SIM_ACCOUNT, ...options.account };
  /** @type {SimMessage[]} */
  let messages = [];
  /** @type {SimReply[]} */
  let replies = [];
  /** Accepted sends in the last second (their times), for the throughput limit. */
  /** @type {number[]} */
  let recentSends = [];
  /** @type {Map<string, number>} */
  const lastSentTo = new Map();
  const webhookCounts = { delivered: 0, failed: 0 };
  /** @type {Set<Promise<void>>} */
  const pending = new Set();
  let stopping = false;

  /** @param {unknown} payload */
  async function postWebhook(payload) {
    if (!webhookUrl) return;
    const body = JSON.stringify(payload);
    const signature = `sha256=${createHmac('sha256', account.appSecret).update(body).digest('hex')}`;
    for (let attempt = 0; attempt <= WEBHOOK_RETRY_DELAYS_MS.length && !stopping; attempt++) {
      if (attempt > 0)
        await new Promise((resolve) => setTimeout(resolve, WEBHOOK_RETRY_DELAYS_MS[attempt - 1]));
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
          body,
        });
        await response.arrayBuffer();
        if (response.ok) {
          webhookCounts.delivered++;
          return;
        }
      } catch {
        // The API is down or restarting: retried like an answer other than 2xx.
      }
    }
    webhookCounts.failed++;
  }

  /** @param {() => Promise<void>} work */
  function track(work) {
    const running = work().finally(() => pending.delete(running));
    pending.add(running);
  }

  /** @param {Record<string, unknown>} value */
  const change = (value) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: account.businessAccountId,
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: account.displayPhoneNumber,
                phone_number_id: account.phoneNumberId,
              },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  });

  /** @param {SimMessage} message */
  function reportStatuses(message) {
    track(async () => {
      for (const status of outcomeOf(message.to)) {
        await new Promise((resolve) => setTimeout(resolve, statusDelayMs));
        if (stopping) return;
        const at = new Date();
        /** @type {SimStatusEvent} */
        const event = {
          status,
          at: at.toISOString(),
          ...(status === 'failed' ? { error: UNDELIVERABLE } : {}),
        };
        message.statuses.push(event);
        await postWebhook(
          change({
            statuses: [
              {
                id: message.id,
                status,
                timestamp: String(Math.floor(at.getTime() / 1000)),
                recipient_id: message.to,
                ...(message.callbackData === undefined
                  ? {}
                  : { biz_opaque_callback_data: message.callbackData }),
                ...(status === 'sent'
                  ? {
                      conversation: { id: randomBytes(16).toString('hex'), origin: { type: 'utility' } },
                      pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
                    }
                  : {}),
                ...(status === 'failed'
                  ? {
                      errors: [
                        {
                          ...UNDELIVERABLE,
                          message: UNDELIVERABLE.title,
                          error_data: { details: 'Message failed to send because of an unknown error.' },
                        },
                      ],
                    }
                  : {}),
              },
            ],
          }),
        );
      }
    });
  }

  /**
   * @param {Record<string, any>} payload
   * @returns {{ status: number, body: unknown }}
   */
  function send(payload) {
    const to = typeof payload.to === 'string' ? payload.to.replace(/^\+/, '') : '';
    const template = payload.template;
    if (payload.messaging_product !== 'whatsapp' || !/^[1-9][0-9]{7,14}$/.test(to))
      return {
        status: 400,
        body: graphError(100, 'Invalid parameter', 'messaging_product or to is not valid'),
      };
    if (
      payload.type !== 'template' ||
      typeof template?.name !== 'string' ||
      typeof template?.language?.code !== 'string'
    )
      return {
        status: 400,
        body: graphError(
          100,
          'Invalid parameter',
          'Only template messages start a conversation: type, name, language',
        ),
      };
    /** @type {string[]} */
    const parameters = [];
    for (const component of Array.isArray(template.components) ? template.components : []) {
      if (component?.type !== 'body') continue;
      for (const parameter of Array.isArray(component.parameters) ? component.parameters : []) {
        const text = typeof parameter?.text === 'string' ? parameter.text : '';
        if (parameter?.type !== 'text' || !text.trim() || /[\n\r\t]/.test(text) || / {5}/.test(text))
          return {
            status: 400,
            body: graphError(
              132018,
              'There was an issue with the parameters in your template.',
              'Param text cannot be empty or have new-line/tab characters or more than 4 consecutive spaces',
            ),
          };
        parameters.push(text);
      }
    }
    const now = Date.now();
    recentSends = recentSends.filter((time) => time > now - 1000);
    if (recentSends.length >= messagesPerSecond)
      return {
        status: 429,
        body: graphError(130429, 'Rate limit hit', 'Cloud API message throughput has been reached.'),
      };
    const last = lastSentTo.get(to);
    if (last !== undefined && now - last < samePersonIntervalMs)
      return {
        status: 429,
        body: graphError(
          131056,
          '(Business Account, Consumer Account) pair rate limit hit',
          'Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.',
        ),
      };
    recentSends.push(now);
    lastSentTo.set(to, now);
    /** @type {SimMessage} */
    const message = {
      id: `wamid.${randomBytes(24).toString('base64url')}`,
      to,
      template: template.name,
      language: template.language.code,
      parameters,
      callbackData:
        typeof payload.biz_opaque_callback_data === 'string' ? payload.biz_opaque_callback_data : undefined,
      receivedAt: new Date(now).toISOString(),
      statuses: [],
    };
    messages.push(message);
    reportStatuses(message);
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: payload.to, wa_id: to }],
        messages: [{ id: message.id, message_status: 'accepted' }],
      },
    };
  }

  /**
   * @param {string} from
   * @param {string} text
   */
  async function reply(from, text) {
    const digits = from.replace(/\D/g, '');
    const received = new Date();
    /** @type {SimReply} */
    const answer = {
      id: `wamid.${randomBytes(24).toString('base64url')}`,
      from: digits,
      text,
      receivedAt: received.toISOString(),
    };
    replies.push(answer);
    const posting = postWebhook(
      change({
        contacts: [{ profile: { name: `+${digits}` }, wa_id: digits }],
        messages: [
          {
            from: digits,
            id: answer.id,
            timestamp: String(Math.floor(received.getTime() / 1000)),
            type: 'text',
            text: { body: text },
          },
        ],
      }),
    );
    track(() => posting);
    await posting;
    return answer;
  }

  const http = createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(String(error?.message ?? error));
    });
  });

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const json = (/** @type {number} */ status, /** @type {unknown} */ body) =>
      response
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(body));
    const readBody = async () => {
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      for await (const chunk of request) {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) throw new Error('request body too large');
        chunks.push(chunk);
      }
      return Buffer.concat(chunks).toString('utf8');
    };
    const route = `${request.method} ${url.pathname}`;

    if (route === 'GET /') {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(renderWhatsappPage({ messages, replies, account, webhookUrl }));
      return;
    }
    if (route === 'GET /_sim/messages') {
      const to = url.searchParams.get('to')?.replace(/\D/g, '');
      json(200, to ? messages.filter((message) => message.to === to) : messages);
      return;
    }
    if (route === 'DELETE /_sim/messages') {
      messages = [];
      replies = [];
      response.writeHead(204).end();
      return;
    }
    if (route === 'POST /_sim/replies') {
      const raw = await readBody();
      const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
      const fields = form ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw || '{}');
      if (
        typeof fields.from !== 'string' ||
        typeof fields.text !== 'string' ||
        !/^\d{8,15}$/.test(fields.from.replace(/\D/g, ''))
      ) {
        json(400, { error: 'from (a phone number) and text are required' });
        return;
      }
      const answer = await reply(fields.from, fields.text);
      if (form) response.writeHead(303, { location: '/' }).end();
      else json(201, answer);
      return;
    }
    const sendPath = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(url.pathname);
    if (request.method === 'POST' && sendPath) {
      if (request.headers.authorization !== `Bearer ${account.accessToken}`) {
        json(
          401,
          graphError(190, 'Invalid OAuth access token - Cannot parse access token', 'The token is not valid'),
        );
        return;
      }
      if (sendPath[2] !== account.phoneNumberId) {
        json(
          400,
          graphError(
            100,
            `Unsupported post request. Object with ID '${sendPath[2]}' does not exist`,
            'Unknown phone number id',
            33,
          ),
        );
        return;
      }
      /** @type {unknown} */
      let payload;
      try {
        payload = JSON.parse(await readBody());
      } catch {
        json(400, graphError(100, 'Invalid parameter', 'The body is not JSON'));
        return;
      }
      const answer = send(/** @type {Record<string, any>} */ (payload ?? {}));
      json(answer.status, answer.body);
      return;
    }
    json(404, graphError(100, `Unknown path components: ${url.pathname}`, 'No such route'));
  }

  http.listen(port, HOST);
  try {
    await once(http, 'listening');
  } catch (error) {
    throw new Error(
      `WhatsApp simulator: cannot listen on ${HOST}:${port} (${/** @type {Error} */ (error).message})`,
    );
  }
  const address = http.address();
  const url = `http://${HOST}:${typeof address === 'object' && address ? address.port : port}`;

  let stopped = /** @type {Promise<void> | undefined} */ (undefined);
  return {
    url,
    messages: () => messages,
    replies: () => replies,
    reply,
    webhooks: () => ({ ...webhookCounts }),
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
    clear() {
      messages = [];
      replies = [];
    },
    stop() {
      stopping = true;
      stopped ??= new Promise((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve(undefined));
      });
      return stopped;
    },
  };
}
