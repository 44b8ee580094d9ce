import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  preParsingAsyncHookHandler,
} from 'fastify';
import { HttpProblem } from './problem.ts';

/** The images a binary upload may be, with the file extension each is stored under. */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;
export type ImageExtension = (typeof IMAGE_TYPES)[ImageType];

/** 1 MB: the largest logo accepted (the contract says so); one byte more is 413 `file_too_large`. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

/**
 * The operations whose request body is raw image bytes (contract: `image/*` request content). SVG is never among
 * the types: it is a document that can carry script.
 */
const BINARY_OPERATIONS: ReadonlySet<string> = new Set(['uploadCompanyLogo']);

function isImageType(value: string): value is ImageType {
  return Object.hasOwn(IMAGE_TYPES, value);
}

/** The request's media type (no parameters, lower case), or undefined when it has none. */
function mediaTypeOf(request: FastifyRequest): string | undefined {
  const header = request.headers['content-type'];
  if (!header) return undefined;
  return header.split(';')[0]!.trim().toLowerCase() || undefined;
}

/** The declared image type of an upload; anything else (GIF, SVG, JSON, none) is 415 `unsupported_file_type`. */
export function declaredImageType(request: FastifyRequest): ImageType {
  const mediaType = mediaTypeOf(request);
  if (mediaType && isImageType(mediaType)) return mediaType;
  throw new HttpProblem(
    'unsupported_file_type',
    `Accepted: ${Object.keys(IMAGE_TYPES).join(', ')}; got ${mediaType ?? 'no content type'}`,
  );
}

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Whether the bytes start with the magic number of the type they claim to be. */
export function matchesImageType(type: ImageType, bytes: Buffer): boolean {
  switch (type) {
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
  }
}

/** The body of a binary upload: the bytes, of the declared type and with its magic number; else 415. */
export function imageBody(request: FastifyRequest): {
  type: ImageType;
  extension: ImageExtension;
  bytes: Buffer;
} {
  const type = declaredImageType(request);
  const bytes = request.body;
  if (!Buffer.isBuffer(bytes) || !matchesImageType(type, bytes)) {
    throw new HttpProblem('unsupported_file_type', `The bytes are not a ${type} image`);
  }
  return { type, extension: IMAGE_TYPES[type], bytes };
}

function hasBodyToCome(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * A binary route decides before a byte of the body is read: the route's authorization (its preValidation hooks,
 * which for every other route run after parsing) first, so a caller who may not upload learns 403/404 and nothing
 * about sizes or types, then the declared type (415). A refusal closes the connection instead of draining the body.
 */
function refuseEarly(route: RouteOptions): preParsingAsyncHookHandler {
  const checks = [route.preValidation ?? []].flat() as Hook[];
  route.preValidation = undefined;
  return async function binaryBodyGate(this: FastifyInstance, request, reply) {
    try {
      for (const check of checks) await check.call(this, request, reply);
      declaredImageType(request);
    } catch (error) {
      if (hasBodyToCome(request)) reply.header('connection', 'close');
      throw error;
    }
  };
}

/**
 * Raw image bodies (PNG, JPEG, WebP) as Buffers, at most MAX_IMAGE_BYTES: a larger Content-Length is refused before
 * reading and a chunked body as soon as it passes the limit (Fastify's 413, answered as `file_too_large`), so an
 * oversized upload is never buffered. Register before the contract routes: the binary operations get their early
 * authorization and type check as they are added.
 */
export function registerBinaryBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    Object.keys(IMAGE_TYPES),
    { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.addHook('onRoute', (route) => {
    const operationId = (route.config as { operationId?: unknown } | undefined)?.operationId;
    if (typeof operationId !== 'string' || !BINARY_OPERATIONS.has(operationId)) return;
    route.bodyLimit = MAX_IMAGE_BYTES;
    route.preParsing = [...[route.preParsing ?? []].flat(), refuseEarly(route)];
  });
}
