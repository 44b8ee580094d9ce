import {
  ApiError,
  FORBIDDEN_MESSAGE,
  type ApiClient,
  type Problem,
  type components,
} from '@backoffice/api-client';
import { SessionEndedError } from '../../api/session-ended';
import { xhrUpload, type UploadProgress } from './upload-transport';

// What the attorney pieces need from the server, as a small set of async functions: the portal passes them in
// (made by `createAttorneyApi` from its client), stories and tests pass fakes. Failures reject with the client's
// ApiError (the server's problem inside); an ended voter session rejects with SessionEndedError, which the pieces
// leave to the portal (its client has already gone back to the identity step).

type Schemas = components['schemas'];
export type RepresentedParty = Schemas['RepresentedParty'];
export type RepresentedPartyInput = Schemas['RepresentedPartyInput'];
export type RepresentedPartiesImport = Schemas['RepresentedPartyImport'];
export type VoterUploadKind = Schemas['VoterUploadKind'];
export type VoterUpload = Schemas['VoterUpload'];

export type { UploadProgress };

export interface AttorneyApi {
  /** POST /portal/{token}/represented-parties (addRepresentedParty). */
  addRepresentedParty(token: string, input: RepresentedPartyInput): Promise<RepresentedParty>;
  /** DELETE /portal/{token}/represented-parties/{partyId} (removeRepresentedParty). */
  removeRepresentedParty(token: string, partyId: string): Promise<void>;
  /** POST /portal/{token}/represented-parties/import (importRepresentedParties), the CSV with upload progress. */
  importRepresentedParties(
    token: string,
    file: File,
    onProgress: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ): Promise<RepresentedPartiesImport>;
  /** The attorney's parties as the server has them now (read again after an import). */
  listRepresentedParties(token: string): Promise<RepresentedParty[]>;
  /** GET /portal/represented-parties/example.csv (getRepresentedPartiesExample). */
  downloadRepresentedPartiesExample(): Promise<Blob>;
  /** POST /portal/{token}/uploads?kind&name (uploadPortalDocument), with upload progress. */
  uploadPortalDocument(
    token: string,
    kind: VoterUploadKind,
    file: File,
    onProgress: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ): Promise<VoterUpload>;
  /** DELETE /portal/{token}/uploads/{uploadId} (deletePortalUpload). */
  removePortalDocument(token: string, uploadId: string): Promise<void>;
}

/** The server's own code (every 403 is 'forbidden' on the error itself; the real code stays in the problem). */
export function problemCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.problem?.code ?? error.code;
}

/** The problem's field errors, when the server listed them. */
export function problemErrors(error: unknown): NonNullable<Problem['errors']> {
  return error instanceof ApiError ? (error.problem?.errors ?? []) : [];
}

async function readProblem(response: Response): Promise<Problem | undefined> {
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return undefined;
  try {
    const body = (await response.clone().json()) as Partial<Problem>;
    return typeof body.code === 'string' && typeof body.title === 'string' ? (body as Problem) : undefined;
  } catch {
    return undefined;
  }
}

/** A failed response → the same ApiError the typed client raises (or SessionEndedError for a 401). */
export async function failureOf(response: Response, onUnauthorized: () => void): Promise<Error> {
  if (response.status === 401) {
    onUnauthorized();
    return new SessionEndedError('The voter session ended.');
  }
  const problem = await readProblem(response);
  const extra = problem ? { problem } : {};
  if (response.status === 403)
    return new ApiError(FORBIDDEN_MESSAGE, { response, code: 'forbidden', ...extra });
  return new ApiError(problem?.title ?? `Request failed with status ${response.status}`, {
    response,
    code: problem?.code ?? 'unknown',
    ...extra,
  });
}

export interface AttorneyApiOptions {
  /** The portal's client (createApiClient with no token: the voter's session is its cookie). */
  client: ApiClient;
  /** What the portal does when the voter's session ended (401) during an upload; its client's own handler. */
  onUnauthorized: () => void;
  /** The API's base path (default '/api'). */
  baseUrl?: string;
}

const path = (value: string) => encodeURIComponent(value);

/** The attorney pieces' calls made from the portal's client; the uploads go through XMLHttpRequest (progress). */
export function createAttorneyApi({
  client,
  onUnauthorized,
  baseUrl = '/api',
}: AttorneyApiOptions): AttorneyApi {
  // The typed client calls onUnauthorized on a 401 and resolves without data: the pieces stop there.
  const ended = () => new SessionEndedError('The voter session ended.');

  async function upload<T>(
    url: string,
    query: Record<string, string>,
    body: Blob,
    contentType: string,
    onProgress: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ): Promise<T> {
    const target = new URL(`${baseUrl.replace(/\/$/, '')}${url}`, window.location.origin);
    for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
    const response = await xhrUpload({ url: target.toString(), contentType, body, onProgress, signal });
    if (response.status < 200 || response.status >= 300) throw await failureOf(response, onUnauthorized);
    return (await response.json()) as T;
  }

  return {
    async addRepresentedParty(token, input) {
      const { data } = await client.POST('/portal/{token}/represented-parties', {
        params: { path: { token } },
        body: input,
      });
      if (!data) throw ended();
      return data.representedParty;
    },
    async removeRepresentedParty(token, partyId) {
      const { response } = await client.DELETE('/portal/{token}/represented-parties/{partyId}', {
        params: { path: { token, partyId } },
      });
      if (response.status === 401) throw ended();
    },
    async importRepresentedParties(token, file, onProgress, signal) {
      // Excel names its CSV type in many ways (or not at all): the server reads the bytes, not the type.
      const type = file.type === 'text/csv' ? 'text/csv' : 'application/octet-stream';
      const answer = await upload<{ representedPartyImport: RepresentedPartiesImport }>(
        `/portal/${path(token)}/represented-parties/import`,
        {},
        file,
        type,
        onProgress,
        signal,
      );
      return answer.representedPartyImport;
    },
    async listRepresentedParties(token) {
      const { data } = await client.GET('/portal/{token}/ballot', { params: { path: { token } } });
      if (!data) throw ended();
      return data.ballot.representedParties;
    },
    async downloadRepresentedPartiesExample() {
      const { data } = await client.GET('/portal/represented-parties/example.csv', { parseAs: 'blob' });
      if (!data) throw new Error('The CSV example came back empty.');
      return data;
    },
    async uploadPortalDocument(token, kind, file, onProgress, signal) {
      const answer = await upload<{ upload: VoterUpload }>(
        `/portal/${path(token)}/uploads`,
        { kind, name: file.name },
        file,
        file.type,
        onProgress,
        signal,
      );
      return answer.upload;
    },
    async removePortalDocument(token, uploadId) {
      const { response } = await client.DELETE('/portal/{token}/uploads/{uploadId}', {
        params: { path: { token, uploadId } },
      });
      if (response.status === 401) throw ended();
    },
  };
}
