import type {
  AuditChainStatus,
  AuditEntry,
  Pagination,
  RepresentedVote,
  Voter,
  Voting,
  VotingDispatch,
  VotingResults,
  operations,
} from '@backoffice/api-client';
import { api, unwrap } from '@admin/lib/api-client';

// The reads of the voting detail screen (contract tag `votings`). Failures reject with the client's ApiError; a 401
// rejects with SignedOutError (the app is already going to sign-in).

export type VotersQuery = NonNullable<operations['listVoters']['parameters']['query']>;
export type VotersSortBy = NonNullable<VotersQuery['sortBy']>;
export type RepresentedQuery = NonNullable<operations['listRepresentedVotes']['parameters']['query']>;
export type AuditQuery = NonNullable<operations['listVotingAudit']['parameters']['query']>;

export interface VotersAnswer {
  voters: Voter[];
  pagination: Pagination;
}

export interface RepresentedAnswer {
  representedVotes: RepresentedVote[];
  pagination: Pagination;
}

export interface AuditAnswer {
  entries: AuditEntry[];
  chain: AuditChainStatus;
  pagination: Pagination;
}

const votingPath = (votingId: string) => ({ path: { votingId } });

/** GET /votings/{votingId} (getVoting). */
export async function getVoting(votingId: string): Promise<Voting> {
  const { data } = await api.GET('/votings/{votingId}', { params: votingPath(votingId) });
  return unwrap(data).voting;
}

/** GET /votings/{votingId}/results (getVotingResults): the totals now. */
export async function getVotingResults(votingId: string): Promise<VotingResults> {
  const { data } = await api.GET('/votings/{votingId}/results', { params: votingPath(votingId) });
  return unwrap(data).results;
}

/** GET /votings/{votingId}/voters (listVoters): one page of one participation. */
export async function listVoters(votingId: string, query: VotersQuery): Promise<VotersAnswer> {
  const { data } = await api.GET('/votings/{votingId}/voters', {
    params: { ...votingPath(votingId), query },
  });
  return unwrap(data);
}

/** GET /votings/{votingId}/represented-votes (listRepresentedVotes). */
export async function listRepresentedVotes(
  votingId: string,
  query: RepresentedQuery,
): Promise<RepresentedAnswer> {
  const { data } = await api.GET('/votings/{votingId}/represented-votes', {
    params: { ...votingPath(votingId), query },
  });
  return unwrap(data);
}

/** GET /votings/{votingId}/dispatches (listVotingDispatches): newest first. */
export async function listVotingDispatches(votingId: string): Promise<VotingDispatch[]> {
  const { data } = await api.GET('/votings/{votingId}/dispatches', { params: votingPath(votingId) });
  return unwrap(data).dispatches;
}

/** GET /votings/{votingId}/audit (listVotingAudit): oldest first, with the chain's verification. */
export async function listVotingAudit(votingId: string, query: AuditQuery): Promise<AuditAnswer> {
  const { data } = await api.GET('/votings/{votingId}/audit', { params: { ...votingPath(votingId), query } });
  return unwrap(data);
}

/** GET /votings/{votingId}/documents/{documentId} (downloadVotingDocument): the file's bytes. */
export async function downloadVotingDocument(votingId: string, documentId: string): Promise<Blob> {
  const { data } = await api.GET('/votings/{votingId}/documents/{documentId}', {
    params: { path: { votingId, documentId } },
    parseAs: 'blob',
  });
  return unwrap(data);
}

/** GET /votings/{votingId}/reports/vote-map.csv (downloadVoteMap): once closed (409 invalid_state before). */
export async function downloadVoteMap(votingId: string): Promise<Blob> {
  const { data } = await api.GET('/votings/{votingId}/reports/vote-map.csv', {
    params: votingPath(votingId),
    parseAs: 'blob',
  });
  return unwrap(data);
}

/** GET /votings/{votingId}/reports/minutes.pdf (downloadVotingReport): once closed (409 invalid_state before). */
export async function downloadVotingReport(votingId: string): Promise<Blob> {
  const { data } = await api.GET('/votings/{votingId}/reports/minutes.pdf', {
    params: votingPath(votingId),
    parseAs: 'blob',
  });
  return unwrap(data);
}
