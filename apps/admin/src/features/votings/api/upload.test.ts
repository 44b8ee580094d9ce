import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@backoffice/api-client';
import { authStore, resetAuth, setSignedIn } from '@admin/stores/auth';
import { fakeIdToken } from '@admin/testing/tokens';
import { http } from '@backoffice/api-client/testing';
import { server, takeContractMismatches } from '@admin/testing/msw-server';
import { xhrUploadTransport } from '@admin/lib/upload';
import { uploadVoterImport } from './voter-imports';
import { uploadVotingDocument } from './voting-documents';

afterEach(() => {
  vi.unstubAllGlobals();
  resetAuth();
  localStorage.clear();
});

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

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
    // What the server receives (Mock Service Worker answers the XMLHttpRequest): the headers the upload adds.
    const record = (request: Request) =>
      requests.push({
        url: request.url,
        headers: { Authorization: request.headers.get('authorization') ?? '' },
        contentType: request.headers.get('content-type') ?? '',
      });
    server.use(
      http.untyped.post('/api/votings/:votingId/documents', ({ request }) => {
        record(request);
        return json(201, { document: { id: 'd1', name: 'edital final.pdf' } });
      }),
      http.untyped.post('/api/votings/:votingId/voter-imports', ({ request }) => {
        record(request);
        return json(
          500,
          { type: 'about:blank', title: 'Erro', status: 500, code: 'internal' },
          'application/problem+json',
        );
      }),
    );
    {
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
      // The document answer is cut down to what the client passes on, not a whole VotingDocument of the contract.
      await takeContractMismatches();
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
    server.use(http.untyped.post('/api/votings/:votingId/voter-imports', () => answers.shift()!));
    {
      const file = new File(['x'], 'a.csv', { type: 'text/csv' });
      const tooLarge = await uploadVoterImport('v1', file, () => undefined).catch((error: unknown) => error);
      expect(tooLarge).toBeInstanceOf(ApiError);
      expect(tooLarge).toMatchObject({ status: 413, code: 'file_too_large' });
      const refused = await uploadVoterImport('v1', file, () => undefined).catch((error: unknown) => error);
      expect((refused as ApiError).problem?.errors).toEqual([{ field: 'email', code: 'column_missing' }]);
      await expect(uploadVoterImport('v1', file, () => undefined)).rejects.toThrow(/session ended/);
      expect(authStore.token).toBeNull();
    }
  });
});
