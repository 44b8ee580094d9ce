import type { FastifyReply } from 'fastify';
import { HttpProblem } from '../http/problem.ts';
import { contentDisposition } from '../services/votings/documents.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/** A stored file as it is served: its storage key, type and name. */
interface StoredFile {
  storage_key: string;
  content_type: string;
  name: string;
}

/**
 * A stored file someone uploaded, served so that it cannot act as a page of ours: `nosniff` and a sandboxing CSP,
 * never kept by a shared cache — `no-store` for what must not stay on the device either (an attorney's power of
 * attorney), else `no-cache`; 404 without the row or its bytes. The portal shows its files in the page (`inline`:
 * downloadPortalDocument, downloadPortalBatchDocument, downloadApprovalUpload); the admin app saves them
 * (`attachment`: downloadVotingDocument).
 */
export async function sendStoredFile(
  reply: FastifyReply,
  fileStorage: FileStorage,
  file: StoredFile | undefined,
  {
    disposition = 'inline',
    noStore = false,
  }: { disposition?: 'inline' | 'attachment'; noStore?: boolean } = {},
) {
  const bytes = file && (await fileStorage.get(file.storage_key));
  if (!file || !bytes) throw new HttpProblem('not_found');
  return reply
    .header('content-type', file.content_type)
    .header('content-disposition', contentDisposition(file.name, disposition))
    .header('content-length', String(bytes.length))
    .header('cache-control', noStore ? 'private, no-store' : 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(bytes);
}
