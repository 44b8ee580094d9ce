import { VOTER_POLICY_VERSION } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { fieldRefusal } from '../refusal.ts';
import { appendAudit } from '../votings/audit-log.ts';
import type { PortalVoter } from './portal-session.ts';

// The reading-and-agreement policy a voter accepts before the ballot opens: one row per voter and version, with the
// evidence the issue asks for (the address and user agent the server saw, the address the browser reported),
// audited `policy.accepted` in the voting's chain. Accepting again answers the first acceptance.

export interface PolicyEvidence {
  remoteAddress: string | null;
  userAgent: string | null;
  clientAddress: string | null;
}

/** When the voter accepted the policy `version` (the current one by default), or null. */
export async function policyAcceptedAt(
  trx: TenantTransaction,
  voterId: string,
  version: string = VOTER_POLICY_VERSION,
): Promise<Date | null> {
  const row = await trx
    .selectFrom('voter_policy_acceptances')
    .select('accepted_at')
    .where('voter_id', '=', voterId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row ? new Date(row.accepted_at) : null;
}

/** Records the acceptance of the current policy (422 on `version` for any other) and answers when it was. */
export async function acceptPolicy(
  trx: TenantTransaction,
  voter: PortalVoter,
  version: string,
  evidence: PolicyEvidence,
  now: Date,
): Promise<{ version: string; acceptedAt: Date }> {
  if (version !== VOTER_POLICY_VERSION) {
    throw fieldRefusal(
      'unprocessable',
      [{ field: 'version', code: 'const', params: { allowedValue: VOTER_POLICY_VERSION } }],
      'Not the current policy',
    );
  }
  const clientAddress = evidence.clientAddress?.trim().slice(0, 100) || null;
  const inserted = await trx
    .insertInto('voter_policy_acceptances')
    .values({
      company_id: voter.companyId,
      workspace_id: voter.workspaceId,
      voting_id: voter.votingId,
      voter_id: voter.voterId,
      version,
      accepted_at: now,
      remote_address: evidence.remoteAddress,
      user_agent: evidence.userAgent,
      client_address: clientAddress,
    })
    .onConflict((oc) => oc.columns(['company_id', 'voter_id', 'version']).doNothing())
    .returning('accepted_at')
    .executeTakeFirst();
  if (!inserted) {
    const first = await policyAcceptedAt(trx, voter.voterId, version);
    return { version, acceptedAt: first! };
  }
  await appendAudit(trx, voter, { kind: 'voter', id: voter.voterId }, 'policy.accepted', {
    version,
    acceptedAt: now.toISOString(),
    remoteAddress: evidence.remoteAddress,
    userAgent: evidence.userAgent,
    clientAddress,
  });
  return { version, acceptedAt: now };
}
