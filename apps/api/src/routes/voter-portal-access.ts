import type { components } from '@backoffice/api-client';
import {
  newVoterSession,
  PIN_VALID_MS,
  validateLast4,
  validatePin,
  VOTER_SESSION_MAX_MS,
} from '@backoffice/domain';
import { secureVoterCookies, voterSessionCookie, voterSessionValue } from '../auth/voter-session-cookie.ts';
import { HttpProblem, paramsProblem } from '../http/problem.ts';
import { loadDocument } from '../services/votings/documents.ts';
import { sendStoredFile } from './stored-file-reply.ts';
import { appendAudit } from '../services/votings/audit-log.ts';
import { effectiveStatus } from '../services/votings/voting-status.ts';
import {
  newSessionValue,
  sessionTokenHash,
  withPortalLink,
  withPortalSession,
  type PortalVoter,
} from '../services/voter-portal/portal-session.ts';
import { requestEvidence } from '../http/request-evidence.ts';
import { acceptPolicy } from '../services/voter-portal/policy-acceptance.ts';
import { pinMail } from '../services/voter-portal/pin-mail.ts';
import {
  loadAccessVoter,
  loadPortalVoting,
  portalVotingView,
} from '../services/voter-portal/portal-voting-view.ts';
import {
  clearFailures,
  clearIdentityFailures,
  issuePin,
  last4Matches,
  lockAccess,
  lockedUntil,
  lockPendingPin,
  maskEmail,
  pinMatches,
  PIN_SENDS_PER_HOUR,
  recordFailure,
  resendWaitSeconds,
  sendLimitWaitSeconds,
  withdrawPin,
  type AccessStep,
  type Failure,
} from '../services/voter-portal/voter-access.ts';
import type { TenantTransaction } from '../db/tenant.ts';
import type { AppDependencies, JsonBody, RouteHandler } from './types.ts';

// The voter portal's way in (issue 6): the link's voting, the last-4 check that e-mails a PIN, the PIN that opens
// the session cookie, the voting's documents and the policy acceptance. A wrong try must be counted even though it
// is refused, so those handlers let their transaction commit and throw the refusal after it.

type TokenParams = { token: string };
type Schemas = components['schemas'];

function linkLocked(until: Date): HttpProblem {
  return paramsProblem('link_locked', { lockedUntil: until.toISOString() }, 'Too many wrong tries', {
    'retry-after': String(Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000))),
  });
}

/**
 * A malformed entry (a letter in a CPF's last 4, a PIN that is not 6 digits) is refused before anything is compared
 * or counted: 400 validation_failed, with the domain rule's code on the field and the spec's words as the detail.
 */
function malformedEntry(field: 'last4' | 'pin', code: string): HttpProblem {
  const detail =
    code === 'last4DigitsOnly' || code === 'pinDigitsOnly'
      ? 'Somente números são permitidos'
      : code === 'last4CnpjCharacters'
        ? 'Os 2 primeiros podem ser letras ou números; os 2 últimos do CNPJ são sempre números'
        : field === 'pin'
          ? 'O código de acesso tem 6 dígitos'
          : 'Informe os 4 últimos caracteres do CPF ou CNPJ';
  return new HttpProblem('validation_failed', detail, {}, [{ field, code }]);
}

function failureProblem(step: AccessStep, failure: Failure): HttpProblem {
  if (failure.locked) return linkLocked(failure.lockedUntil);
  return paramsProblem(step === 'identity' ? 'identity_mismatch' : 'pin_mismatch', {
    attemptsLeft: failure.attemptsLeft,
  });
}

/**
 * What both steps check first, in this order: the voting is not a draft (404), the voter is active (403), the
 * voting is open (409), the link is not locked (429).
 */
async function accessGate(trx: TenantTransaction, voter: PortalVoter, now: Date) {
  const voting = await loadPortalVoting(trx, voter, now);
  const row = await loadAccessVoter(trx, voter);
  if (row.status !== 'active') throw new HttpProblem('voter_voided', 'The voter was voided');
  if (effectiveStatus(voting, now) !== 'open') {
    throw new HttpProblem('invalid_state', 'The voting is not open');
  }
  const access = await lockAccess(trx, voter);
  const until = lockedUntil(access, now);
  if (until) throw linkLocked(until);
  return { voting, row, access };
}

export function getPortalVotingHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<Schemas['PortalVoting']> => {
    const { token } = request.params as TokenParams;
    const session = voterSessionValue(request);
    return withPortalLink(database, token, (trx, voter) => portalVotingView(trx, voter, session, new Date()));
  };
}

export function verifyPortalIdentityHandler({ database, mailer }: AppDependencies): RouteHandler {
  return async (request, reply): Promise<Schemas['PortalIdentityAccepted']> => {
    const { token } = request.params as TokenParams;
    const { last4 } = request.body as JsonBody<'verifyPortalIdentity'>;
    const evidence = requestEvidence(request);
    const outcome = await withPortalLink(database, token, async (trx, voter) => {
      const now = new Date();
      const { voting, row, access } = await accessGate(trx, voter, now);
      // Before anything else is looked at or counted: not the voter's kind of last 4 is no try.
      const malformed = validateLast4(last4, row.tax_id_type);
      if (malformed) throw malformedEntry('last4', malformed);
      const wait = resendWaitSeconds(access, now);
      if (wait > 0) {
        throw paramsProblem('pin_resend_too_soon', { retryAfter: wait }, 'A PIN was sent moments ago', {
          'retry-after': String(wait),
        });
      }
      // The hour's cap, before the last 4 are looked at: nothing to send, so no try is counted either.
      const capped = sendLimitWaitSeconds(access, now);
      if (capped > 0) {
        throw paramsProblem(
          'pin_send_limit',
          { retryAfter: capped, limit: PIN_SENDS_PER_HOUR },
          `At most ${PIN_SENDS_PER_HOUR} PINs an hour are sent to a voter`,
          { 'retry-after': String(capped) },
        );
      }
      if (!last4Matches(row.tax_id, last4)) {
        return {
          ok: false as const,
          failure: await recordFailure(trx, voter, access, 'identity', evidence, now),
        };
      }
      await clearIdentityFailures(trx, voter, now);
      const { pin, expiresAt } = await issuePin(trx, voter, now);
      const company = await trx
        .selectFrom('companies')
        .select('name')
        .where('id', '=', voter.companyId)
        .executeTakeFirstOrThrow();
      const mail = pinMail({
        to: row.email,
        voterName: row.name,
        votingTitle: voting.title,
        companyName: company.name,
        pin,
        validMinutes: PIN_VALID_MS / 60_000,
      });
      return { ok: true as const, mail, email: row.email, expiresAt, sentAt: now };
    });
    if (!outcome.ok) throw failureProblem('identity', outcome.failure);

    // Sent once the PIN is committed (an SMTP conversation never holds a transaction open). When it fails, the PIN
    // is withdrawn and the voter may ask again at once.
    try {
      await mailer.send(outcome.mail);
    } catch (error) {
      await withPortalLink(database, token, (trx, voter) => withdrawPin(trx, voter, outcome.sentAt));
      request.log.error({ err: error }, 'voter portal: the PIN e-mail could not be sent');
      throw new HttpProblem('internal', 'The access code could not be sent; try again');
    }
    reply.code(202);
    return { pinSentTo: maskEmail(outcome.email), expiresAt: outcome.expiresAt.toISOString() };
  };
}

export function verifyPortalPinHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply): Promise<Schemas['PortalSession']> => {
    const { token } = request.params as TokenParams;
    const { pin } = request.body as JsonBody<'verifyPortalPin'>;
    const evidence = requestEvidence(request);
    const outcome = await withPortalLink(database, token, async (trx, voter) => {
      const now = new Date();
      const { access } = await accessGate(trx, voter, now);
      // The contract's pattern already refuses it; the rule is the domain's, here as in the portal.
      const malformed = validatePin(pin);
      if (malformed) throw malformedEntry('pin', malformed);
      const challenge = await lockPendingPin(trx, voter);
      if (!challenge || new Date(challenge.expires_at).getTime() <= now.getTime()) {
        throw new HttpProblem('pin_expired', 'No valid PIN: ask for a new one');
      }
      if (!(await pinMatches(challenge, pin))) {
        await trx
          .updateTable('voter_pin_challenges')
          .set({ attempts: challenge.attempts + 1 })
          .where('voter_id', '=', voter.voterId)
          .execute();
        return { ok: false as const, failure: await recordFailure(trx, voter, access, 'pin', evidence, now) };
      }
      await trx.deleteFrom('voter_pin_challenges').where('voter_id', '=', voter.voterId).execute();
      await clearFailures(trx, voter, now);
      // Sessions of this voter that are over are of no use to anyone: they go as a new one starts.
      await trx
        .deleteFrom('voter_sessions')
        .where('voter_id', '=', voter.voterId)
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('absolute_expires_at', '<=', now)]))
        .execute();
      const value = newSessionValue();
      const times = newVoterSession(now.getTime());
      const absoluteExpiresAt = new Date(times.absoluteExpiresAtMs);
      const expiresAt = new Date(times.expiresAtMs);
      const session = await trx
        .insertInto('voter_sessions')
        .values({
          company_id: voter.companyId,
          workspace_id: voter.workspaceId,
          voting_id: voter.votingId,
          voter_id: voter.voterId,
          token_hash: sessionTokenHash(value),
          created_at: now,
          last_used_at: now,
          expires_at: expiresAt,
          absolute_expires_at: absoluteExpiresAt,
          remote_address: evidence.remoteAddress,
          user_agent: evidence.userAgent,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await appendAudit(trx, voter, { kind: 'voter', id: voter.voterId }, 'voter.identified', {
        sessionId: session.id,
        remoteAddress: evidence.remoteAddress,
        userAgent: evidence.userAgent,
      });
      return { ok: true as const, value, expiresAt };
    });
    if (!outcome.ok) throw failureProblem('pin', outcome.failure);
    reply.header(
      'set-cookie',
      voterSessionCookie(token, outcome.value, {
        secure: secureVoterCookies(),
        maxAgeSeconds: VOTER_SESSION_MAX_MS / 1000,
      }),
    );
    reply.header('cache-control', 'no-store');
    return { expiresAt: outcome.expiresAt.toISOString() };
  };
}

export function downloadPortalDocumentHandler({ database, fileStorage }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { token, documentId } = request.params as TokenParams & { documentId: string };
    const document = await withPortalSession(database, voterSessionValue(request), token, (trx, voter) =>
      loadDocument(trx, voter.votingId, documentId),
    );
    return sendStoredFile(reply, fileStorage, document);
  };
}

export function acceptPortalPolicyHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply): Promise<Schemas['PolicyAcceptance']> => {
    const { token } = request.params as TokenParams;
    const { version, clientAddress } = request.body as JsonBody<'acceptPortalPolicy'>;
    const evidence = { ...requestEvidence(request), clientAddress: clientAddress ?? null };
    const accepted = await withPortalSession(
      database,
      voterSessionValue(request),
      token,
      async (trx, voter) => {
        const now = new Date();
        const voting = await loadPortalVoting(trx, voter, now);
        if (effectiveStatus(voting, now) !== 'open') {
          throw new HttpProblem('invalid_state', 'The voting is not open');
        }
        return acceptPolicy(trx, voter, version, evidence, now);
      },
    );
    reply.code(201);
    return { version: accepted.version, acceptedAt: accepted.acceptedAt.toISOString() };
  };
}
