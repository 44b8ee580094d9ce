import { DEFAULT_TIMEOUT_MS } from '@backoffice/api-client';

// The portal's uploads (a represented parties' CSV, the voter's PDFs and images) with upload progress, which the
// typed fetch client cannot report. The voter's session is an HttpOnly cookie scoped to /api/portal/{token}: a
// same-origin XMLHttpRequest sends it by itself, so no header is added here.

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadRequest {
  /** Absolute URL. */
  url: string;
  contentType: string;
  body: Blob;
  onProgress: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Sends a POST through XMLHttpRequest (for its upload progress events) and resolves with the server's response,
 * whatever its status. */
export const xhrUpload = (request: UploadRequest): Promise<Response> =>
  new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    xhr.timeout = DEFAULT_TIMEOUT_MS;
    xhr.setRequestHeader('Content-Type', request.contentType);
    xhr.upload.onprogress = (event) =>
      request.onProgress({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : request.body.size,
      });
    xhr.onload = () => {
      const headers = new Headers({ 'content-type': xhr.getResponseHeader('content-type') ?? '' });
      // A Response with 204/205/304 may not carry a body.
      const body = [204, 205, 304].includes(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network error during upload'));
    xhr.ontimeout = () => reject(new DOMException('Upload timed out', 'TimeoutError'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    request.onProgress({ loaded: 0, total: request.body.size });
    xhr.send(request.body);
  });
