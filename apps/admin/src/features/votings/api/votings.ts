import type {
  MessageTemplate,
  MessageTemplatePreview,
  Pagination,
  Voter,
  VoterInput,
  Voting,
  VotingInput,
  VotingSummary,
  operations,
} from '@backoffice/api-client';
import { api, unwrap } from '@admin/lib/api-client';

// The votings operations of the contract (tag `votings`) that the list and the new-voting flow call, and the ballot
// templates the flow offers. Failures reject with the client's ApiError; a 401 has already sent the app to sign-in,
// and the call rejects with SignedOutError so that no screen goes on with missing data. A voter list's import and the
// support documents have modules of their own (voter-imports.ts, voting-documents.ts): their code, the uploads with
// progress (lib/upload.ts) among it, loads with the screens' parts that use it, not with every votings screen.

export type VotingsQuery = NonNullable<operations['listVotings']['parameters']['query']>;
export type VotingsSortBy = NonNullable<VotingsQuery['sortBy']>;

export interface VotingsPage {
  votings: VotingSummary[];
  pagination: Pagination;
}

const votingPath = (votingId: string) => ({ params: { path: { votingId } } });

/** GET /votings (listVotings): one page, searched, filtered and sorted by the server. */
export async function listVotings(query: VotingsQuery, signal?: AbortSignal): Promise<VotingsPage> {
  const { data } = await api.GET('/votings', { params: { query }, signal });
  return unwrap(data);
}

/** GET /votings/{votingId} (getVoting). */
export async function getVoting(votingId: string): Promise<Voting> {
  const { data } = await api.GET('/votings/{votingId}', votingPath(votingId));
  return unwrap(data).voting;
}

/** POST /votings (createVoting): a draft. */
export async function createVoting(body: VotingInput): Promise<Voting> {
  const { data } = await api.POST('/votings', { body });
  return unwrap(data).voting;
}

/** PUT /votings/{votingId} (updateVoting): the whole input, every time. */
export async function updateVoting(votingId: string, body: VotingInput): Promise<Voting> {
  const { data } = await api.PUT('/votings/{votingId}', { ...votingPath(votingId), body });
  return unwrap(data).voting;
}

/** POST /votings/{votingId}/publish (publishVoting): opens now (opensAt null) or schedules. */
export async function publishVoting(votingId: string, opensAt: string | null): Promise<Voting> {
  const { data } = await api.POST('/votings/{votingId}/publish', {
    ...votingPath(votingId),
    body: { opensAt },
  });
  return unwrap(data).voting;
}

/** DELETE /votings/{votingId} (deleteVoting): discards a draft (409 invalid_state for any other status). */
export async function discardVoting(votingId: string): Promise<void> {
  await api.DELETE('/votings/{votingId}', votingPath(votingId));
}

export type VotersQuery = NonNullable<operations['listVoters']['parameters']['query']>;

/** GET /votings/{votingId}/voters (listVoters): one page of the voting's voters. */
export async function listVoters(
  votingId: string,
  query: VotersQuery,
): Promise<{ voters: Voter[]; pagination: Pagination }> {
  const { data } = await api.GET('/votings/{votingId}/voters', { params: { path: { votingId }, query } });
  return unwrap(data);
}

/** POST /votings/{votingId}/voters (addVoter). */
export async function addVoter(votingId: string, body: VoterInput): Promise<Voter> {
  const { data } = await api.POST('/votings/{votingId}/voters', { ...votingPath(votingId), body });
  return unwrap(data).voter;
}

/**
 * POST /votings/{votingId}/test-invitation (sendTestInvitation): the voting's invitation, for a sample voter, to the
 * signed-in user's own e-mail; answers that address.
 */
export async function sendTestInvitation(votingId: string): Promise<string> {
  const { data } = await api.POST('/votings/{votingId}/test-invitation', {
    ...votingPath(votingId),
    body: {},
  });
  return unwrap(data).sentTo;
}

/** GET /templates?kind=ballot (listTemplates): the ballot templates of the current workspace, by name. */
export async function listBallotTemplates(): Promise<MessageTemplate[]> {
  const { data } = await api.GET('/templates', {
    params: { query: { kind: 'ballot', sortBy: 'name', sortDirection: 'asc', offset: 0, limit: 100 } },
  });
  return unwrap(data).templates;
}

/** POST /templates/preview (previewTemplate): a template filled with sample data. */
export async function previewBallotTemplate(template: MessageTemplate): Promise<MessageTemplatePreview> {
  const { data } = await api.POST('/templates/preview', {
    body: { kind: template.kind, channel: template.channel, subject: template.subject, body: template.body },
  });
  return unwrap(data);
}
