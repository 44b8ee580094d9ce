import { createHash, randomUUID } from 'node:crypto';
import type { VotingDocument } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import type { DocumentExtension, DocumentType } from '@backoffice/domain';
import { fieldRefusal, Refusal } from '../refusal.ts';
import { appendAudit, type LockedVoting } from './audit-log.ts';
import type { VotingActor } from './voting-actor.ts';
import { requireAction } from './voting-status.ts';
import { toDocument } from './voting-view.ts';

// Support documents of a voting (PDF, PNG, JPEG): stored through FileStorage under a key of the server's own (never
// one the public file route serves: that route takes `<uuid>.<image ext>` only), with their SHA-256 recorded so
// the minutes can name exactly what voters read. Added until the voting closes (audited from publication on),
// removed only from a draft: once voters may have read a document, it stays.

/** A new storage key for a document: private (no route serves it without the voting's permission). */
export function documentStorageKey(extension: DocumentExtension): string {
  return `voting-document-${randomUUID()}.${extension}`;
}

/** The operator's file name as stored: no folders (some browsers send C:\fakepath\…), no control characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const name = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .normalize('NFC')
    .trim();
  if (!name)
    throw fieldRefusal('validation_failed', [{ field: 'fileName', code: 'minLength', params: { limit: 1 } }]);
  return name.slice(0, 255);
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Whether the voting takes a new document now (409 otherwise). */
export function requireDocumentsOpen(voting: LockedVoting, now: Date): void {
  requireAction(voting, now, 'addDocument', (status) => `A ${status} voting takes no more documents`);
}

export interface StoredDocument {
  name: string;
  type: DocumentType;
  size: number;
  sha256: string;
  storageKey: string;
}

/** Records a stored file as a document of the locked voting, audited once published. */
export async function insertDocument(
  trx: TenantTransaction,
  actor: VotingActor,
  voting: LockedVoting,
  file: StoredDocument,
  now: Date,
): Promise<VotingDocument> {
  requireDocumentsOpen(voting, now);
  const row = await trx
    .insertInto('voting_documents')
    .values({
      company_id: actor.companyId,
      workspace_id: actor.workspaceId,
      voting_id: voting.id,
      name: file.name,
      content_type: file.type,
      size: file.size,
      sha256: file.sha256,
      storage_key: file.storageKey,
      created_by: actor.userId,
    })
    .returning(['id', 'name', 'content_type', 'size', 'sha256', 'created_at'])
    .executeTakeFirstOrThrow();
  await appendAudit(trx, { ...actor, votingId: voting.id }, actor.audit, 'document.added', {
    documentId: row.id,
    name: row.name,
    contentType: row.content_type,
    size: row.size,
    sha256: row.sha256,
  });
  return toDocument(row);
}

/** The document's row (for a download), or undefined. */
export async function loadDocument(trx: TenantTransaction, votingId: string, documentId: string) {
  return trx
    .selectFrom('voting_documents')
    .select(['id', 'name', 'content_type', 'size', 'storage_key'])
    .where('voting_id', '=', votingId)
    .where('id', '=', documentId)
    .executeTakeFirst();
}

/** Removes a document of a draft (409 once published; 404 when there is none); returns its storage key. */
export async function deleteDocument(
  trx: TenantTransaction,
  voting: LockedVoting,
  documentId: string,
  now: Date,
): Promise<string> {
  const document = await loadDocument(trx, voting.id, documentId);
  if (!document) throw new Refusal('not_found');
  requireAction(voting, now, 'removeDocument', () => 'Documents of a published voting stay');
  await trx.deleteFrom('voting_documents').where('id', '=', documentId).execute();
  return document.storage_key;
}

/**
 * Content-Disposition for a download: an ASCII fallback name (accents dropped, quotes and backslashes replaced)
 * and the exact name in filename* (RFC 6266 / RFC 8187, UTF-8 percent-encoded).
 */
export function contentDisposition(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
