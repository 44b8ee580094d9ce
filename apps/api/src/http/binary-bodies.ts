import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  preParsingAsyncHookHandler,
} from 'fastify';
import {
  DOCUMENT_TYPES,
  IMAGE_TYPES,
  MAX_BATCH_DOCUMENTS_BYTES,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_REPRESENTED_PARTIES_BYTES,
  MAX_VOTER_IMPORT_BYTES,
  VOTER_IMPORT_TYPES,
  matchesFileType,
  type DocumentExtension,
  type DocumentType,
  type ImageExtension,
  type ImageType,
} from '@backoffice/domain';
import { HttpProblem } from './problem.ts';

// Operations whose request body is raw bytes (a logo, a support document, a voter CSV) instead of JSON. Each
// declares the media types it takes, the largest body and whether the bytes must start with the magic number of
// the declared type. The contract lists the same media types for each.

interface BinaryUpload {
  /** Accepted media types → the extension a stored file gets. */
  types: Readonly<Record<string, string>>;
  maxBytes: number;
}

/**
 * The binary operations by operationId. Logos and documents must also start with their type's magic number
 * (imageBody, documentBody); a voter CSV may be any bytes: the import reads and explains them itself.
 */
const BINARY_UPLOADS: Readonly<Record<string, BinaryUpload>> = {
  uploadCompanyLogo: { types: IMAGE_TYPES, maxBytes: MAX_IMAGE_BYTES },
  uploadVotingDocument: { types: DOCUMENT_TYPES, maxBytes: MAX_DOCUMENT_BYTES },
  uploadVoterImport: { types: VOTER_IMPORT_TYPES, maxBytes: MAX_VOTER_IMPORT_BYTES },
  // A batch voting's spreadsheet of all holders of all funds (issue 19): read as a voter list is.
  uploadVotingBatchHolders: { types: VOTER_IMPORT_TYPES, maxBytes: MAX_VOTER_IMPORT_BYTES },
  // A batch's fund documents: many PDFs or one ZIP as multipart/form-data (routes/voting-batch-documents.ts).
  uploadVotingBatchDocuments: {
    types: { 'multipart/form-data': 'multipart' },
    maxBytes: MAX_BATCH_DOCUMENTS_BYTES,
  },
  // The voter portal (issue 6): a voter's support document or power of attorney, an attorney's parties.
  uploadPortalDocument: { types: DOCUMENT_TYPES, maxBytes: MAX_DOCUMENT_BYTES },
  importRepresentedParties: { types: VOTER_IMPORT_TYPES, maxBytes: MAX_REPRESENTED_PARTIES_BYTES },
  // A communication's recipients spreadsheet (issue 20): read with the voter import's pieces.
  uploadCommunicationRecipients: { types: VOTER_IMPORT_TYPES, maxBytes: MAX_VOTER_IMPORT_BYTES },
};

/** Whether an operation's body is a file (a logo, a document, a CSV): too large is then 413 `file_too_large`. */
export function isFileUpload(operationId: unknown): boolean {
  return typeof operationId === 'string' && Object.hasOwn(BINARY_UPLOADS, operationId);
}

/** The largest body of a file upload operation, in bytes; undefined for any other operation. */
export function fileUploadLimit(operationId: string): number | undefined {
  return isFileUpload(operationId) ? BINARY_UPLOADS[operationId]!.maxBytes : undefined;
}

/** The request's media type (no parameters, lower case), or undefined when it has none. */
function mediaTypeOf(request: FastifyRequest): string | undefined {
  const header = request.headers['content-type'];
  if (!header) return undefined;
  return header.split(';')[0]!.trim().toLowerCase() || undefined;
}

/** The declared type when `types` has it; anything else (GIF, SVG, JSON, none) is 415 `unsupported_file_type`. */
function declaredType<T extends string>(request: FastifyRequest, types: Readonly<Record<T, string>>): T {
  const mediaType = mediaTypeOf(request);
  if (mediaType && Object.hasOwn(types, mediaType)) return mediaType as T;
  throw new HttpProblem(
    'unsupported_file_type',
    `Tipos aceitos: ${Object.keys(types).join(', ')}; enviado: ${mediaType ?? 'nenhum tipo'}.`,
  );
}

/** The declared image type of a logo upload, else 415. */
export function declaredImageType(request: FastifyRequest): ImageType {
  return declaredType(request, IMAGE_TYPES);
}

function bodyBytes(request: FastifyRequest): Buffer | undefined {
  return Buffer.isBuffer(request.body) ? request.body : undefined;
}

/** The body of a logo upload: the bytes, of the declared type and with its magic number; else 415. */
export function imageBody(request: FastifyRequest): {
  type: ImageType;
  extension: ImageExtension;
  bytes: Buffer;
} {
  const type = declaredImageType(request);
  const bytes = bodyBytes(request);
  if (!bytes || !matchesFileType(type, bytes)) {
    throw new HttpProblem('unsupported_file_type', `O conteúdo do arquivo não é uma imagem ${type}.`);
  }
  return { type, extension: IMAGE_TYPES[type], bytes };
}

/** The body of a support document upload: PDF, PNG or JPEG whose bytes are what the type says; else 415. */
export function documentBody(request: FastifyRequest): {
  type: DocumentType;
  extension: DocumentExtension;
  bytes: Buffer;
} {
  const type = declaredType(request, DOCUMENT_TYPES);
  const bytes = bodyBytes(request);
  if (!bytes || !matchesFileType(type, bytes)) {
    throw new HttpProblem('unsupported_file_type', `O conteúdo do arquivo não é do tipo ${type}.`);
  }
  return { type, extension: DOCUMENT_TYPES[type], bytes };
}

/** The raw bytes of a voter CSV upload (text/csv or octet-stream, else 415); an empty body is an empty Buffer. */
export function voterImportBody(request: FastifyRequest): Buffer {
  declaredType(request, VOTER_IMPORT_TYPES);
  return bodyBytes(request) ?? Buffer.alloc(0);
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
function refuseEarly(route: RouteOptions, upload: BinaryUpload): preParsingAsyncHookHandler {
  const checks = [route.preValidation ?? []].flat() as Hook[];
  route.preValidation = undefined;
  return async function binaryBodyGate(this: FastifyInstance, request, reply) {
    try {
      for (const check of checks) await check.call(this, request, reply);
      declaredType(request, upload.types);
    } catch (error) {
      if (hasBodyToCome(request)) reply.header('connection', 'close');
      throw error;
    }
  };
}

/**
 * Raw bodies of the binary operations as Buffers, each at most its operation's limit: a larger Content-Length is
 * refused before reading and a chunked body as soon as it passes the limit (Fastify's 413, answered as
 * `file_too_large`), so an oversized upload is never buffered. Any other route meeting one of these media types
 * gets the smallest limit. Register before the contract routes: the binary operations get their early
 * authorization and type check as they are added.
 */
export function registerBinaryBodies(app: FastifyInstance): void {
  const mediaTypes = new Set(Object.values(BINARY_UPLOADS).flatMap((upload) => Object.keys(upload.types)));
  app.addContentTypeParser(
    [...mediaTypes],
    { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.addHook('onRoute', (route) => {
    const operationId = (route.config as { operationId?: unknown } | undefined)?.operationId;
    if (typeof operationId !== 'string' || !Object.hasOwn(BINARY_UPLOADS, operationId)) return;
    const upload = BINARY_UPLOADS[operationId]!;
    route.bodyLimit = upload.maxBytes;
    route.preParsing = [...[route.preParsing ?? []].flat(), refuseEarly(route, upload)];
  });
}
