import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FieldError, operations } from '@backoffice/api-client';
import { parseDecimal, readFundTaxId } from '@backoffice/domain';
import type { AppDatabase } from '../../db/open-database.ts';
import { withWorkspace, type TenantTransaction } from '../../db/tenant.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { fieldRefusal, Refusal } from '../refusal.ts';
import {
  insertVoterChunk,
  joinChunks,
  prepareColumns,
  sliceVoterColumns,
  withText,
  type VoterChunk,
} from '../voter-imports/write-voters.ts';
import { voterLinkSecret } from '../voting-dispatch/link-secret.ts';
import type { VotingActor } from '../votings/voting-actor.ts';
import { batchItems, loadBatch, type BatchRow } from './batch-view.ts';
import {
  batchImportReadingKey,
  fundsWithHolders,
  hasChildren,
  scanHolderFile,
  selectImport,
} from './holder-import.ts';
import { decodeKeptReading, fundsToWrite, type FundToWrite } from './kept-reading.ts';

// The confirmation of a batch's holders spreadsheet (uploaded by holder-import.ts): one draft child voting per fund,
// with the batch's items (each with its approval rule), template and dates and the fund's facts, and the fund's
// valid holders as its voters, all in ONE transaction, so a batch never has half its funds. Confirming again answers
// the batch as it is: the import is 'imported' and its children are there.

/** Voters written per statement (nine arrays as nine parameters, whatever the size: write-voters.ts). */
const VOTER_CHUNK_ROWS = 5_000;
/** Children, and their items, per statement: 18 and 7 parameters a row, far below PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 2_000;

type ConfirmBody = NonNullable<
  operations['confirmVotingBatchHolders']['requestBody']
>['content']['application/json'];

interface FundFacts {
  issuedQuotas: string;
  auditorOpinion: 'unqualified' | 'qualified' | null;
  tacitApprovalAllowed: boolean;
}

/** Each fund's facts: the body's, else the defaults (its holders' quotas, an unqualified opinion on statements). */
function fundFacts(
  batch: BatchRow,
  funds: readonly FundToWrite[],
  body: ConfirmBody,
): Map<string, FundFacts> {
  const facts = new Map<string, FundFacts>();
  for (const fund of funds) {
    facts.set(fund.taxId, {
      issuedQuotas: fund.quotas,
      auditorOpinion: batch.kind === 'financial_statement' ? 'unqualified' : null,
      tacitApprovalAllowed: false,
    });
  }
  const errors: FieldError[] = [];
  (body.funds ?? []).forEach((given, index) => {
    const reading = readFundTaxId(given.taxId);
    const current = reading.ok ? facts.get(reading.taxId) : undefined;
    if (!current) {
      errors.push({ field: `funds/${index}/taxId`, code: 'not_found' });
      return;
    }
    if (given.issuedQuotas !== undefined) {
      // The fund's holders cannot own more than it issued (the approval rule's base would be negative).
      const held = funds.find((fund) => fund.taxId === (reading.ok ? reading.taxId : ''))!.quotas;
      if (parseDecimal(given.issuedQuotas) < parseDecimal(held))
        errors.push({ field: `funds/${index}/issuedQuotas`, code: 'below_holders_quotas', params: { held } });
      current.issuedQuotas = given.issuedQuotas;
    }
    if (given.auditorOpinion !== undefined) {
      if (batch.kind !== 'financial_statement')
        errors.push({ field: `funds/${index}/auditorOpinion`, code: 'not_financial_statement' });
      current.auditorOpinion = given.auditorOpinion;
    }
    if (given.tacitApprovalAllowed !== undefined) current.tacitApprovalAllowed = given.tacitApprovalAllowed;
  });
  if (errors.length) throw fieldRefusal('unprocessable', errors, "The funds' facts cannot be used");
  return facts;
}

/**
 * Every fund's child voting (a draft) with the batch's items, a statement per ROWS_PER_INSERT rows; the
 * children's ids are made here, so that their voters' link hashes can be prepared before the children are written.
 */
async function insertChildren(
  trx: TenantTransaction,
  actor: VotingActor,
  batch: BatchRow,
  children: readonly { id: string; fund: FundToWrite; facts: FundFacts }[],
): Promise<void> {
  for (let start = 0; start < children.length; start += ROWS_PER_INSERT) {
    await trx
      .insertInto('votings')
      .values(
        children.slice(start, start + ROWS_PER_INSERT).map(({ id, fund, facts }) => ({
          company_id: actor.companyId,
          workspace_id: actor.workspaceId,
          id,
          title: `${batch.title} — ${fund.name}`.slice(0, 200),
          description: batch.description,
          kind: batch.kind,
          weighting: batch.weighting,
          ballot_template_id: batch.ballot_template_id,
          opens_at: batch.opens_at,
          deadline: batch.deadline,
          created_by: actor.userId,
          batch_id: batch.id,
          fund_name: fund.name,
          fund_tax_id: fund.taxId,
          fund_issued_quotas: facts.issuedQuotas,
          fund_holder_count: fund.holders.taxIds.length,
          auditor_opinion: facts.auditorOpinion,
          tacit_approval_allowed: facts.tacitApprovalAllowed,
        })),
      )
      .execute();
  }
  const items = batchItems(batch);
  const itemRows = children.flatMap(({ id }) =>
    items.map((item, index) => ({
      company_id: actor.companyId,
      workspace_id: actor.workspaceId,
      voting_id: id,
      position: index + 1,
      title: item.title,
      description: item.description,
      approval_rule: JSON.stringify(item.approvalRule),
    })),
  );
  for (let start = 0; start < itemRows.length; start += ROWS_PER_INSERT)
    await trx
      .insertInto('voting_items')
      .values(itemRows.slice(start, start + ROWS_PER_INSERT))
      .execute();
}

/**
 * The children's voters, a statement per VOTER_CHUNK_ROWS (several small funds in one). Preparing a chunk (ids, link
 * hashes) is this thread's work and writing it the database's: the next chunk is prepared while the database writes
 * the one before.
 */
async function insertHolders(
  trx: TenantTransaction,
  actor: VotingActor,
  importId: string,
  children: readonly { id: string; fund: FundToWrite }[],
  secret: string,
): Promise<void> {
  const scope = { companyId: actor.companyId, workspaceId: actor.workspaceId, importId };
  let writing: Promise<unknown> = Promise.resolve();
  let pending: VoterChunk[] = [];
  let pendingRows = 0;
  const write = async () => {
    const chunk = withText(joinChunks(pending));
    pending = [];
    pendingRows = 0;
    await writing;
    writing = insertVoterChunk(trx, scope, chunk);
  };
  for (const { id, fund } of children) {
    const target = { ...scope, votingId: id };
    const count = fund.holders.taxIds.length;
    for (let start = 0; start < count; start += VOTER_CHUNK_ROWS) {
      const slice = sliceVoterColumns(fund.holders, start, start + VOTER_CHUNK_ROWS);
      pending.push(prepareColumns(target, slice, secret, timeOrderedId));
      pendingRows += slice.taxIds.length;
      if (pendingRows >= VOTER_CHUNK_ROWS) await write();
    }
  }
  if (pendingRows > 0) await write();
  await writing;
}

/** The funds with valid holders: the upload's reading when kept (batchImportReadingKey), else the file read again. */
async function readFunds(
  fileStorage: FileStorage,
  importId: string,
  fileKey: string,
): Promise<FundToWrite[]> {
  const kept = await fileStorage.get(batchImportReadingKey(importId));
  const funds = kept && decodeKeptReading(kept);
  if (funds) return funds;
  const bytes = await fileStorage.get(fileKey);
  if (!bytes) throw new Error(`voting batch import ${importId}: its file is missing`);
  return fundsToWrite(fundsWithHolders(await scanHolderFile(bytes)));
}

/**
 * Creates the children of a `ready` import (see above). The funds come before the transaction, from the upload's
 * kept reading or the stored file read again (a reading is deterministic); the transaction locks the batch and the
 * import, so a retry or a concurrent confirmation waits and then finds the import 'imported'.
 */
export async function confirmBatchHolders(
  database: AppDatabase,
  fileStorage: FileStorage,
  actor: VotingActor,
  batchId: string,
  importId: string,
  body: ConfirmBody,
): Promise<void> {
  const inScope = <T>(work: (trx: TenantTransaction) => Promise<T>) =>
    withWorkspace(database.db, actor.companyId, actor.workspaceId, work);
  const found = await inScope(async (trx) => {
    const batch = await loadBatch(trx, batchId);
    return batch && selectImport(trx, batchId, importId);
  });
  if (!found) throw new Refusal('not_found');
  if (found.status === 'imported') return;
  const funds = await readFunds(fileStorage, importId, found.file_key);
  const secret = await voterLinkSecret();

  await inScope(async (trx) => {
    const batch = await loadBatch(trx, batchId, { lock: true });
    const row = batch && (await selectImport(trx, batchId, importId, true));
    if (!batch || !row) throw new Refusal('not_found');
    if (row.status === 'imported') return;
    if (await hasChildren(trx, batchId))
      throw new Refusal('invalid_state', 'Another spreadsheet already created the child votings');
    if (funds.length === 0)
      throw fieldRefusal('unprocessable', [{ field: '', code: 'no_valid_rows' }], 'No valid holder');
    const facts = fundFacts(batch, funds, body);
    const children = funds.map((fund) => ({ id: randomUUID(), fund, facts: facts.get(fund.taxId)! }));
    await insertChildren(trx, actor, batch, children);
    await insertHolders(trx, actor, importId, children, secret);
    await trx
      .updateTable('voting_batch_imports')
      .set({ status: 'imported', confirmed_at: sql<Date>`clock_timestamp()` })
      .where('batch_id', '=', batchId)
      .where('id', '=', importId)
      .execute();
    await trx
      .updateTable('voting_batches')
      .set({ updated_at: sql<Date>`clock_timestamp()` })
      .where('id', '=', batchId)
      .execute();
  });
  // The reading is not needed once the children are written (the file stays: what the operator sent). Best effort:
  // the children are committed, so a storage failure here must not answer an error; a reading left behind goes
  // with the workspace's files.
  await fileStorage.remove(batchImportReadingKey(importId)).catch(() => undefined);
}
