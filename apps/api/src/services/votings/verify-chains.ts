import { sql, type Kysely } from 'kysely';
import { verifyChain, type ChainFailureReason } from '../../audit/index.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { auditEntryFromRow } from '../../audit/index.ts';
import { AUDIT_COLUMNS } from './audit-log.ts';

// Verifying every voting's audit trail at once, across companies (the audit:verify command). Besides each chain's
// own links (verifyChain), two facts recorded outside the trail must agree with it:
// - a published voting has a trail: an empty one means its entries were deleted ('missing');
// - every ballot's receipt is the hash of an entry of its voting's trail: a receipt not found means the trail
//   was cut or rewritten after the ballot was recorded ('receipt_missing', which a rehashed tail cannot hide).
// Reading across companies needs a connection that row-level security does not filter: a superuser or a role
// with BYPASSRLS (the database owner's maintenance role), never the application's own.

export type ChainProblem = ChainFailureReason | 'missing' | 'receipt_missing';

export interface ChainReport {
  votingId: string;
  companyId: string;
  title: string;
  status: string;
  count: number;
  head: string | null;
  ok: boolean;
  firstBadSeq: number | null;
  problem: ChainProblem | null;
}

/** Whether the connection reads every company's rows (superuser or BYPASSRLS). */
export async function readsAcrossCompanies(db: Kysely<DatabaseSchema>): Promise<boolean> {
  const { rows } = await sql<{ bypass: boolean }>`
    select rolsuper or rolbypassrls as bypass from pg_roles where rolname = current_user`.execute(db);
  return rows[0]?.bypass === true;
}

/** Every voting with a trail or that should have one (all but drafts), or only `votingId`; oldest first. */
export async function verifyAuditChains(
  db: Kysely<DatabaseSchema>,
  votingId?: string,
): Promise<ChainReport[]> {
  let votings = db
    .selectFrom('votings')
    .select(['company_id', 'id', 'title', 'status'])
    .orderBy('created_at')
    .orderBy('id');
  votings = votingId
    ? votings.where('id', '=', votingId)
    : votings.where((eb) =>
        eb.or([
          eb('status', '!=', 'draft'),
          eb.exists(
            eb
              .selectFrom('voting_audit_entries as e')
              .select('e.seq')
              .whereRef('e.company_id', '=', 'votings.company_id')
              .whereRef('e.voting_id', '=', 'votings.id'),
          ),
        ]),
      );
  const reports: ChainReport[] = [];
  for (const voting of await votings.execute()) {
    const rows = await db
      .selectFrom('voting_audit_entries')
      .select(AUDIT_COLUMNS)
      .where('company_id', '=', voting.company_id)
      .where('voting_id', '=', voting.id)
      .orderBy('seq')
      .execute();
    const chain = rows.map(auditEntryFromRow);
    const base = {
      votingId: voting.id,
      companyId: voting.company_id,
      title: voting.title,
      status: voting.status,
    };
    const verification = verifyChain(chain);
    if (!verification.ok) {
      reports.push({
        ...base,
        count: chain.length,
        head: chain.at(-1)?.hash ?? null,
        ok: false,
        firstBadSeq: verification.firstBadSeq,
        problem: verification.reason,
      });
      continue;
    }
    const hashes = new Set(chain.map((entry) => entry.hash));
    const receipts = await db
      .selectFrom('ballots')
      .select('receipt_hash')
      .where('company_id', '=', voting.company_id)
      .where('voting_id', '=', voting.id)
      .where('receipt_hash', 'is not', null)
      .execute();
    const lost = receipts.some((ballot) => !hashes.has(ballot.receipt_hash!));
    const missing = chain.length === 0 && voting.status !== 'draft';
    reports.push({
      ...base,
      count: verification.count,
      head: verification.head,
      ok: !lost && !missing,
      firstBadSeq: lost || missing ? chain.length + 1 : null,
      problem: missing ? 'missing' : lost ? 'receipt_missing' : null,
    });
  }
  return reports;
}
