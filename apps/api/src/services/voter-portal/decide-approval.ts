import type { ApprovalDecision, PortalBallotStatus } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { fieldRefusal, Refusal } from '../refusal.ts';
import { appendAudit } from '../votings/audit-log.ts';
import { loadSettledVoting } from '../votings/settle-voting.ts';
import { systemActor } from '../votings/voting-actor.ts';
import { effectiveStatus } from '../votings/voting-status.ts';
import type { ApprovalRef } from './approval-link.ts';
import { queuePortalMail } from './queue-portal-mail.ts';

// The approver's decision on a ballot under review, once, and only while the voting is open (the deadline applies:
// votes still under review when it passes never count):
// - approve: the ballot is counted from now on (results.ts counts 'counted' ballots), audited 'ballot.approved';
// - return (a comment is required): its votes are deleted — their subjects are free again, so the attorney can vote
//   again — its uploads go back to the voter's draft, it is audited 'ballot.returned' with the comment, and the
//   voter is e-mailed the comment.
// The approver is no user or voter of the voting: the trail records the server acting on the approver's token
// (actor 'system') with the approver's name and e-mail in the entry.

export async function decideApproval(
  trx: TenantTransaction,
  ref: ApprovalRef,
  body: ApprovalDecision,
): Promise<PortalBallotStatus> {
  const comment = body.comment?.trim() ?? '';
  if (body.decision === 'return' && comment === '') {
    throw fieldRefusal(
      'unprocessable',
      [{ field: 'comment', code: 'comment_required' }],
      'Say why it is returned',
    );
  }
  const now = new Date();
  const voting = await loadSettledVoting(trx, systemActor(ref), ref.votingId, now, { lock: true });
  if (!voting) throw new Refusal('not_found');
  const ballot = await trx
    .selectFrom('ballots')
    .select(['id', 'voter_id', 'status', 'approver_name', 'approver_email'])
    .where('voting_id', '=', ref.votingId)
    .where('id', '=', ref.ballotId)
    .forUpdate()
    .executeTakeFirst();
  if (!ballot) throw new Refusal('not_found');
  if (ballot.status !== 'under_review') {
    throw new Refusal('invalid_state', `The ballot was already decided (${ballot.status})`);
  }
  if (effectiveStatus(voting, now) !== 'open' || new Date(voting.deadline).getTime() <= now.getTime()) {
    throw new Refusal('invalid_state', 'The voting is no longer open: its votes under review do not count');
  }
  const approver = { name: ballot.approver_name, email: ballot.approver_email };
  const target = { companyId: ref.companyId, workspaceId: ref.workspaceId, votingId: ref.votingId };
  if (body.decision === 'approve') {
    await trx
      .updateTable('ballots')
      .set({ status: 'counted', reviewed_at: now })
      .where('id', '=', ballot.id)
      .execute();
    await appendAudit(trx, target, { kind: 'system', id: null }, 'ballot.approved', {
      ballotId: ballot.id,
      approver,
    });
    return 'counted';
  }
  await trx.deleteFrom('votes').where('ballot_id', '=', ballot.id).execute();
  await trx
    .updateTable('ballots')
    .set({ status: 'returned', review_comment: comment, reviewed_at: now })
    .where('id', '=', ballot.id)
    .execute();
  await trx
    .updateTable('voter_uploads')
    .set({ ballot_id: null })
    .where('ballot_id', '=', ballot.id)
    .execute();
  await appendAudit(trx, target, { kind: 'system', id: null }, 'ballot.returned', {
    ballotId: ballot.id,
    approver,
    comment,
  });
  const voter = await trx
    .selectFrom('voters')
    .select('email')
    .where('id', '=', ballot.voter_id)
    .executeTakeFirstOrThrow();
  await queuePortalMail(
    trx,
    ref,
    { message: 'returned', ballotId: ballot.id },
    { key: ballot.voter_id, address: voter.email },
  );
  return 'returned';
}
