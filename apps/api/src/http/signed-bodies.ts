import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, preParsingAsyncHookHandler } from 'fastify';

// Operations whose caller signs the body's exact bytes (the WhatsApp Cloud API's webhooks: X-Hub-Signature-256 is an
// HMAC of the raw body). Their route keeps those bytes (signedBody) before the JSON is parsed from them, so the
// signature is checked against what was sent, not against a re-serialisation.

const SIGNED_OPERATIONS = new Set(['receiveWhatsappWebhook']);
/** Meta's posts are a few kilobytes; a larger one is refused (413) before it is buffered. */
export const SIGNED_BODY_MAX_BYTES = 1024 * 1024;

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/** The exact bytes of a signed operation's body (empty when it had none). */
export function signedBody(request: FastifyRequest): Buffer {
  return rawBodies.get(request) ?? Buffer.alloc(0);
}

const keepBytes: preParsingAsyncHookHandler = async (request, _reply, payload) => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > SIGNED_BODY_MAX_BYTES) {
      throw Object.assign(new Error('Request body is too large'), {
        statusCode: 413,
        code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      });
    }
    chunks.push(bytes);
  }
  const body = Buffer.concat(chunks);
  rawBodies.set(request, body);
  return Readable.from([body]);
};

/** Register before the contract routes: the signed operations keep their raw bodies as they are added. */
export function registerSignedBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const operationId = (route.config as { operationId?: unknown } | undefined)?.operationId;
    if (typeof operationId !== 'string' || !SIGNED_OPERATIONS.has(operationId)) return;
    route.bodyLimit = SIGNED_BODY_MAX_BYTES;
    route.preParsing = [...[route.preParsing ?? []].flat(), keepBytes];
  });
}
