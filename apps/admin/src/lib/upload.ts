import { ApiError, DEFAULT_TIMEOUT_MS, FORBIDDEN_MESSAGE, type Problem } from '@backoffice/api-client';
import { env } from '../config/env';
import { handleUnauthorized } from '../stores/auth';
import { SignedOutError } from './api-client';
import { readToken } from './token-storage';

// The admin's one upload helper: a file POSTed as the request's body with upload progress, which the typed fetch
// client cannot report (the votings' uploadVotingDocument and uploadVoterImport go through it). The calls follow the client's rules: the session token, a 401 sends the app to
// sign-in, any other failure rejects with an ApiError carrying the server's problem (413 file_too_large, 415
// unsupported_file_type, 422 unprocessable with `errors`…).
//
// The transport is XMLHttpRequest (its upload events are the only progress browsers give over HTTP/1.1); the fake
// network of stories and tests (Mock Service Worker) answers it as it answers fetch.

export interface UploadProgress {
  loaded: number;
  total: number;
}

export type UploadMethod = 'POST' | 'PUT';

export interface UploadRequest {
  /** Absolute URL. */
  url: string;
  /** POST unless the operation replaces what is there (PUT). */
  method?: UploadMethod;
  contentType: string;
  body: Blob;
  headers: Record<string, string>;
  onProgress: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Sends the body (POST, or PUT) with XMLHttpRequest (its upload progress events) and resolves with the response, whatever its status. */
export const xhrUploadTransport = (request: UploadRequest): Promise<Response> =>
  new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method ?? 'POST', request.url);
    xhr.timeout = DEFAULT_TIMEOUT_MS;
    xhr.setRequestHeader('Content-Type', request.contentType);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      request.onProgress({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : request.body.size,
      });
    xhr.onload = () => {
      const headers = new Headers({ 'content-type': xhr.getResponseHeader('content-type') ?? '' });
      // 204/205/304 may not carry a body in a Response.
      const body = [204, 205, 304].includes(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network error during upload'));
    xhr.ontimeout = () =>
      reject(new DOMException(`Upload timed out after ${DEFAULT_TIMEOUT_MS} ms`, 'TimeoutError'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });

function apiUrl(path: string, query: Record<string, string>): string {
  const url = new URL(`${env.apiBaseUrl.replace(/\/$/, '')}${path}`, window.location.origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
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

/** The same error the typed client raises for a failed call. */
async function failure(response: Response): Promise<ApiError> {
  const problem = await readProblem(response);
  const extra = problem ? { problem } : {};
  if (response.status === 403)
    return new ApiError(FORBIDDEN_MESSAGE, { response, code: 'forbidden', ...extra });
  const message = problem?.title ?? `Upload failed with status ${response.status}`;
  return new ApiError(message, { response, code: problem?.code ?? 'unknown', ...extra });
}

/** POSTs (or PUTs) `file` to the API's `path` (?fileName=) and resolves with the answer's JSON body. */
export function uploadFile<T>(
  path: string,
  fileName: string,
  file: Blob,
  contentType: string,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
  method: UploadMethod = 'POST',
): Promise<T> {
  return uploadBody<T>(path, { fileName }, file, contentType, onProgress, signal, method);
}

/** POSTs `body` (any bytes: a file, a multipart body) to the API's `path` with `query`; the answer's JSON body. */
export async function uploadBody<T>(
  path: string,
  query: Record<string, string>,
  body: Blob,
  contentType: string,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
  method: UploadMethod = 'POST',
): Promise<T> {
  const token = readToken();
  const response = await xhrUploadTransport({
    url: apiUrl(path, query),
    method,
    contentType,
    body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    onProgress,
    signal,
  });
  if (response.status === 401) {
    handleUnauthorized();
    throw new SignedOutError('The session ended during the upload.');
  }
  if (response.status < 200 || response.status >= 300) throw await failure(response);
  return (await response.json()) as T;
}
