import { randomUUID } from 'node:crypto';
import type { VoterUpload } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';
import type { DocumentExtension, DocumentType } from '@backoffice/domain';
import { Refusal } from '../refusal.ts';
import type { PortalVoter } from './portal-session.ts';
import { openVotingAndVoter } from './portal-voting.ts';

// The files a voter attaches in the portal: support documents (the voting may require one) and powers of attorney
// (required to vote for represented parties). PDF, PNG or JPEG, checked by magic bytes before they get here
// (http/binary-bodies.ts, by domain's fileKinds.ts), stored through FileStorage under a key of the server's own with their SHA-256. An upload
// is the voter's draft until a ballot is submitted with it (voter_uploads.ballot_id): then it stays, and the
// approver sees it; a ballot the approver returns gives its uploads back.

export type VoterUploadKind = VoterUpload['kind'];

export const UPLOAD_COLUMNS = [
  'id',
  'kind',
  'name',
  'content_type',
  'size',
  'sha256',
  'created_at',
  'ballot_id',
] as const;

/** A private storage key (no route serves it without the voter's session or the approver's token). */
export function uploadStorageKey(extension: DocumentExtension): string {
  return `voter-upload-${randomUUID()}.${extension}`;
}

export function toVoterUpload(row: {
  id: string;
  kind: VoterUploadKind;
  name: string;
  content_type: DocumentType;
  size: number;
  sha256: string;
  created_at: Date | string;
}): VoterUpload {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    contentType: row.content_type,
    size: row.size,
    sha256: row.sha256,
    createdAt: toIso(row.created_at),
  };
}

export interface StoredUpload {
  kind: VoterUploadKind;
  name: string;
  type: DocumentType;
  size: number;
  sha256: string;
  storageKey: string;
}

/** Records a stored file as the voter's upload (while the voting is open and the voter active). */
export async function insertUpload(
  trx: TenantTransaction,
  voter: PortalVoter,
  file: StoredUpload,
): Promise<VoterUpload> {
  await openVotingAndVoter(trx, voter);
  const row = await trx
    .insertInto('voter_uploads')
    .values({
      company_id: voter.companyId,
      workspace_id: voter.workspaceId,
      voting_id: voter.votingId,
      voter_id: voter.voterId,
      kind: file.kind,
      name: file.name,
      content_type: file.type,
      size: file.size,
      sha256: file.sha256,
      storage_key: file.storageKey,
    })
    .returning(UPLOAD_COLUMNS)
    .executeTakeFirstOrThrow();
  return toVoterUpload(row);
}

/** Every upload of the voter, oldest first. */
export async function listVoterUploads(trx: TenantTransaction, voter: PortalVoter): Promise<VoterUpload[]> {
  const rows = await trx
    .selectFrom('voter_uploads')
    .select(UPLOAD_COLUMNS)
    .where('voting_id', '=', voter.votingId)
    .where('voter_id', '=', voter.voterId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toVoterUpload);
}

/** The voter's uploads not (or no longer) part of a ballot: what a submission would attach. */
export async function draftUploads(trx: TenantTransaction, voter: { votingId: string; voterId: string }) {
  return trx
    .selectFrom('voter_uploads')
    .select(['id', 'kind', 'name', 'sha256'])
    .where('voting_id', '=', voter.votingId)
    .where('voter_id', '=', voter.voterId)
    .where('ballot_id', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Removes an upload of the voter's draft (409 `invalid_state` once part of a ballot); returns its storage key. */
export async function deleteUpload(
  trx: TenantTransaction,
  voter: PortalVoter,
  uploadId: string,
): Promise<string> {
  await openVotingAndVoter(trx, voter);
  const row = await trx
    .selectFrom('voter_uploads')
    .select(['id', 'ballot_id', 'storage_key'])
    .where('voting_id', '=', voter.votingId)
    .where('voter_id', '=', voter.voterId)
    .where('id', '=', uploadId)
    .executeTakeFirst();
  if (!row) throw new Refusal('not_found');
  if (row.ballot_id !== null) {
    throw new Refusal('invalid_state', 'The file is part of a submitted ballot and stays');
  }
  await trx.deleteFrom('voter_uploads').where('id', '=', uploadId).execute();
  return row.storage_key;
}
