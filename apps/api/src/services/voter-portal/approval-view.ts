import type { Approval } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';
import { Refusal } from '../refusal.ts';
import type { ApprovalRef } from './approval-link.ts';
import { ballotSubjects } from './ballot-subjects.ts';
import { toVoterUpload, UPLOAD_COLUMNS } from './voter-uploads.ts';

// What the approver reviews (getApproval): the voting, who submitted, the ballot's status and votes per subject (from
// its audit entry, so a returned ballot still shows what was returned) and the files attached to it.

export async function loadApprovalBallot(trx: TenantTransaction, ref: ApprovalRef) {
  const ballot = await trx
    .selectFrom('ballots')
    .select(['id', 'voter_id', 'status', 'submitted_at', 'review_comment', 'approver_name', 'approver_email'])
    .where('voting_id', '=', ref.votingId)
    .where('id', '=', ref.ballotId)
    .executeTakeFirst();
  if (!ballot) throw new Refusal('not_found');
  return ballot;
}

export async function getApproval(trx: TenantTransaction, ref: ApprovalRef): Promise<Approval> {
  const ballot = await loadApprovalBallot(trx, ref);
  const voting = await trx
    .selectFrom('votings')
    .select(['title', 'deadline'])
    .where('id', '=', ref.votingId)
    .executeTakeFirstOrThrow();
  const attorney = await trx
    .selectFrom('voters')
    .select('name')
    .where('id', '=', ballot.voter_id)
    .executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('voting_items')
    .select(['id', 'position', 'title', 'description'])
    .where('voting_id', '=', ref.votingId)
    .orderBy('position')
    .execute();
  const uploads = await trx
    .selectFrom('voter_uploads')
    .select(UPLOAD_COLUMNS)
    .where('voting_id', '=', ref.votingId)
    .where('ballot_id', '=', ballot.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    votingTitle: voting.title,
    deadline: toIso(voting.deadline),
    attorney: { name: attorney.name },
    status: ballot.status,
    submittedAt: toIso(ballot.submitted_at),
    reviewComment: ballot.review_comment,
    items,
    subjects: await ballotSubjects(trx, {
      votingId: ref.votingId,
      ballotId: ballot.id,
      voterId: ballot.voter_id,
    }),
    uploads: uploads.map(toVoterUpload),
  };
}

/** A file attached to the ballot (for the approver's download), or 404. */
export async function loadApprovalUpload(trx: TenantTransaction, ref: ApprovalRef, uploadId: string) {
  const upload = await trx
    .selectFrom('voter_uploads')
    .select(['id', 'name', 'content_type', 'storage_key'])
    .where('voting_id', '=', ref.votingId)
    .where('ballot_id', '=', ref.ballotId)
    .where('id', '=', uploadId)
    .executeTakeFirst();
  if (!upload) throw new Refusal('not_found');
  return upload;
}
