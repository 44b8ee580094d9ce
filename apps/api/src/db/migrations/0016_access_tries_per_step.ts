import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Issue 16: the voter portal's two access steps count their wrong tries apart (IDENTITY_TRIES and PIN_TRIES of
 * packages/domain); one shared count made the first wrong PIN say "2 tries left" after three wrong last 4s.
 * voter_access's lock state, as services/voter-portal/voter-access.ts keeps it:
 * - failed_attempts: wrong last 4s since the voter last gave the right ones (or signed in, or the count locked the
 *   link). It counted both steps before this migration; a count in progress stays with the last 4 (at worst a voter
 *   in the middle of a try has fewer left there until they get it right).
 * - pin_failed_attempts (new): wrong PINs since the voter last signed in or this count locked the link — across PINs,
 *   so asking for a new PIN never buys more guesses.
 * - locked_until: while in the future, both steps refuse every try (429 link_locked). Either count reaching its limit
 *   sets it (15 minutes) and starts that count again. Lifting a lock by hand means: locked_until null and both counts
 *   0 (clearAccessLock in voter-access.ts).
 * The texts are also the columns' comments, for whoever reads the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table voter_access
       add column pin_failed_attempts integer not null default 0 check (pin_failed_attempts >= 0)`,
    `comment on column voter_access.failed_attempts is
       'Wrong last 4 of the CPF/CNPJ since the right ones, a sign-in or the lock this count set (IDENTITY_TRIES locks).'`,
    `comment on column voter_access.pin_failed_attempts is
       'Wrong PINs since a sign-in or the lock this count set, across PINs (PIN_TRIES locks).'`,
    `comment on column voter_access.locked_until is
       'While in the future, every last-4 and PIN try is refused. Lifting it by hand: null, and both counts 0.'`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'comment on column voter_access.locked_until is null',
    'comment on column voter_access.failed_attempts is null',
    'alter table voter_access drop column pin_failed_attempts',
  ]);
}
