import type { VotingBatchDocumentFund, VotingBatchDocumentUpload } from '@backoffice/api-client';
import {
  MAX_DOCUMENT_BYTES,
  checkAction,
  cnpjsInFileName,
  formatCnpj,
  hasPdfExtension,
  matchDocumentsToFunds,
  matchesFileType,
  type BatchDocumentSkipCode,
  type VotingStatus,
} from '@backoffice/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { AppDatabase } from '../../db/open-database.ts';
import { withWorkspace, type TenantTransaction } from '../../db/tenant.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { Refusal } from '../refusal.ts';
import { cleanFileName, documentStorageKey, insertDocument, sha256Hex } from '../votings/documents.ts';
import { loadSettledVoting } from '../votings/settle-voting.ts';
import { systemActor, type VotingActor } from '../votings/voting-actor.ts';
import { effectiveStatus } from '../votings/voting-status.ts';
import { loadBatch } from './batch-view.ts';

// A batch's documents (many PDFs, or one ZIP's entries) matched to its funds by the CNPJ in their names
// (packages/domain matchDocumentsToFunds) and attached to each fund's child voting as a single voting's document
// upload attaches it (documents.ts insertDocument: the child's rule — until it closes —, its storage, its audit entry
// in the child's own chain), each file in a transaction of its own. A file that fails a check or matches no single
// fund is listed with its reason and written nowhere; a dry run writes nothing at all.

export interface IncomingDocument {
  /** The name sent, or a ZIP entry's path (folders may carry the CNPJ). */
  name: string;
  bytes: Buffer;
}

interface Child {
  id: string;
  fund_name: string | null;
  fund_tax_id: string | null;
  status: VotingStatus;
  opens_at: Date | string | null;
  deadline: Date | string;
  documents: number;
}

async function childrenWithDocuments(trx: TenantTransaction, batchId: string): Promise<Child[]> {
  const batch = await loadBatch(trx, batchId);
  if (!batch) throw new Refusal('not_found');
  return trx
    .selectFrom('votings')
    .select((eb) => [
      'votings.id',
      'votings.fund_name',
      'votings.fund_tax_id',
      'votings.status',
      'votings.opens_at',
      'votings.deadline',
      eb
        .selectFrom('voting_documents')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('voting_documents.voting_id', '=', 'votings.id')
        .as('documents'),
    ])
    .where('votings.batch_id', '=', batchId)
    .orderBy('votings.fund_name')
    .orderBy('votings.id')
    .execute() as Promise<Child[]>;
}

const fundOf = (child: Child, documents: number): VotingBatchDocumentFund => ({
  votingId: child.id,
  fundName: child.fund_name ?? '',
  fundTaxId: child.fund_tax_id ?? '',
  documents,
});

/** GET …/documents: each fund's documents counted, and the funds without any. */
export async function batchDocuments(database: AppDatabase, actor: VotingActor, batchId: string) {
  const children = await withWorkspace(database.db, actor.companyId, actor.workspaceId, (trx) =>
    childrenWithDocuments(trx, batchId),
  );
  const funds = children.map((child) => fundOf(child, child.documents));
  return { funds, fundsWithoutDocuments: funds.filter((fund) => fund.documents === 0) };
}

/** The reason a file cannot be any voting's document, before its name is even read; undefined when it can. */
function fileProblem(file: IncomingDocument): BatchDocumentSkipCode | undefined {
  if (file.bytes.length === 0) return 'empty_file';
  if (!hasPdfExtension(file.name) || !matchesFileType('application/pdf', file.bytes)) return 'not_pdf';
  if (file.bytes.length > MAX_DOCUMENT_BYTES) return 'file_too_large';
  return undefined;
}

type Unmatched = VotingBatchDocumentUpload['unmatched'][number];
type Matched = VotingBatchDocumentUpload['matched'][number];

async function removeQuietly(storage: FileStorage, key: string, log: FastifyBaseLogger): Promise<void> {
  try {
    await storage.remove(key);
  } catch (error) {
    log.warn({ err: error, key }, 'could not remove a stored file');
  }
}

/** Stores and records one file as a document of the child (as uploadVotingDocument does); undefined when refused. */
async function attach(
  database: AppDatabase,
  storage: FileStorage,
  actor: VotingActor,
  child: Child,
  file: IncomingDocument,
  log: FastifyBaseLogger,
): Promise<string | undefined> {
  const storageKey = documentStorageKey('pdf');
  await storage.put(storageKey, file.bytes);
  try {
    const document = await withWorkspace(database.db, actor.companyId, actor.workspaceId, async (trx) => {
      const voting = await loadSettledVoting(trx, systemActor(actor), child.id, new Date(), { lock: true });
      if (!voting) throw new Refusal('not_found');
      const stored = {
        name: cleanFileName(file.name),
        type: 'application/pdf' as const,
        size: file.bytes.length,
        sha256: sha256Hex(file.bytes),
        storageKey,
      };
      return insertDocument(trx, actor, voting, stored, new Date());
    });
    return document.id;
  } catch (error) {
    await removeQuietly(storage, storageKey, log);
    // The child closed (or was cancelled) since the files were matched: its file is refused as the single upload is.
    if (error instanceof Refusal && error.code === 'invalid_state') return undefined;
    throw error;
  }
}

export async function uploadBatchDocuments(
  database: AppDatabase,
  storage: FileStorage,
  actor: VotingActor,
  batchId: string,
  files: readonly IncomingDocument[],
  options: { dryRun: boolean; now: Date; log: FastifyBaseLogger },
): Promise<VotingBatchDocumentUpload> {
  const children = await withWorkspace(database.db, actor.companyId, actor.workspaceId, (trx) =>
    childrenWithDocuments(trx, batchId),
  );
  if (children.length === 0)
    throw new Refusal(
      'invalid_state',
      'A votação em lote ainda não tem fundos: confirme a planilha de cotistas antes.',
    );

  const unmatched: (Unmatched & { index: number })[] = [];
  const candidates: (IncomingDocument & { index: number })[] = [];
  files.forEach((file, index) => {
    const code = fileProblem(file);
    if (code) unmatched.push({ index, fileName: file.name, code, found: [] });
    else candidates.push({ ...file, index });
  });

  const funds = children.map((child) => ({ taxId: child.fund_tax_id ?? '', child }));
  const matching = matchDocumentsToFunds(candidates, funds);
  for (const { file, code, found } of matching.unmatched)
    unmatched.push({ index: file.index, fileName: file.name, code, found });
  for (const { file, funds: named } of matching.ambiguous)
    unmatched.push({
      index: file.index,
      fileName: file.name,
      code: 'ambiguous_cnpj',
      found: cnpjsInFileName(file.name)
        .filter((cnpj) => named.some((fund) => fund.taxId.toUpperCase() === cnpj))
        .map(formatCnpj),
    });

  const matched: (Matched & { index: number })[] = [];
  const added = new Map<string, number>();
  for (const { fund, files: fundFiles } of matching.byFund) {
    const { child } = fund;
    for (const file of fundFiles) {
      const closed = () =>
        unmatched.push({
          index: file.index,
          fileName: file.name,
          code: 'documents_closed',
          found: [],
          votingId: child.id,
        });
      if (!checkAction(effectiveStatus(child, options.now), 'addDocument').ok) {
        closed();
        continue;
      }
      let documentId: string | null = null;
      if (!options.dryRun) {
        const id = await attach(database, storage, actor, child, file, options.log);
        if (!id) {
          closed();
          continue;
        }
        documentId = id;
      }
      added.set(child.id, (added.get(child.id) ?? 0) + 1);
      matched.push({
        index: file.index,
        fileName: cleanFileName(file.name),
        votingId: child.id,
        fundName: child.fund_name ?? '',
        fundTaxId: child.fund_tax_id ?? '',
        size: file.bytes.length,
        documentId,
      });
    }
  }

  const byIndex = (a: { index: number }, b: { index: number }) => a.index - b.index;
  const withoutIndex = <T extends { index: number }>({ index: _index, ...rest }: T) => rest;
  return {
    dryRun: options.dryRun,
    matched: matched.sort(byIndex).map(withoutIndex),
    unmatched: unmatched.sort(byIndex).map(withoutIndex),
    fundsWithoutDocuments: children
      .map((child) => fundOf(child, child.documents + (added.get(child.id) ?? 0)))
      .filter((fund) => fund.documents === 0),
  };
}
