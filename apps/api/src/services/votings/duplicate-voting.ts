import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { nextDeadlineFor, readCopyTitle } from '@backoffice/domain';
import { appendCompanyAudit } from '../../audit/company-audit.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import { fieldRefusal } from '../refusal.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { voterLinkSecret } from '../voting-dispatch/link-secret.ts';
import { voterTokenHash } from '../voting-dispatch/link-token.ts';
import type { LockedVoting } from './audit-log.ts';
import type { VotingActor } from './voting-actor.ts';

// Duplicating a voting: the same consultation again (the yearly assembly) as a new draft of the caller's workspace.
// Copied: what the operator wrote — description, kind, weighting, support-document rule, ballot template, items, and
// the support documents (their files copied under new keys: the copy's documents can be removed from the draft
// without touching the original's). Never copied: anything that happened — votes, ballots, represented parties,
// invitations, portal access, the audit trail. The deadline is the original's, or the same date and time in the
// first later year still to come (packages/domain's nextDeadlineFor); the opening is left for publishing to decide.
//
// Voters only when asked (`includeVoters`, docs/decisions.md): the active ones, with new links; voided voters stay
// behind. A roll of unitholders and their positions changes between two assemblies, so the default is a draft with
// no voters, to import the new position file into.

const VOTER_PAGE = 5_000;

export interface DuplicateInput {
  title: string;
  includeVoters: boolean;
}

export interface Duplicate {
  votingId: string;
  /** The files written for the copy: the caller removes them if the transaction does not commit. */
  storedKeys: string[];
}

function cleanTitle(title: string): string {
  const clean = readCopyTitle(title);
  if (!clean)
    throw fieldRefusal('validation_failed', [{ field: 'title', code: 'minLength', params: { limit: 1 } }]);
  return clean;
}

/** A new key for a copied document, with the original's extension. */
function copiedKey(storageKey: string): string {
  const extension = storageKey.slice(storageKey.lastIndexOf('.') + 1);
  return `voting-document-${randomUUID()}.${extension}`;
}

async function copyItems(trx: TenantTransaction, actor: VotingActor, from: string, to: string) {
  await sql`
    insert into voting_items (company_id, workspace_id, voting_id, position, title, description)
    select ${actor.companyId}::uuid, ${actor.workspaceId}::uuid, ${to}::uuid, position, title, description
    from voting_items where voting_id = ${from}`.execute(trx);
}

async function copyDocuments(
  trx: TenantTransaction,
  actor: VotingActor,
  from: string,
  to: string,
  storage: FileStorage,
  storedKeys: string[],
): Promise<number> {
  let copied = 0;
  const documents = await trx
    .selectFrom('voting_documents')
    .select(['name', 'content_type', 'size', 'sha256', 'storage_key', 'created_at'])
    .where('voting_id', '=', from)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const document of documents) {
    const bytes = await storage.get(document.storage_key);
    // A document whose file is gone cannot be read by voters either: the copy goes without it.
    if (!bytes) continue;
    const key = copiedKey(document.storage_key);
    await storage.put(key, bytes);
    storedKeys.push(key);
    copied += 1;
    await trx
      .insertInto('voting_documents')
      .values({
        company_id: actor.companyId,
        workspace_id: actor.workspaceId,
        voting_id: to,
        name: document.name,
        content_type: document.content_type,
        size: document.size,
        sha256: document.sha256,
        storage_key: key,
        created_by: actor.userId,
      })
      .execute();
  }
  return copied;
}

/** The active voters of `from` as voters of `to`, with new ids and links; answers how many. */
async function copyVoters(trx: TenantTransaction, actor: VotingActor, from: string, to: string) {
  const secret = await voterLinkSecret();
  let copied = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await trx
      .selectFrom('voters')
      .select(['id', 'name', 'tax_id_type', 'tax_id', 'email', 'phone', 'weight'])
      .where('voting_id', '=', from)
      .where('status', '=', 'active')
      .where('id', '>', after)
      .orderBy('id')
      .limit(VOTER_PAGE)
      .execute();
    if (page.length === 0) return copied;
    const ids = page.map(() => randomUUID());
    await sql`
      insert into voters
        (company_id, workspace_id, voting_id, id, name, tax_id_type, tax_id, email, phone, weight, token_hash)
      select ${actor.companyId}::uuid, ${actor.workspaceId}::uuid, ${to}::uuid,
        u.id, u.name, u.tax_id_type, u.tax_id, u.email, u.phone, u.weight, u.token_hash
      from unnest(
        ${ids}::uuid[], ${page.map((v) => v.name)}::text[], ${page.map((v) => v.tax_id_type)}::text[],
        ${page.map((v) => v.tax_id)}::text[], ${page.map((v) => v.email)}::text[],
        ${page.map((v) => v.phone)}::text[], ${page.map((v) => v.weight)}::numeric[],
        ${ids.map((voterId) => voterTokenHash(secret, { votingId: to, voterId, tokenVersion: 1 }))}::text[]
      ) as u(id, name, tax_id_type, tax_id, email, phone, weight, token_hash)`.execute(trx);
    copied += page.length;
    after = page.at(-1)!.id;
  }
}

/**
 * A new draft from the settled voting `source` (any status), in the caller's workspace, recorded as
 * `voting.duplicated`. Files are copied as it goes: `storedKeys` says which, for the caller to remove when the
 * transaction fails.
 */
export async function duplicateVoting(
  trx: TenantTransaction,
  actor: VotingActor,
  source: LockedVoting,
  input: DuplicateInput,
  now: Date,
  storage: FileStorage,
  storedKeys: string[],
): Promise<string> {
  const title = cleanTitle(input.title);
  const { id: votingId } = await trx
    .insertInto('votings')
    .values({
      company_id: actor.companyId,
      workspace_id: actor.workspaceId,
      title,
      description: source.description,
      kind: source.kind,
      weighting: source.weighting,
      requires_support_document: source.requires_support_document,
      ballot_template_id: source.ballot_template_id,
      opens_at: null,
      deadline: nextDeadlineFor(new Date(source.deadline), now),
      created_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await copyItems(trx, actor, source.id, votingId);
  const documents = await copyDocuments(trx, actor, source.id, votingId, storage, storedKeys);
  const voters = input.includeVoters ? await copyVoters(trx, actor, source.id, votingId) : 0;
  await appendCompanyAudit(trx, {
    companyId: actor.companyId,
    workspaceId: actor.workspaceId,
    actor: actor.audit,
    action: 'voting.duplicated',
    subjectId: votingId,
    data: { sourceVotingId: source.id, sourceTitle: source.title, title, documents, voters },
  });
  return votingId;
}
