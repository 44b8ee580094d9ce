import type { PortalBallotRequest, PortalReceipt } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { fieldProblem } from '../../http/problem.ts';
import { readEmail, readName } from '../../voter-import/text-fields.ts';
import { recordBallot } from '../votings/record-ballot.ts';
import { newApproverToken, sealToken } from './approver-token.ts';
import { preparePortalBallot } from './ballot-rules.ts';
import type { PortalVoter } from './portal-session.ts';
import { queuePortalMail } from './queue-portal-mail.ts';

// The voter's submission (submitPortalBallot): record-ballot.ts records it — exactly once per idempotency key, only
// while the voting is open, every item once per subject, one vote per subject in the voting, audited — with the
// portal's rules (ballot-rules.ts). With an approver the ballot is under review and the approver gets a link with a
// fresh 256-bit token; the voter gets the receipt. Both e-mails are durable jobs queued in the same transaction.

export interface Evidence {
  remoteAddress: string | null;
  userAgent: string | null;
}

function readApprover(approver: PortalBallotRequest['approver']) {
  if (!approver) return null;
  const name = readName(approver.name);
  const email = readEmail(approver.email);
  const errors = [
    ...(name.ok ? [] : [{ field: 'approver/name', code: name.code }]),
    ...(email.ok ? [] : [{ field: 'approver/email', code: email.code }]),
  ];
  if (!name.ok || !email.ok)
    throw fieldProblem('unprocessable', errors, 'The approver needs a name and an e-mail');
  return { name: name.name, email: email.email };
}

export async function submitPortalBallot(
  trx: TenantTransaction,
  voter: PortalVoter,
  request: PortalBallotRequest,
  evidence: Evidence,
): Promise<{ receipt: PortalReceipt; replayed: boolean }> {
  const approver = readApprover(request.approver);
  const token = approver ? newApproverToken() : null;
  const recorded = await recordBallot(trx, {
    voterId: voter.voterId,
    answers: request.answers,
    idempotencyKey: request.idempotencyKey,
    remoteAddress: evidence.remoteAddress,
    userAgent: evidence.userAgent,
    clientAddress: request.clientAddress ?? null,
    approver: approver && token ? { ...approver, tokenHash: token.hash } : null,
    prepare: preparePortalBallot,
  });
  const facts = await trx
    .selectFrom('votings as vt')
    .innerJoin('voters as v', (join) =>
      join.onRef('v.company_id', '=', 'vt.company_id').onRef('v.voting_id', '=', 'vt.id'),
    )
    .select(['vt.title', 'v.email'])
    .where('vt.id', '=', voter.votingId)
    .where('v.id', '=', voter.voterId)
    .executeTakeFirstOrThrow();
  if (!recorded.replayed) {
    await queuePortalMail(
      trx,
      voter,
      { message: 'receipt', ballotId: recorded.ballotId },
      { key: voter.voterId, address: facts.email },
    );
    if (approver && token) {
      await queuePortalMail(
        trx,
        voter,
        {
          message: 'approval_request',
          ballotId: recorded.ballotId,
          sealedToken: await sealToken(token.token),
        },
        { key: `approver:${recorded.ballotId}`, address: approver.email },
      );
    }
  }
  return {
    receipt: {
      ballotId: recorded.ballotId,
      receipt: recorded.receipt,
      submittedAt: recorded.submittedAt,
      votes: recorded.votes,
      status: recorded.status,
      votingTitle: facts.title,
    },
    replayed: recorded.replayed,
  };
}
