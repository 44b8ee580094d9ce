import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@backoffice/api-client';
import { authStore, resetAuth, setSignedIn } from '../../../stores/auth';
import { fakeIdToken } from '../../../testing/tokens';
import {
  fetchUploadTransport,
  setUploadTransport,
  xhrUploadTransport,
  type UploadProgress,
} from '../../../lib/upload';
import { uploadVoterImport, uploadVotingDocument } from './votings';

afterEach(() => {
  vi.unstubAllGlobals();
  resetAuth();
  localStorage.clear();
});

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

describe('the fetch transport (fake network)', () => {
  it('streams the body in chunks and reports each one as the receiver reads it', async () => {
    const bytes = new Uint8Array(200 * 1024).map((_, i) => i % 251);
    const received: number[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit & { duplex?: string }) => {
      expect(init.duplex).toBe('half');
      const request = new Request(url, init);
      const body = new Uint8Array(await request.arrayBuffer());
      received.push(body.byteLength);
      expect(body).toEqual(bytes);
      return json(201, { ok: true });
    });
    const progress: UploadProgress[] = [];
    const response = await fetchUploadTransport({
      url: 'http://127.0.0.1:3000/api/x',
      contentType: 'application/pdf',
      body: new Blob([bytes]),
      headers: {},
      onProgress: (p) => progress.push(p),
    });
    expect(response.status).toBe(201);
    expect(received).toEqual([204800]);
    expect(progress.map((p) => p.loaded)).toEqual([0, 65536, 131072, 196608, 204800]);
    expect(progress.every((p) => p.total === 204800)).toBe(true);
  });
});

describe('the XMLHttpRequest transport (browser)', () => {
  it('reports upload progress events and resolves with the answer', async () => {
    const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
    class FakeXhr {
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      status = 0;
      responseText = '';
      timeout = 0;
      headers: Record<string, string> = {};
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      onabort: (() => void) | null = null;
      private target = { method: '', url: '' };
      open(method: string, url: string) {
        this.target = { method, url };
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      getResponseHeader() {
        return 'application/json';
      }
      abort() {}
      send(body: Blob) {
        sent.push({ ...this.target, headers: this.headers, body });
        this.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true } as ProgressEvent);
        this.upload.onprogress?.({ loaded: 10, total: 10, lengthComputable: true } as ProgressEvent);
        this.status = 201;
        this.responseText = '{"document":{"id":"d1"}}';
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const response = await xhrUploadTransport({
      url: 'http://127.0.0.1:3000/api/votings/v/documents?fileName=a.pdf',
      contentType: 'application/pdf',
      body: new Blob(['0123456789']),
      headers: { Authorization: 'Bearer t' },
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    expect(progress).toEqual([5, 10]);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ document: { id: 'd1' } });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/pdf', Authorization: 'Bearer t' },
    });
  });
});

describe('the uploads of the contract', () => {
  it('sends the token and the file name, and returns the stored document', async () => {
    const token = fakeIdToken('operator@demo.local');
    setSignedIn(token);
    const requests: { url: string; headers: Record<string, string>; contentType: string }[] = [];
    const restore = setUploadTransport(async (request) => {
      requests.push({ url: request.url, headers: request.headers, contentType: request.contentType });
      request.onProgress({ loaded: request.body.size, total: request.body.size });
      return json(201, { document: { id: 'd1', name: 'edital final.pdf' } });
    });
    try {
      const file = new File(['%PDF'], 'edital final.pdf', { type: 'application/pdf' });
      const document = await uploadVotingDocument('v 1', file, () => undefined);
      expect(document).toEqual({ id: 'd1', name: 'edital final.pdf' });
      const url = new URL(requests[0]!.url);
      expect(url.pathname).toBe('/api/votings/v%201/documents');
      expect(url.searchParams.get('fileName')).toBe('edital final.pdf');
      expect(requests[0]!.headers).toEqual({ Authorization: `Bearer ${token}` });
      expect(requests[0]!.contentType).toBe('application/pdf');
      // A CSV without a type (Excel on some systems) goes as octet-stream: the server reads the bytes.
      await uploadVoterImport('v1', new File(['a;b'], 'lista.csv'), () => undefined).catch(() => undefined);
      expect(requests[1]!.contentType).toBe('application/octet-stream');
    } finally {
      restore();
    }
  });

  it("rejects with the server's problem (413, 415, 422) and sends a 401 to sign-in", async () => {
    setSignedIn(fakeIdToken('operator@demo.local'));
    const answers = [
      json(
        413,
        { type: 'about:blank', title: 'Grande', status: 413, code: 'file_too_large' },
        'application/problem+json',
      ),
      json(
        422,
        {
          type: 'about:blank',
          title: 'Ilegível',
          status: 422,
          code: 'unprocessable',
          errors: [{ field: 'email', code: 'column_missing' }],
        },
        'application/problem+json',
      ),
      json(
        401,
        { type: 'about:blank', title: 'x', status: 401, code: 'unauthorized' },
        'application/problem+json',
      ),
    ];
    const restore = setUploadTransport(async () => answers.shift()!);
    try {
      const file = new File(['x'], 'a.csv', { type: 'text/csv' });
      const tooLarge = await uploadVoterImport('v1', file, () => undefined).catch((error: unknown) => error);
      expect(tooLarge).toBeInstanceOf(ApiError);
      expect(tooLarge).toMatchObject({ status: 413, code: 'file_too_large' });
      const refused = await uploadVoterImport('v1', file, () => undefined).catch((error: unknown) => error);
      expect((refused as ApiError).problem?.errors).toEqual([{ field: 'email', code: 'column_missing' }]);
      await expect(uploadVoterImport('v1', file, () => undefined)).rejects.toThrow(/session ended/);
      expect(authStore.token).toBeNull();
    } finally {
      restore();
    }
  });
});
