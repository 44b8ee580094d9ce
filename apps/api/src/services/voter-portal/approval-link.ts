import { sql } from 'kysely';
import type { AppDatabase } from '../../db/open-database.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import { Refusal } from '../refusal.ts';
import { approverTokenHash } from './approver-token.ts';

// The approver's way in: the token of the e-mailed link is the credential. ballot_approval() (migration 0008, the one
// read of a ballot across companies) turns its SHA-256 into the ballot's company, workspace, voting and id, and
// everything after runs in one transaction as app_user with that company and workspace set (as withPortalLink).

export interface ApprovalRef {
  companyId: string;
  workspaceId: string;
  votingId: string;
  ballotId: string;
}

/** Runs `work` in the ballot's tenant and workspace, in one transaction; an unknown token → 404 `not_found`. */
export async function withApprovalLink<T>(
  database: AppDatabase,
  token: string,
  work: (trx: TenantTransaction, ref: ApprovalRef) => Promise<T>,
): Promise<T> {
  const tokenHash = approverTokenHash(token);
  return database.db.transaction().execute(async (trx) => {
    await sql`set local role app_user`.execute(trx);
    const { rows } = await sql<{
      company_id: string;
      workspace_id: string;
      voting_id: string;
      ballot_id: string;
    }>`select company_id, workspace_id, voting_id, ballot_id from ballot_approval(${tokenHash})`.execute(trx);
    const found = rows[0];
    if (!found) throw new Refusal('not_found', 'No ballot for this link');
    await sql`select set_config('app.company_id', ${found.company_id}, true),
      set_config('app.workspace_id', ${found.workspace_id}, true)`.execute(trx);
    return work(trx, {
      companyId: found.company_id,
      workspaceId: found.workspace_id,
      votingId: found.voting_id,
      ballotId: found.ballot_id,
    });
  });
}
