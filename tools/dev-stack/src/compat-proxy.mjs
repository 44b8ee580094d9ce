// The identity compatibility proxy: what the browser (Amplify) talks to instead of cognito-local. It forwards every
// request, answers CORS for the admin origins, and translates the operations cognito-local lacks (cognito-compat.mjs).
import { createServer, request as httpRequest } from 'node:http';
import { planFor } from './cognito-compat.mjs';

const AMZ_JSON = 'application/x-amz-json-1.1';
const EXPOSED_HEADERS = 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date';
const DEFAULT_ALLOWED_HEADERS = 'content-type, x-amz-target, x-amz-user-agent, cache-control, authorization';
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

/**
 * @typedef {object} CompatProxyOptions
 * @property {string} upstream cognito-local's URL, e.g. http://127.0.0.1:9229
 * @property {readonly string[]} allowedOrigins browser origins that may call the proxy ('*' allows any)
 * @property {(line: string) => void} [log] one line per translated operation
 */

/**
 * @param {CompatProxyOptions} options
 * @returns {import('node:http').Server} not listening yet
 */
export function createCompatProxy({ upstream, allowedOrigins, log = () => {} }) {
  const upstreamUrl = new URL(upstream);
  return createServer(async (req, res) => {
    const cors = corsHeaders(req.headers, allowedOrigins);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    try {
      const body = await readAll(req);
      const target = headerValue(req.headers['x-amz-target']);
      const plan = planFor(target, () => JSON.parse(body.toString('utf8') || '{}'));
      if (plan.kind === 'reply') {
        log(`${target} → ${plan.status} (answered by the proxy)`);
        sendJson(res, plan.status, plan.body, cors);
        return;
      }
      if (plan.kind === 'translate') {
        const answer = await send(upstreamUrl, req, Buffer.from(JSON.stringify(plan.body)), plan.target);
        log(`${target} → ${plan.target} → ${answer.status}`);
        if (answer.status === 200) {
          sendJson(res, 200, plan.mapResponse(parseUpstream(answer.body)), cors);
        } else {
          res.writeHead(answer.status, { ...upstreamHeaders(answer.headers), ...cors }).end(answer.body);
        }
        return;
      }
      const answer = await send(upstreamUrl, req, body, target);
      res.writeHead(answer.status, { ...upstreamHeaders(answer.headers), ...cors }).end(answer.body);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof SyntaxError) {
        sendJson(res, 400, { __type: 'SerializationException', message }, cors);
        return;
      }
      sendJson(
        res,
        502,
        { __type: 'CompatProxy#UpstreamError', message: `identity upstream failed: ${message}` },
        cors,
      );
    }
  });
}

/**
 * @param {URL} upstream
 * @param {import('node:http').IncomingMessage} req
 * @param {Buffer} body
 * @param {string | undefined} target
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function send(upstream, req, body, target) {
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'host' && name !== 'content-length')
      headers[name] = value;
  }
  if (target) headers['x-amz-target'] = target;
  headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
      },
      async (incoming) => {
        try {
          resolve({
            status: incoming.statusCode ?? 502,
            headers: incoming.headers,
            body: await readAll(incoming),
          });
        } catch (error) {
          reject(error);
        }
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * @param {import('node:http').IncomingHttpHeaders} requestHeaders
 * @param {readonly string[]} allowedOrigins
 * @returns {Record<string, string>}
 */
export function corsHeaders(requestHeaders, allowedOrigins) {
  const origin = headerValue(requestHeaders.origin);
  if (!origin || !(allowedOrigins.includes('*') || allowedOrigins.includes(origin))) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers':
      headerValue(requestHeaders['access-control-request-headers']) ?? DEFAULT_ALLOWED_HEADERS,
    'access-control-expose-headers': EXPOSED_HEADERS,
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

/** Upstream headers minus its own CORS answer and the framing headers we recompute. @param {import('node:http').IncomingHttpHeaders} headers */
function upstreamHeaders(headers) {
  /** @type {Record<string, string | string[]>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'content-length') continue;
    if (name.startsWith('access-control-') || name === 'vary') continue;
    kept[name] = value;
  }
  return kept;
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body @param {Record<string, string>} cors */
function sendJson(res, status, body, cors) {
  res.writeHead(status, { 'content-type': AMZ_JSON, ...cors }).end(JSON.stringify(body));
}

/** @param {Buffer} body */
function parseUpstream(body) {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new Error('unreadable answer from cognito-local');
  }
}

/** @param {string | string[] | undefined} value */
function headerValue(value) {
  return Array.isArray(value) ? value[0] : value;
}

/** @param {NodeJS.ReadableStream} stream @returns {Promise<Buffer>} */
async function readAll(stream) {
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
