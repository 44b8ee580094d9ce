import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Issue 18: the schema stays distributable by company_id (Citus, docs/scaling.md). A distributed table's unique
 * indexes must contain the distribution column, and two did not: voters (token_hash) and ballots
 * (approver_token_hash), the portal's and the approver's lookups across companies (voter_link(), ballot_approval()).
 * Each becomes unique on (token hash, company_id): still led by the hash, so the lookups read the same index, and still
 * unique inside a company. Across companies nothing is lost in practice: a voter's link token is an HMAC of its own
 * voting, voter and version (link-token.ts) and an approver's token is 256 random bits, so two equal hashes would be
 * a SHA-256 collision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index voters_token_hash_idx',
    'create unique index voters_token_hash_idx on voters (token_hash, company_id)',
    'drop index ballots_approver_token_hash_idx',
    `create unique index ballots_approver_token_hash_idx on ballots (approver_token_hash, company_id)
       where approver_token_hash is not null`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index ballots_approver_token_hash_idx',
    `create unique index ballots_approver_token_hash_idx on ballots (approver_token_hash)
       where approver_token_hash is not null`,
    'drop index voters_token_hash_idx',
    'create unique index voters_token_hash_idx on voters (token_hash)',
  ]);
}
