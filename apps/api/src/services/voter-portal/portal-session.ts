import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { VOTER_SESSION_IDLE_MS } from '@backoffice/domain';
import type { AppDatabase } from '../../db/open-database.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import { Refusal } from '../refusal.ts';
import { linkTokenHash } from '../voting-dispatch/link-token.ts';

// The voter portal's way in. A request names its voter by the link token in the path; voter_link() (the one read
// across companies, migration 0004) turns the token's SHA-256 into the voter's company, workspace, voting and id,
// and everything after runs in ONE transaction as app_user with that company and workspace set — row-level security
// keeps every query to the link's own tenant, whatever it forgets to filter.
//
// Operations that need the voter signed in (`voterSession` in the contract) also need the session cookie the PIN
// step set: its SHA-256 must be a live session of this very voter (another voter's cookie, or one of another
// voting, finds nothing), which each use renews (30 minutes idle, 4 hours at most: the domain's VOTER_SESSION_*_MS).

export interface PortalVoter {
  companyId: string;
  workspaceId: string;
  votingId: string;
  voterId: string;
}

/** SHA-256 (hex) of a session cookie's value: what voter_sessions.token_hash holds. */
export function sessionTokenHash(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A new session cookie value: 256 random bits, base64url (43 characters). */
export function newSessionValue(): string {
  return randomBytes(32).toString('base64url');
}

export interface PortalTransactionOptions {
  /**
   * The commit does not wait for its WAL record to reach the disk (synchronous_commit off, this transaction only).
   * Only for a transaction whose writes may be lost in a server crash without harm — the ballot's checks, which
   * write nothing but the session's renewal: the ballot itself is written later by a transaction that waits, and
   * that wait also covers every earlier commit.
   */
  asyncCommit?: boolean;
}

/**
 * Runs `work` inside the link's voter's tenant and workspace, in one transaction (it commits when `work` returns,
 * rolls back when it throws). An unknown or rotated token → 404 `not_found`.
 */
export async function withPortalLink<T>(
  database: AppDatabase,
  token: string,
  work: (trx: TenantTransaction, voter: PortalVoter) => Promise<T>,
  options: PortalTransactionOptions = {},
): Promise<T> {
  const tokenHash = linkTokenHash(token);
  const asyncCommit = options.asyncCommit ? sql`, set_config('synchronous_commit', 'off', true)` : sql``;
  return database.db.transaction().execute(async (trx) => {
    // One statement: the link and, from its row, app_user with the tenant's settings for the rest of the transaction
    // (voter_link() runs before the select list takes the role: migration 0009 lets the server's role call it). No
    // row, no role: the transaction ends with the 404.
    const { rows } = await sql<{
      company_id: string;
      workspace_id: string;
      voting_id: string;
      voter_id: string;
    }>`select l.company_id, l.workspace_id, l.voting_id, l.voter_id,
        set_config('role', 'app_user', true),
        set_config('app.company_id', l.company_id::text, true),
        set_config('app.workspace_id', l.workspace_id::text, true)${asyncCommit}
      from voter_link(${tokenHash}) l`.execute(trx);
    const link = rows[0];
    if (!link) throw new Refusal('not_found', 'No voting for this link');
    return work(trx, {
      companyId: link.company_id,
      workspaceId: link.workspace_id,
      votingId: link.voting_id,
      voterId: link.voter_id,
    });
  });
}

/**
 * The live session of `voter` with this cookie value, renewed (idle expiry moved to now + 30 min, never beyond its
 * absolute end), with the voter's status read in the same statement; undefined when there is none.
 */
export async function renewSession(
  trx: TenantTransaction,
  voter: PortalVoter,
  value: string,
  now: Date,
): Promise<{ id: string; expiresAt: Date; voterStatus: string | null } | undefined> {
  const row = await trx
    .updateTable('voter_sessions')
    .set({
      last_used_at: now,
      expires_at: sql<Date>`least(${new Date(now.getTime() + VOTER_SESSION_IDLE_MS)}::timestamptz, absolute_expires_at)`,
    })
    .where('token_hash', '=', sessionTokenHash(value))
    .where('voter_id', '=', voter.voterId)
    .where('voting_id', '=', voter.votingId)
    .where('expires_at', '>', now)
    .where('absolute_expires_at', '>', now)
    .returning(['id', 'expires_at'])
    .returning((eb) =>
      eb
        .selectFrom('voters')
        .select('voters.status')
        .whereRef('voters.id', '=', 'voter_sessions.voter_id')
        .as('voter_status'),
    )
    .executeTakeFirst();
  return row && { id: row.id, expiresAt: new Date(row.expires_at), voterStatus: row.voter_status };
}

const voterSessionRequired = (detail = 'Confirm your identity to open a session') =>
  new Refusal('voter_session_required', detail);

/**
 * As withPortalLink, for an operation that needs the voter signed in: `sessionValue` (the request's `voter_session`
 * cookie, which the route reads) must be a live session of the link's voter (renewed here), else
 * `voter_session_required`; a voided voter → `voter_voided`.
 */
export async function withPortalSession<T>(
  database: AppDatabase,
  sessionValue: string | undefined,
  token: string,
  work: (trx: TenantTransaction, voter: PortalVoter) => Promise<T>,
  options: PortalTransactionOptions = {},
): Promise<T> {
  const value = sessionValue;
  if (!value) throw voterSessionRequired();
  return withPortalLink(
    database,
    token,
    async (trx, voter) => {
      const session = await renewSession(trx, voter, value, new Date());
      if (!session) throw voterSessionRequired('No live session for this link');
      if (session.voterStatus === null) throw new Refusal('not_found');
      if (session.voterStatus !== 'active') throw new Refusal('voter_voided');
      return work(trx, voter);
    },
    options,
  );
}

/** What the server can tell of who sent a request (the route reads it: http/request-evidence.ts). */
export interface RequestEvidence {
  remoteAddress: string | null;
  userAgent: string | null;
}
