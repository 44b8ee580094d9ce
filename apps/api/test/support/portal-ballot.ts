import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { VOTER_POLICY_VERSION } from '@backoffice/domain';
import type { AppDatabase } from '../../src/index.ts';
import { withWorkspace } from '../../src/db/tenant.ts';
import { newSessionValue, sessionTokenHash } from '../../src/services/voter-portal/portal-session.ts';
import { linkTokenHash } from '../../src/services/voting-dispatch/link-token.ts';
import type { ApiHarness } from './harness.ts';
import { insertVoterRow, type VoterRowOptions, type VotingScope } from './voting-fixtures.ts';

// The voter portal's ballot side in tests: a voter of a voting with a known link token and a live session (written
// straight into the database, as the PIN step would), and calls with its cookie.

export interface PortalTestVoter {
  voterId: string;
  taxId: string;
  /** The link token (what `/v/<token>` carries). */
  token: string;
  /** The `voter_session` cookie's value. */
  session: string;
}

/** A voter whose link token is known, with a live voter session and (unless `policy: false`) the policy accepted. */
export async function insertPortalVoter(
  database: AppDatabase,
  scope: VotingScope & { votingId: string },
  options: VoterRowOptions & { policy?: boolean } = {},
): Promise<PortalTestVoter> {
  const { voterId, taxId } = await insertVoterRow(database, scope, options);
  const token = randomBytes(32).toString('base64url');
  const session = newSessionValue();
  const now = Date.now();
  await withWorkspace(database.db, scope.companyId, scope.workspaceId, async (trx) => {
    await trx
      .updateTable('voters')
      .set({ token_hash: linkTokenHash(token) })
      .where('id', '=', voterId)
      .execute();
    const keys = {
      company_id: scope.companyId,
      workspace_id: scope.workspaceId,
      voting_id: scope.votingId,
      voter_id: voterId,
    };
    await trx
      .insertInto('voter_sessions')
      .values({
        ...keys,
        token_hash: sessionTokenHash(session),
        expires_at: new Date(now + 30 * 60_000),
        absolute_expires_at: new Date(now + 4 * 3_600_000),
      })
      .execute();
  });
  if (options.policy !== false) await acceptPolicy(database, scope, voterId);
  return { voterId, taxId, token, session };
}

/** Records the voter's acceptance of the current policy version (as acceptPortalPolicy does). */
export async function acceptPolicy(
  database: AppDatabase,
  scope: VotingScope & { votingId: string },
  voterId: string,
): Promise<void> {
  await withWorkspace(database.db, scope.companyId, scope.workspaceId, (trx) =>
    trx
      .insertInto('voter_policy_acceptances')
      .values({
        company_id: scope.companyId,
        workspace_id: scope.workspaceId,
        voting_id: scope.votingId,
        voter_id: voterId,
        version: VOTER_POLICY_VERSION,
        remote_address: '203.0.113.7',
        user_agent: 'vitest',
      })
      .execute(),
  );
}

export interface PortalCall {
  method?: 'GET' | 'POST' | 'DELETE';
  /** After /api/portal/<token>. */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A call of the voter's portal with its session cookie (checked against the contract by the harness). */
export function portalCall(
  api: ApiHarness,
  voter: PortalTestVoter,
  call: PortalCall,
): Promise<LightMyRequestResponse> {
  return api.call({
    method: call.method ?? 'GET',
    url: `/api/portal/${voter.token}${call.path}`,
    headers: { cookie: `voter_session=${voter.session}`, 'user-agent': 'vitest-portal', ...call.headers },
    ...(call.body === undefined ? {} : { body: call.body }),
  });
}

/** A tiny PDF (its magic bytes are what the upload checks). */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Uploads a file as the voter (default: a power of attorney PDF); returns the upload's id. */
export async function uploadAs(
  api: ApiHarness,
  voter: PortalTestVoter,
  kind: 'support' | 'power_of_attorney' = 'power_of_attorney',
  bytes: Buffer = TINY_PDF,
  contentType = 'application/pdf',
): Promise<LightMyRequestResponse> {
  return portalCall(api, voter, {
    method: 'POST',
    path: `/uploads?kind=${kind}&name=${encodeURIComponent(kind === 'support' ? 'Documento.pdf' : 'Procuração.pdf')}`,
    headers: { 'content-type': contentType },
    body: bytes,
  });
}
