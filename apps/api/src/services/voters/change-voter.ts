import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Voter, VoterInput } from '@backoffice/api-client';
import { canonicalDecimal } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { fieldRefusal, Refusal } from '../refusal.ts';
import { appendAudit } from '../votings/audit-log.ts';
import { voterLinkSecret } from '../voting-dispatch/link-secret.ts';
import { voterTokenHash } from '../voting-dispatch/link-token.ts';
import { queueDispatch } from '../voting-dispatch/queue-dispatch.ts';
import { prepareVoterInput, type VoterFields } from './voter-input.ts';
import { loadVoter } from './voter-view.ts';
import { lockVotingIn } from './voting-gate.ts';

// Adding, editing and voiding one voter of a voting. Each runs in the caller's withWorkspace transaction, holds the
// voting's row lock (voter changes, imports and lifecycle moves of a voting happen one at a time) and appends its
// audit entry in the same transaction.

export interface VoterChangeContext {
  companyId: string;
  workspaceId: string;
  votingId: string;
  userId: string;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
}

async function ensureTaxIdFree(trx: TenantTransaction, votingId: string, taxId: string): Promise<void> {
  const taken = await trx
    .selectFrom('voters')
    .select('id')
    .where('voting_id', '=', votingId)
    .where('tax_id', '=', taxId)
    .executeTakeFirst();
  if (taken) throw new Refusal('tax_id_taken');
}

function auditTarget(context: VoterChangeContext) {
  return { companyId: context.companyId, workspaceId: context.workspaceId, votingId: context.votingId };
}

const userActor = (context: VoterChangeContext) => ({ kind: 'user' as const, id: context.userId });

async function reloaded(trx: TenantTransaction, votingId: string, voterId: string): Promise<Voter> {
  const voter = await loadVoter(trx, votingId, voterId);
  if (!voter) throw new Error(`voter ${voterId} vanished inside its own transaction`);
  return voter;
}

/** Adds a voter while the voting is draft, scheduled or open; invited at once when the voting is open. */
export async function addVoter(
  trx: TenantTransaction,
  context: VoterChangeContext,
  input: VoterInput,
): Promise<Voter> {
  const { status } = await lockVotingIn(trx, context, context.votingId, 'changeVoters');
  const fields = prepareVoterInput(input);
  await ensureTaxIdFree(trx, context.votingId, fields.taxId);
  const voterId = randomUUID();
  const secret = await voterLinkSecret();
  try {
    await trx
      .insertInto('voters')
      .values({
        company_id: context.companyId,
        workspace_id: context.workspaceId,
        voting_id: context.votingId,
        id: voterId,
        name: fields.name,
        tax_id_type: fields.taxIdType,
        tax_id: fields.taxId,
        email: fields.email,
        phone: fields.phone,
        weight: fields.weight,
        token_hash: voterTokenHash(secret, { votingId: context.votingId, voterId, tokenVersion: 1 }),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal('tax_id_taken');
    throw error;
  }
  await appendAudit(trx, auditTarget(context), userActor(context), 'voter.added', { voterId, ...fields });
  if (status === 'open') {
    await queueDispatch(trx, {
      companyId: context.companyId,
      workspaceId: context.workspaceId,
      votingId: context.votingId,
      kind: 'invitation',
      voterIds: [voterId],
      createdBy: context.userId,
    });
  }
  return reloaded(trx, context.votingId, voterId);
}

/** The voter's row locked for the change, or 404. */
async function lockVoter(trx: TenantTransaction, votingId: string, voterId: string) {
  const voter = await trx
    .selectFrom('voters')
    .select(['id', 'name', 'tax_id_type', 'tax_id', 'email', 'phone', 'weight', 'status'])
    .where('voting_id', '=', votingId)
    .where('id', '=', voterId)
    .forUpdate()
    .executeTakeFirst();
  if (!voter) throw new Refusal('not_found');
  return voter;
}

async function hasVoted(trx: TenantTransaction, votingId: string, voterId: string): Promise<boolean> {
  const vote = await trx
    .selectFrom('votes')
    .select('id')
    .where('voting_id', '=', votingId)
    .where('voter_id', '=', voterId)
    .limit(1)
    .executeTakeFirst();
  return vote !== undefined;
}

/**
 * Edits an active voter that has not voted (409 `voter_has_voted`) while the voting is draft, scheduled or open
 * (409 `invalid_state`, as for a voided voter). A new e-mail is not sent anything by itself. Audited with what
 * changed, before and after.
 */
export async function updateVoter(
  trx: TenantTransaction,
  context: VoterChangeContext,
  voterId: string,
  input: VoterInput,
): Promise<Voter> {
  await lockVotingIn(trx, context, context.votingId, 'changeVoters');
  const current = await lockVoter(trx, context.votingId, voterId);
  if (current.status === 'voided') throw new Refusal('invalid_state', 'The voter is voided');
  if (await hasVoted(trx, context.votingId, voterId)) throw new Refusal('voter_has_voted');
  const fields = prepareVoterInput(input);
  const before: VoterFields = {
    name: current.name,
    taxIdType: current.tax_id_type,
    taxId: current.tax_id,
    email: current.email,
    phone: current.phone,
    weight: canonicalDecimal(current.weight),
  };
  const changes = Object.fromEntries(
    (Object.keys(fields) as (keyof VoterFields)[])
      .filter((key) => fields[key] !== before[key])
      .map((key) => [key, { from: before[key], to: fields[key] }]),
  );
  if (Object.keys(changes).length === 0) return reloaded(trx, context.votingId, voterId);
  if (fields.taxId !== before.taxId) await ensureTaxIdFree(trx, context.votingId, fields.taxId);
  try {
    await trx
      .updateTable('voters')
      .set({
        name: fields.name,
        tax_id_type: fields.taxIdType,
        tax_id: fields.taxId,
        email: fields.email,
        phone: fields.phone,
        weight: fields.weight,
        updated_at: sql<Date>`clock_timestamp()`,
      })
      .where('voting_id', '=', context.votingId)
      .where('id', '=', voterId)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal('tax_id_taken');
    throw error;
  }
  await appendAudit(trx, auditTarget(context), userActor(context), 'voter.updated', { voterId, changes });
  return reloaded(trx, context.votingId, voterId);
}

/**
 * Voids an active voter while the voting is draft, scheduled or open: it can no longer vote, and votes it cast stop
 * counting (the results leave voided voters out). Audited with the reason.
 */
export async function voidVoter(
  trx: TenantTransaction,
  context: VoterChangeContext,
  voterId: string,
  reasonText: string,
): Promise<Voter> {
  await lockVotingIn(trx, context, context.votingId, 'changeVoters');
  const reason = reasonText.replace(/\s+/g, ' ').trim();
  if (reason.length < 3) {
    throw fieldRefusal('validation_failed', [{ field: 'reason', code: 'minLength', params: { limit: 3 } }]);
  }
  const current = await lockVoter(trx, context.votingId, voterId);
  if (current.status === 'voided') throw new Refusal('invalid_state', 'The voter is already voided');
  await trx
    .updateTable('voters')
    .set({
      status: 'voided',
      void_reason: reason,
      voided_at: sql<Date>`clock_timestamp()`,
      voided_by: context.userId,
      updated_at: sql<Date>`clock_timestamp()`,
    })
    .where('voting_id', '=', context.votingId)
    .where('id', '=', voterId)
    .execute();
  await appendAudit(trx, auditTarget(context), userActor(context), 'voter.voided', { voterId, reason });
  return reloaded(trx, context.votingId, voterId);
}
