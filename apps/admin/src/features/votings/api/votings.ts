import type {
  MessageTemplate,
  MessageTemplatePreview,
  Pagination,
  Voter,
  VoterImport,
  VoterInput,
  Voting,
  VotingInput,
  VotingDocument,
  VotingSummary,
  operations,
} from '@backoffice/api-client';
import { DEFAULT_LOCALE, isSupportedLocale } from '@backoffice/domain';
import { api, unwrap } from '@admin/lib/api-client';
import { uploadFile, type UploadProgress } from '@admin/lib/upload';

// The votings operations of the contract (tag `votings`) that the list and the new-voting flow call, and the ballot
// templates the flow offers. Failures reject with the client's ApiError; a 401 has already sent the app to sign-in,
// and the call rejects with SignedOutError so that no screen goes on with missing data. The two uploads (with
// progress) go through lib/upload.ts.

export type VotingsQuery = NonNullable<operations['listVotings']['parameters']['query']>;
export type VotingsSortBy = NonNullable<VotingsQuery['sortBy']>;

export interface VotingsPage {
  votings: VotingSummary[];
  pagination: Pagination;
}

const votingPath = (votingId: string) => ({ params: { path: { votingId } } });
const importPath = (votingId: string, importId: string) => ({ params: { path: { votingId, importId } } });

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

/** DELETE /votings/{votingId}/documents/{documentId} (deleteVotingDocument): only while a draft. */
export async function deleteVotingDocument(votingId: string, documentId: string): Promise<void> {
  await api.DELETE('/votings/{votingId}/documents/{documentId}', {
    params: { path: { votingId, documentId } },
  });
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

/** GET /votings/{votingId}/voter-imports/{importId} (getVoterImport): the import and its progress. */
export async function getVoterImport(votingId: string, importId: string): Promise<VoterImport> {
  const { data } = await api.GET(
    '/votings/{votingId}/voter-imports/{importId}',
    importPath(votingId, importId),
  );
  return unwrap(data).voterImport;
}

/** POST …/voter-imports/{importId}/confirm (confirmVoterImport): imports the valid rows (202, importing). */
export async function confirmVoterImport(votingId: string, importId: string): Promise<VoterImport> {
  const { data } = await api.POST('/votings/{votingId}/voter-imports/{importId}/confirm', {
    ...importPath(votingId, importId),
    body: {},
  });
  return unwrap(data).voterImport;
}

/** DELETE /votings/{votingId}/voter-imports/{importId} (discardVoterImport). */
export async function discardVoterImport(votingId: string, importId: string): Promise<void> {
  await api.DELETE('/votings/{votingId}/voter-imports/{importId}', importPath(votingId, importId));
}

/**
 * GET …/voter-imports/{importId}/error-report (downloadVoterImportErrors): the rows with errors as CSV, with the
 * screen's columns and sentences in `locale` (pt-BR for a locale the server does not have).
 */
export async function downloadVoterImportErrors(
  votingId: string,
  importId: string,
  locale: string,
): Promise<Blob> {
  const { data } = await api.GET('/votings/{votingId}/voter-imports/{importId}/error-report', {
    params: {
      path: { votingId, importId },
      query: { locale: isSupportedLocale(locale) ? locale : DEFAULT_LOCALE },
    },
    parseAs: 'blob',
  });
  return unwrap(data);
}

/** GET /voter-imports/example (getVoterImportExample): a CSV the import reads as it is. */
export async function getVoterImportExample(): Promise<Blob> {
  const { data } = await api.GET('/voter-imports/example', { parseAs: 'blob' });
  return unwrap(data);
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

type DocumentAnswer = operations['uploadVotingDocument']['responses'][201]['content']['application/json'];
type ImportAnswer = operations['uploadVoterImport']['responses'][201]['content']['application/json'];

/** POST /votings/{votingId}/documents (uploadVotingDocument): a PDF, PNG or JPEG. */
export async function uploadVotingDocument(
  votingId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<VotingDocument> {
  const path = `/votings/${encodeURIComponent(votingId)}/documents`;
  const answer = await uploadFile<DocumentAnswer>(path, file.name, file, file.type, onProgress, signal);
  return answer.document;
}

/** POST /votings/{votingId}/voter-imports (uploadVoterImport): the CSV is read, nothing is written yet. */
export async function uploadVoterImport(
  votingId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<VoterImport> {
  const path = `/votings/${encodeURIComponent(votingId)}/voter-imports`;
  // Excel names its CSV type in many ways (or not at all): the server reads the bytes, not the name.
  const type = file.type === 'text/csv' ? 'text/csv' : 'application/octet-stream';
  const answer = await uploadFile<ImportAnswer>(path, file.name, file, type, onProgress, signal);
  return answer.voterImport;
}
