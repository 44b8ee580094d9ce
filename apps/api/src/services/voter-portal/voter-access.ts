import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import {
  ACCESS_TRIES,
  isAccessLocked,
  onlyTaxIdChars,
  PIN_SEND_WINDOW_MS,
  PIN_SENDS_PER_HOUR,
  PIN_VALID_MS,
  pinResendWaitSeconds,
  pinSendWaitSeconds,
  wrongAccessTry,
  type AccessStep,
} from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { appendAudit } from '../votings/audit-log.ts';
import { voterLinkSecret } from '../voting-dispatch/link-secret.ts';
import type { PortalVoter } from './portal-session.ts';

// Proving to be the link's voter: the last 4 characters of the CPF/CNPJ, then a 6-digit PIN e-mailed to the voter.
// Brute force is stopped per voter (voter_access): each step counts its own wrong tries (migration 0016) —
// failed_attempts the last 4s', reset by the right ones; pin_failed_attempts the PINs', across PINs, so a new PIN never
// buys more guesses; a sign-in resets both. A step's 5th wrong try locks the link for 15 minutes (both steps refuse
// every try; audited `voter.access_locked` with the step, the pending PIN discarded) and starts that step's count
// again. Only a well-formed entry is compared and counted (validateLast4 / validatePin of the domain). A new PIN at
// most every 30 s, and at most 5 in any hour per voter (voter_access.pin_sends, migration 0012): a link cannot be used
// to flood its voter's mailbox (the server's rate limit per client, http/rate-limits.ts, bounds one client across
// links).

// The tries, the lock's and the PIN's durations and the waits are the domain's (voterPortalRules.ts), as the portal's
// fake reads them.

/** PINs e-mailed to one voter in any hour, at most (the rule is the domain's). */
export { PIN_SENDS_PER_HOUR };
export type { AccessStep };

/** The voter's brute-force state, locked for the rest of the transaction (created on the first try). */
export async function lockAccess(trx: TenantTransaction, voter: PortalVoter) {
  await trx
    .insertInto('voter_access')
    .values({
      company_id: voter.companyId,
      workspace_id: voter.workspaceId,
      voting_id: voter.votingId,
      voter_id: voter.voterId,
    })
    .onConflict((oc) => oc.columns(['company_id', 'voter_id']).doNothing())
    .execute();
  return trx
    .selectFrom('voter_access')
    .select(['failed_attempts', 'pin_failed_attempts', 'locked_until', 'pin_sent_at', 'pin_sends'])
    .where('voter_id', '=', voter.voterId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Until when the link is locked at `now`, or null. */
export function lockedUntil(access: { locked_until: Date | string | null }, now: Date): Date | null {
  return access.locked_until && isAccessLocked(access.locked_until, now)
    ? new Date(access.locked_until)
    : null;
}

/** Seconds until a new PIN may be sent (0: now): domain's pinResendWaitSeconds after the last send. */
export function resendWaitSeconds(access: { pin_sent_at: Date | string | null }, now: Date): number {
  const sentAt = access.pin_sent_at ? new Date(access.pin_sent_at).getTime() : null;
  return pinResendWaitSeconds(sentAt, now.getTime());
}

/** Seconds until the hourly cap lets a new PIN go (0: now): domain's pinSendWaitSeconds over the stored sends. */
export function sendLimitWaitSeconds(access: { pin_sends: readonly (Date | string)[] }, now: Date): number {
  return pinSendWaitSeconds(
    access.pin_sends.map((sent) => new Date(sent).getTime()),
    now.getTime(),
  );
}

/** The last 4 characters of the CPF/CNPJ, compared in constant time (letters of a CNPJ in any case). */
export function last4Matches(taxId: string, last4: string): boolean {
  const expected = Buffer.from(onlyTaxIdChars(taxId).slice(-4).toUpperCase());
  const given = Buffer.from(last4.toUpperCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type Failure = { locked: false; attemptsLeft: number } | { locked: true; lockedUntil: Date };

/** The step's count of wrong tries in voter_access, set to `value`. */
const countOf = (step: AccessStep, value: number) =>
  step === 'identity' ? { failed_attempts: value } : { pin_failed_attempts: value };

/**
 * Counts one wrong try of `step` (its own count). The step's 5th locks the link for 15 minutes: that count starts
 * again, the pending PIN is discarded and the lock is audited in the voting's chain.
 */
export async function recordFailure(
  trx: TenantTransaction,
  voter: PortalVoter,
  access: { failed_attempts: number; pin_failed_attempts: number },
  step: AccessStep,
  evidence: { remoteAddress: string | null; userAgent: string | null },
  now: Date,
): Promise<Failure> {
  const failedBefore = step === 'identity' ? access.failed_attempts : access.pin_failed_attempts;
  const wrong = wrongAccessTry(step, failedBefore, now.getTime());
  if (!wrong.locked) {
    await trx
      .updateTable('voter_access')
      .set({ ...countOf(step, wrong.failed), updated_at: now })
      .where('voter_id', '=', voter.voterId)
      .execute();
    return { locked: false, attemptsLeft: wrong.attemptsLeft };
  }
  const until = new Date(wrong.lockedUntilMs);
  await trx
    .updateTable('voter_access')
    .set({ ...countOf(step, 0), locked_until: until, updated_at: now })
    .where('voter_id', '=', voter.voterId)
    .execute();
  await trx.deleteFrom('voter_pin_challenges').where('voter_id', '=', voter.voterId).execute();
  await appendAudit(trx, voter, { kind: 'voter', id: voter.voterId }, 'voter.access_locked', {
    step,
    failedAttempts: ACCESS_TRIES[step],
    lockedUntil: until.toISOString(),
    remoteAddress: evidence.remoteAddress,
    userAgent: evidence.userAgent,
  });
  return { locked: true, lockedUntil: until };
}

/** The right last 4: their count starts again (the PIN's does not — only a sign-in resets it). */
export async function clearIdentityFailures(
  trx: TenantTransaction,
  voter: PortalVoter,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('voter_access')
    .set({ failed_attempts: 0, updated_at: now })
    .where('voter_id', '=', voter.voterId)
    .execute();
}

/** A signed-in voter starts both counts of wrong tries again. */
export async function clearFailures(trx: TenantTransaction, voter: PortalVoter, now: Date): Promise<void> {
  await trx
    .updateTable('voter_access')
    .set({ failed_attempts: 0, pin_failed_attempts: 0, updated_at: now })
    .where('voter_id', '=', voter.voterId)
    .execute();
}

/**
 * Lifts the voter's lock by hand (an operator's unlock): no lock, and both counts start again. The pending PIN, if
 * any, is left alone (a lock already discarded it).
 */
export async function clearAccessLock(trx: TenantTransaction, voter: PortalVoter, now: Date): Promise<void> {
  await trx
    .updateTable('voter_access')
    .set({ locked_until: null, failed_attempts: 0, pin_failed_attempts: 0, updated_at: now })
    .where('voter_id', '=', voter.voterId)
    .execute();
}

let pinKey: Promise<Buffer> | undefined;

/** The PIN hashes' key: derived from the server's link key (never stored in the database). */
async function pinHashKey(): Promise<Buffer> {
  pinKey ??= voterLinkSecret().then((secret) =>
    createHmac('sha256', secret).update('voter-portal-pin').digest(),
  );
  return pinKey.catch((error: unknown) => {
    pinKey = undefined;
    throw error;
  });
}

/** HMAC-SHA256 (hex) of a PIN, salted by its challenge's id. */
export async function pinHash(challengeId: string, pin: string): Promise<string> {
  return createHmac('sha256', await pinHashKey())
    .update(`${challengeId}:${pin}`)
    .digest('hex');
}

/** Six random digits (leading zeros kept). */
export function newPin(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * A fresh PIN for the voter (replacing any pending one), valid 10 minutes; marks the time it is sent (and keeps it
 * among the hour's sends, dropping older ones).
 */
export async function issuePin(
  trx: TenantTransaction,
  voter: PortalVoter,
  now: Date,
): Promise<{ pin: string; expiresAt: Date }> {
  const pin = newPin();
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + PIN_VALID_MS);
  const values = {
    id,
    pin_hash: await pinHash(id, pin),
    attempts: 0,
    created_at: now,
    expires_at: expiresAt,
  };
  await trx
    .insertInto('voter_pin_challenges')
    .values({
      company_id: voter.companyId,
      workspace_id: voter.workspaceId,
      voting_id: voter.votingId,
      voter_id: voter.voterId,
      ...values,
    })
    .onConflict((oc) => oc.columns(['company_id', 'voter_id']).doUpdateSet(values))
    .execute();
  const since = new Date(now.getTime() - PIN_SEND_WINDOW_MS);
  await trx
    .updateTable('voter_access')
    .set({
      pin_sent_at: now,
      pin_sends: sql<Date[]>`array_append(
        array(select sent from unnest(voter_access.pin_sends) as sent where sent > ${since} order by sent),
        ${now}::timestamptz)`,
      updated_at: now,
    })
    .where('voter_id', '=', voter.voterId)
    .execute();
  return { pin, expiresAt };
}

/** A PIN that could not be e-mailed is withdrawn: it counts neither for the 30 s wait nor for the hour's cap. */
export async function withdrawPin(trx: TenantTransaction, voter: PortalVoter, sentAt: Date): Promise<void> {
  await trx.deleteFrom('voter_pin_challenges').where('voter_id', '=', voter.voterId).execute();
  await trx
    .updateTable('voter_access')
    .set({
      pin_sent_at: null,
      pin_sends: sql<Date[]>`array_remove(voter_access.pin_sends, ${sentAt}::timestamptz)`,
    })
    .where('voter_id', '=', voter.voterId)
    .execute();
}

/** The voter's pending PIN, locked; undefined when there is none. */
export async function lockPendingPin(trx: TenantTransaction, voter: PortalVoter) {
  return trx
    .selectFrom('voter_pin_challenges')
    .select(['id', 'pin_hash', 'attempts', 'expires_at'])
    .where('voter_id', '=', voter.voterId)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether `pin` is the challenge's, in constant time. */
export async function pinMatches(challenge: { id: string; pin_hash: string }, pin: string): Promise<boolean> {
  const expected = Buffer.from(challenge.pin_hash, 'hex');
  const given = Buffer.from(await pinHash(challenge.id, pin), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** `m***@example.com`: enough for the voter to recognize the address, not to read it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
