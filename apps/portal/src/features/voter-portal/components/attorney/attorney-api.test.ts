import { describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { ApiError, createApiClient } from '@backoffice/api-client';
import { allowAnswersOutsideContract, server } from '@portal/testing/msw-server';
import { SessionEndedError } from '../../api/session-ended';
import { createAttorneyApi } from './attorney-api';
import { describeUploadFailure } from './VoterUploadsPanel/upload-failure';
import { describeImportFailure } from './RepresentedPartiesPanel/import-failure';

// The attorney api over the portal's client and its real XMLHttpRequest uploads, answered by Mock Service Worker with
// whatever each case needs (a proxy's bare 413 too: these handlers are untyped on purpose).

const TOKEN = 'k3Jd9xQwLmN4pRtY7uVb2cZe8fGh1iAs5oPq6wXy0Tz';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface SentUpload {
  url: string;
  contentType: string | null;
}

const isUpload = (request: Request) =>
  request.method === 'POST' && /\/(import|uploads)$/.test(new URL(request.url).pathname);

function setup(answer: (request: Request) => Response, upload?: (request: Request) => Response) {
  const requests: Request[] = [];
  const uploads: SentUpload[] = [];
  const onUnauthorized = vi.fn();
  allowAnswersOutsideContract();
  server.use(
    http.all('http://127.0.0.1:3000/api/*', ({ request }) => {
      if (!isUpload(request)) {
        requests.push(request.clone());
        return answer(request);
      }
      uploads.push({ url: request.url, contentType: request.headers.get('content-type') });
      return upload ? upload(request) : json(500, {});
    }),
  );
  const client = createApiClient({
    baseUrl: 'http://127.0.0.1:3000/api',
    getToken: () => null,
    onUnauthorized,
  });
  const api = createAttorneyApi({ client, onUnauthorized });
  return { api, requests, uploads, onUnauthorized };
}

describe('the attorney api over the portal client', () => {
  it('adds a party and answers the stored one; no Authorization header (the session is a cookie)', async () => {
    const party = { id: 'p1', name: 'Maria', taxIdType: 'CPF', taxIdMasked: '***.982.247-**', weight: '1' };
    const { api, requests } = setup(() => json(201, { representedParty: party }));
    await expect(api.addRepresentedParty(TOKEN, { name: 'Maria', taxId: '52998224725' })).resolves.toEqual(
      party,
    );
    expect(requests[0]!.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe(`/api/portal/${TOKEN}/represented-parties`);
    expect(requests[0]!.headers.get('authorization')).toBeNull();
    expect(await requests[0]!.json()).toEqual({ name: 'Maria', taxId: '52998224725' });
  });

  it('turns a 401 into SessionEndedError after telling the portal', async () => {
    const { api, onUnauthorized } = setup(() =>
      json(401, { type: 'about:blank', title: 'x', status: 401, code: 'voter_session_required' }),
    );
    await expect(api.removeRepresentedParty(TOKEN, 'p1')).rejects.toBeInstanceOf(SessionEndedError);
    await expect(api.listRepresentedParties(TOKEN)).rejects.toBeInstanceOf(SessionEndedError);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it("rejects with the server's problem (409 already_voted)", async () => {
    const { api } = setup(() =>
      json(409, { type: 'about:blank', title: 'Already voted', status: 409, code: 'already_voted' }),
    );
    const error = await api
      .addRepresentedParty(TOKEN, { name: 'Maria', taxId: '52998224725' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('already_voted');
  });

  it('sends a CSV and a document through XMLHttpRequest with its progress, with the query the contract names', async () => {
    const answer = { rows: 2, added: 2, errors: [] };
    const stored = { id: 'u1', kind: 'support', name: 'ata final.pdf' };
    const { api, uploads } = setup(
      () => json(500, {}),
      (request) =>
        request.url.includes('/import')
          ? json(200, { representedPartyImport: answer })
          : json(201, { upload: stored }),
    );
    const progress = vi.fn();
    const csv = new File(['Nome;CPF/CNPJ\n'], 'r.csv', { type: 'application/vnd.ms-excel' });
    await expect(api.importRepresentedParties(TOKEN, csv, progress)).resolves.toEqual(answer);
    expect(uploads[0]!.url).toBe(`http://127.0.0.1:3000/api/portal/${TOKEN}/represented-parties/import`);
    // Excel's many names for a CSV: the server reads the bytes.
    expect(uploads[0]!.contentType).toBe('application/octet-stream');
    const pdf = new File(['%PDF-1.4'], 'ata final.pdf', { type: 'application/pdf' });
    await expect(api.uploadPortalDocument(TOKEN, 'support', pdf, progress)).resolves.toEqual(stored);
    const url = new URL(uploads[1]!.url);
    expect(url.pathname).toBe(`/api/portal/${TOKEN}/uploads`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ kind: 'support', name: 'ata final.pdf' });
    expect(uploads[1]!.contentType).toBe('application/pdf');
    expect(progress).toHaveBeenCalledWith({ loaded: pdf.size, total: pdf.size });
  });

  it('maps an upload refused by status alone (a proxy without a problem body) and a 401 during an upload', async () => {
    const { api, onUnauthorized } = setup(
      () => json(500, {}),
      (request) => new Response('', { status: request.url.includes('/import') ? 413 : 401 }),
    );
    const tooBig = await api
      .importRepresentedParties(TOKEN, new File(['x'], 'r.csv'), () => {})
      .catch((e) => e);
    expect(describeImportFailure(tooBig)).toEqual({
      kind: 'message',
      message: { key: 'attorney.import.errors.tooLarge', params: { max: '5 MB' } },
    });
    const ended = await api
      .uploadPortalDocument(TOKEN, 'support', new File(['%PDF'], 'a.pdf'), () => {})
      .catch((e) => e);
    expect(ended).toBeInstanceOf(SessionEndedError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(describeUploadFailure(new TypeError('Failed to fetch'), 'a.pdf')).toEqual({
      key: 'attorney.uploads.errors.uploadFailed',
      params: { name: 'a.pdf' },
    });
  });

  it('downloads the example as a blob', async () => {
    const { api, requests } = setup(
      () => new Response('Nome;CPF/CNPJ;Peso\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    const blob = await api.downloadRepresentedPartiesExample();
    expect(await blob.text()).toContain('Nome;CPF/CNPJ;Peso');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/portal/represented-parties/example.csv');
  });
});
