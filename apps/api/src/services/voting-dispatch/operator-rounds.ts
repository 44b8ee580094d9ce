import { sql } from 'kysely';
import type { VotingDispatch } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { Refusal } from '../refusal.ts';
import { appendAudit } from '../votings/audit-log.ts';
import { loadVoter } from '../voters/voter-view.ts';
import { lockVotingIn } from '../voters/voting-gate.ts';
import { voterLinkSecret } from './link-secret.ts';
import { voterTokenHash } from './link-token.ts';
import { queueDispatch } from './queue-dispatch.ts';

// The rounds an operator asks for while a voting is open: the invitation again to one voter (optionally with a new
// link, which invalidates the old one), and a reminder to every voter who has not finished voting.

export interface RoundContext {
  companyId: string;
  workspaceId: string;
  votingId: string;
  userId: string;
}

/** 409 `invalid_state` unless the voting is open and the voter active and still to vote; 404 for no such voter. */
export async function resendInvitation(
  trx: TenantTransaction,
  context: RoundContext,
  voterId: string,
  rotateLink: boolean,
): Promise<VotingDispatch> {
  await lockVotingIn(trx, context, context.votingId, 'remind');
  const voter = await loadVoter(trx, context.votingId, voterId);
  if (!voter) throw new Refusal('not_found');
  if (voter.participation !== 'pending') {
    throw new Refusal('invalid_state', `The voter is ${voter.participation}`);
  }
  if (rotateLink) {
    const secret = await voterLinkSecret();
    const row = await trx
      .updateTable('voters')
      .set({ token_version: sql<number>`token_version + 1`, updated_at: sql<Date>`clock_timestamp()` })
      .where('voting_id', '=', context.votingId)
      .where('id', '=', voterId)
      .returning('token_version')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('voters')
      .set({
        token_hash: voterTokenHash(secret, {
          votingId: context.votingId,
          voterId,
          tokenVersion: row.token_version,
        }),
      })
      .where('voting_id', '=', context.votingId)
      .where('id', '=', voterId)
      .execute();
    await appendAudit(trx, context, { kind: 'user', id: context.userId }, 'voter.link_rotated', {
      voterId,
      tokenVersion: row.token_version,
    });
  }
  return queueDispatch(trx, { ...context, kind: 'resend', voterIds: [voterId], createdBy: context.userId });
}

/** Open votings only (409 `invalid_state`): one delivery per active voter who has not voted on every item. */
export async function remindPendingVoters(
  trx: TenantTransaction,
  context: RoundContext,
): Promise<VotingDispatch> {
  await lockVotingIn(trx, context, context.votingId, 'remind');
  return queueDispatch(trx, { ...context, kind: 'reminder', createdBy: context.userId });
}
