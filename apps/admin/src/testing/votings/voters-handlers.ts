import type { Pagination, Voter, VoterInput } from '@backoffice/api-client';
import { http, refuse, type Refusal } from '@backoffice/api-client/testing';
import { isAccessLocked, normalizeForSearch, onlyTaxIdChars, parseDecimal } from '@backoffice/domain';
import type { FeatureHandlers } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { bodyOf, pageOf, votingFor } from './access';
import { appendAudit } from './audit';
import { iso } from './clock';
import { representedOf } from './detail-demo-votings';
import { fakeVotingDetail } from './detail-state';
import { newDispatch } from './dispatches';
import { refreshParticipation } from './participation';
import { actionRefusal, fail, isRefusal, takeRefusal } from './refusals';
import { toVoter, type FakeVotingRow } from './rows';
import { fakeVotings, votersOf } from './state';
import { readVoterBody } from './voter-input';
import { addVoterRow, takenTaxIds } from './voter-rows';

// A voting's voters: listVoters (participation filter, search by name, e-mail or CPF/CNPJ, sort, pages), addVoter,
// updateVoter (409 voter_has_voted), voidVoter, unlockVoterAccess (as is when not locked) and resendInvitation.
// The voter writes of the detail screen answer the refusal a story set (refuseNext) first.

/** The words of a search, as the server splits them (case and accents ignored). */
export const searchWords = (text: string | null) =>
  normalizeForSearch(text ?? '')
    .split(/\s+/)
    .filter(Boolean);

function votersAnswer(
  options: FakeApiOptions,
  row: FakeVotingRow,
  url: URL,
): Refusal<400> | { voters: Voter[]; pagination: Pagination } {
  const query = url.searchParams;
  const { offset, limit } = pageOf(url);
  const participation = query.get('participation');
  const sortBy = query.get('sortBy') ?? 'name';
  const sortDirection = (query.get('sortDirection') ?? 'asc') as Pagination['sortDirection'];
  const wanted = searchWords(query.get('search'));
  const found = votersOf(options, row.id)
    .filter((voter) => !participation || voter.participation === participation)
    .filter((voter) => {
      const text = normalizeForSearch(`${voter.name} ${voter.email} ${voter.taxId}`);
      return wanted.every((word) => text.includes(word) || text.includes(onlyTaxIdChars(word)));
    })
    .sort((a, b) => {
      const order =
        sortBy === 'weight'
          ? Number(parseDecimal(a.weight) - parseDecimal(b.weight))
          : sortBy === 'votedAt'
            ? (a.votedAt ?? '').localeCompare(b.votedAt ?? '')
            : a.name.localeCompare(b.name, 'pt-BR');
      return (sortDirection === 'desc' ? -order : order) || a.id.localeCompare(b.id);
    });
  return {
    voters: found.slice(offset, offset + limit).map(toVoter),
    pagination: { total: found.length, offset, limit, sortBy, sortDirection },
  };
}

/** The voter the path names and the detail's state, after the role, the voting and a refusal set for this write. */
function voterFor<S extends 400 | 404 | 409 | 422 | 500>(
  options: FakeApiOptions,
  params: { votingId: string; voterId: string },
  declared: readonly S[],
) {
  const { row, refusal } = votingFor(options, params.votingId, 'write');
  if (refusal) return { refusal };
  const state = fakeVotingDetail(options);
  const refused = takeRefusal(state, declared);
  if (refused) return { refusal: refused };
  const voter = votersOf(options, row.id).find((candidate) => candidate.id === params.voterId);
  return voter ? { row, voter, state } : { refusal: fail(404, 'not_found') };
}

export const votersHandlers: FeatureHandlers = (options) => [
  http.get('/votings/{votingId}/voters', ({ params, request, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'read');
    if (refusal) return refuse(response, refusal);
    if (fakeVotingDetail(options).failVoters) return refuse(response, fail(500, 'internal'));
    const listed = votersAnswer(options, row, new URL(request.url));
    return isRefusal(listed) ? refuse(response, listed) : response(200).json(listed);
  }),
  http.post('/votings/{votingId}/voters', async ({ params, request, response }) => {
    const { row, refusal } = votingFor(options, params.votingId, 'write');
    if (refusal) return refuse(response, refusal);
    const notNow = actionRefusal(row, 'changeVoters');
    if (notNow) return refuse(response, notNow);
    const input = (await bodyOf(request)) as VoterInput;
    const read = readVoterBody(input);
    if (isRefusal(read)) return refuse(response, read);
    const state = fakeVotings(options);
    if (takenTaxIds(state, row.id).has(read.taxId))
      return refuse(response, fail(409, 'tax_id_taken', [{ field: 'taxId', code: 'tax_id_taken' }]));
    const voter = addVoterRow(state, row, read);
    return response(201).json({ voter: toVoter(voter) });
  }),
  http.put('/votings/{votingId}/voters/{voterId}', async ({ params, request, response }) => {
    const { row, voter, state, refusal } = voterFor(options, params, [400, 404, 409, 422, 500]);
    if (refusal) return refuse(response, refusal);
    if (voter.votedAt) return refuse(response, fail(409, 'voter_has_voted'));
    const notNow = actionRefusal(row, 'changeVoters');
    if (notNow || voter.status === 'voided') return refuse(response, notNow ?? fail(409, 'invalid_state'));
    const input = (await bodyOf(request)) as VoterInput;
    const read = readVoterBody(input);
    if (isRefusal(read)) return refuse(response, read);
    if (votersOf(options, row.id).some((other) => other.id !== voter.id && other.taxId === read.taxId))
      return refuse(response, fail(409, 'tax_id_taken', [{ field: 'taxId', code: 'tax_id_taken' }]));
    Object.assign(voter, read);
    appendAudit(state, row.id, 'voter.updated', { voterId: voter.id });
    return response(200).json({ voter: toVoter(voter) });
  }),
  http.post('/votings/{votingId}/voters/{voterId}/void', async ({ params, request, response }) => {
    const { row, voter, state, refusal } = voterFor(options, params, [400, 404, 409, 422, 500]);
    if (refusal) return refuse(response, refusal);
    const { reason } = (await bodyOf(request)) as { reason: string };
    const notNow = actionRefusal(row, 'changeVoters');
    if (notNow || voter.status === 'voided') return refuse(response, notNow ?? fail(409, 'invalid_state'));
    const was = voter.participation;
    Object.assign(voter, {
      status: 'voided',
      participation: 'voided',
      voidReason: reason,
      voidedAt: iso(Date.now()),
    });
    row.counts[was === 'completed' ? 'completed' : 'pending'] -= 1;
    row.counts.voided += 1;
    refreshParticipation(votersOf(options, row.id), representedOf(state, row.id), row);
    appendAudit(state, row.id, 'voter.voided', { voterId: voter.id, reason: voter.voidReason });
    return response(200).json({ voter: toVoter(voter) });
  }),
  http.post('/votings/{votingId}/voters/{voterId}/unlock', ({ params, response }) => {
    const { row, voter, state, refusal } = voterFor(options, params, [400, 404, 500]);
    if (refusal) return refuse(response, refusal);
    // As the server's unlockVoterAccess: a voter who is not locked is answered as is, nothing written.
    if (!isAccessLocked(voter.accessLockedUntil, new Date()))
      return response(200).json({ voter: toVoter(voter), unlocked: false });
    const lockedUntil = voter.accessLockedUntil;
    voter.accessLockedUntil = null;
    appendAudit(state, row.id, 'voter.access_unlocked', { voterId: voter.id, lockedUntil });
    return response(200).json({ voter: toVoter(voter), unlocked: true });
  }),
  http.post('/votings/{votingId}/voters/{voterId}/invitation', async ({ params, request, response }) => {
    const { row, voter, state, refusal } = voterFor(options, params, [400, 404, 409, 500]);
    if (refusal) return refuse(response, refusal);
    const notNow = actionRefusal(row, 'remind');
    if (notNow || voter.status !== 'active' || voter.participation !== 'pending')
      return refuse(response, notNow ?? fail(409, 'invalid_state'));
    const body = await bodyOf(request);
    const rotateLink = Boolean((body as { rotateLink?: boolean } | undefined)?.rotateLink);
    voter.lastInvitation = { status: 'pending', at: iso(Date.now()) };
    if (rotateLink) appendAudit(state, row.id, 'voter.link_rotated', { voterId: voter.id });
    appendAudit(state, row.id, 'invitation.resend_queued', { voterIds: [voter.id] });
    return response(202).json({ dispatch: newDispatch(state, row, 'resend', 1) });
  }),
];
