import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** A ballot's answers as one text, sorted: what ballot-replay.ts's answersDigest hashes (the same text, the same hash). */
const ANSWER_TEXT = `v.item_id::text || ':' || coalesce(v.represented_party_id::text, '') || ':' || v.choice`;

/** Sets every ballot's answers_sha256 from its votes (ballots without votes keep theirs). */
export const BACKFILL_ANSWERS_SHA256 = `update ballots b set answers_sha256 = d.digest
     from (
       select v.company_id, v.ballot_id,
         encode(sha256(convert_to(string_agg(${ANSWER_TEXT}, E'\\n' order by (${ANSWER_TEXT}) collate "C"), 'UTF8')),
           'hex') as digest
       from votes v group by v.company_id, v.ballot_id
     ) d
     where b.company_id = d.company_id and b.id = d.ballot_id`;

/**
 * Issue 15, §2:
 * - voter_access.pin_sends: when each PIN of the last hour was e-mailed to the voter (voter-access.ts caps them per
 *   voter per hour; older times are dropped as a new one is added).
 * - ballots.answers_sha256: the SHA-256 of the ballot's answers in a canonical order (ballot-replay.ts), so a
 *   submission that reuses an idempotency key with different answers is refused (409) instead of answered with the
 *   first ballot's receipt. Back-filled from the votes of the ballots already there; a ballot without votes (one the
 *   approver returned) keeps null: a retry of it is answered as before.
 * Row-level security is forced on ballots and votes, for their owner too: lifted for the back-fill (this migration's
 * transaction), so it sees every company's rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table voter_access add column pin_sends timestamptz[] not null default '{}'`,
    `alter table ballots add column answers_sha256 text check (answers_sha256 ~ '^[0-9a-f]{64}$')`,
    'alter table ballots no force row level security',
    'alter table votes no force row level security',
    BACKFILL_ANSWERS_SHA256,
    'alter table votes force row level security',
    'alter table ballots force row level security',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table ballots drop column answers_sha256',
    'alter table voter_access drop column pin_sends',
  ]);
}
