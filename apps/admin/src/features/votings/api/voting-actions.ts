import type { Voter, VoterInput, Voting, VotingDispatch, VotingDocument } from '@backoffice/api-client';
import { api, unwrap } from '@admin/lib/api-client';

// The writes of the voting detail screen (contract tag `votings`, permission votings.run). Each rejects with the
// client's ApiError carrying the server's problem (409 invalid_state, tax_id_taken, voter_has_voted; 422 with
// field errors…).

const votingPath = (votingId: string) => ({ path: { votingId } });
const voterPath = (votingId: string, voterId: string) => ({ path: { votingId, voterId } });

/** POST /votings/{votingId}/close (closeVoting): open → closed, audited with the reason. */
export async function closeVoting(votingId: string, reason: string): Promise<Voting> {
  const { data } = await api.POST('/votings/{votingId}/close', {
    params: votingPath(votingId),
    body: { reason },
  });
  return unwrap(data).voting;
}

/** POST /votings/{votingId}/cancel (cancelVoting): scheduled or open → cancelled. */
export async function cancelVoting(votingId: string, reason: string): Promise<Voting> {
  const { data } = await api.POST('/votings/{votingId}/cancel', {
    params: votingPath(votingId),
    body: { reason },
  });
  return unwrap(data).voting;
}

/** POST /votings/{votingId}/deadline (extendVotingDeadline): a later deadline, audited with the old and new. */
export async function extendVotingDeadline(
  votingId: string,
  deadline: string,
  reason: string,
): Promise<Voting> {
  const { data } = await api.POST('/votings/{votingId}/deadline', {
    params: votingPath(votingId),
    body: { deadline, reason },
  });
  return unwrap(data).voting;
}

/** POST /votings/{votingId}/voters (addVoter). */
export async function addVoter(votingId: string, body: VoterInput): Promise<Voter> {
  const { data } = await api.POST('/votings/{votingId}/voters', { params: votingPath(votingId), body });
  return unwrap(data).voter;
}

/** PUT /votings/{votingId}/voters/{voterId} (updateVoter): not after the voter has voted. */
export async function updateVoter(votingId: string, voterId: string, body: VoterInput): Promise<Voter> {
  const { data } = await api.PUT('/votings/{votingId}/voters/{voterId}', {
    params: voterPath(votingId, voterId),
    body,
  });
  return unwrap(data).voter;
}

/** POST /votings/{votingId}/voters/{voterId}/void (voidVoter): with the reason, audited. */
export async function voidVoter(votingId: string, voterId: string, reason: string): Promise<Voter> {
  const { data } = await api.POST('/votings/{votingId}/voters/{voterId}/void', {
    params: voterPath(votingId, voterId),
    body: { reason },
  });
  return unwrap(data).voter;
}

/** POST /votings/{votingId}/voters/{voterId}/invitation (resendInvitation): optionally with a new link. */
export async function resendInvitation(
  votingId: string,
  voterId: string,
  rotateLink: boolean,
): Promise<VotingDispatch> {
  const { data } = await api.POST('/votings/{votingId}/voters/{voterId}/invitation', {
    params: voterPath(votingId, voterId),
    body: { rotateLink },
  });
  return unwrap(data).dispatch;
}

/** POST /votings/{votingId}/reminders (remindPendingVoters): one delivery per pending active voter. */
export async function remindPendingVoters(votingId: string): Promise<VotingDispatch> {
  const { data } = await api.POST('/votings/{votingId}/reminders', {
    params: votingPath(votingId),
    body: {},
  });
  return unwrap(data).dispatch;
}

/** POST /votings/{votingId}/documents?fileName= (uploadVotingDocument): a PDF, PNG or JPEG (at most 20 MB) as the
 * body, under its own content type. */
export async function uploadVotingDocument(votingId: string, file: File): Promise<VotingDocument> {
  // The bytes themselves, not the File: every fetch takes an ArrayBuffer (a test DOM's File is not its Blob).
  const bytes = await file.arrayBuffer();
  const { data } = await api.POST('/votings/{votingId}/documents', {
    params: { path: { votingId }, query: { fileName: file.name } },
    body: bytes as unknown as string,
    bodySerializer: (body: unknown) => body as BodyInit,
    headers: { 'Content-Type': file.type },
  });
  return unwrap(data).document;
}

/**
 * POST /votings/{votingId}/voters/{voterId}/unlock (unlockVoterAccess): ends a voter's portal lock, audited;
 * `unlocked` is false when there was none (nothing written).
 */
export async function unlockVoterAccess(
  votingId: string,
  voterId: string,
): Promise<{ voter: Voter; unlocked: boolean }> {
  const { data } = await api.POST('/votings/{votingId}/voters/{voterId}/unlock', {
    params: voterPath(votingId, voterId),
  });
  return unwrap(data);
}

/** POST /votings/{votingId}/duplicate (duplicateVoting): a new draft from this voting; its voters only if asked. */
export async function duplicateVoting(
  votingId: string,
  body: { title: string; includeVoters: boolean },
): Promise<Voting> {
  const { data } = await api.POST('/votings/{votingId}/duplicate', { params: votingPath(votingId), body });
  return unwrap(data).voting;
}
