import type { FastifyReply } from 'fastify';
import { HttpProblem } from '../http/problem.ts';
import type { loadDocument } from '../services/votings/documents.ts';
import { contentDisposition } from '../services/votings/documents.ts';
import type { FileStorage } from '../storage/file-storage.ts';

type DocumentRow = NonNullable<Awaited<ReturnType<typeof loadDocument>>>;

/**
 * A support document as the portal serves it (downloadPortalDocument, downloadPortalBatchDocument): read in the page,
 * `inline` with `nosniff` and a sandboxing CSP, never cached by a shared cache; 404 without the row or its bytes.
 */
export async function sendPortalDocument(
  reply: FastifyReply,
  fileStorage: FileStorage,
  document: DocumentRow | undefined,
) {
  const bytes = document && (await fileStorage.get(document.storage_key));
  if (!document || !bytes) throw new HttpProblem('not_found');
  return reply
    .header('content-type', document.content_type)
    .header('content-disposition', contentDisposition(document.name, 'inline'))
    .header('content-length', String(bytes.length))
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(bytes);
}
