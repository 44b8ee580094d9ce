import type { TenantTransaction } from '../../db/tenant.ts';
import { appendAudit } from '../votings/audit-log.ts';
import { sessionTokenHash, type PortalVoter } from './portal-session.ts';

// Signing out ("Sair", endPortalSession): the session the cookie names ends — only when it is a session of the
// link's own voter and voting, so another voter's cookie ends nothing — and the voting's chain records it
// (`voter.signed_out`). Whether the session was still live does not matter: an idle-expired one goes too. No session
// ended, nothing audited: signing out twice, or without a cookie, leaves no trace.

/** Ends the session of `value` for `voter`; whether one was ended. */
export async function endPortalSession(
  trx: TenantTransaction,
  voter: PortalVoter,
  value: string | undefined,
  evidence: { remoteAddress: string | null; userAgent: string | null },
): Promise<boolean> {
  if (!value) return false;
  const ended = await trx
    .deleteFrom('voter_sessions')
    .where('token_hash', '=', sessionTokenHash(value))
    .where('voter_id', '=', voter.voterId)
    .where('voting_id', '=', voter.votingId)
    .returning('id')
    .executeTakeFirst();
  if (!ended) return false;
  await appendAudit(trx, voter, { kind: 'voter', id: voter.voterId }, 'voter.signed_out', {
    sessionId: ended.id,
    remoteAddress: evidence.remoteAddress,
    userAgent: evidence.userAgent,
  });
  return true;
}
