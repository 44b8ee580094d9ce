import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, Voting, VotingDocument } from '@backoffice/api-client';
import { MAX_DOCUMENT_BYTES } from '@backoffice/domain';
import { contentDisposition } from '../src/services/votings/documents.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { TINY_PNG } from './support/tenancy-fixture.ts';
import { insertVoterRow, insertVotingRow, votingInput } from './support/voting-fixtures.ts';

const OPERATOR = demo.operator.email;
const OBSERVER = demo.observer.email;
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Edital de convocação (2026).pdf')).toBe(
      `attachment; filename="Edital de convocacao (2026).pdf"; filename*=UTF-8''Edital%20de%20convoca%C3%A7%C3%A3o%20%282026%29.pdf`,
    );
    expect(contentDisposition('a"b\\c.pdf')).toContain('filename="a_b_c.pdf"');
    expect(contentDisposition('会议.pdf')).toContain(`filename*=UTF-8''%E4%BC%9A%E8%AE%AE.pdf`);
  });
});

describe.each(SUITE_BACKENDS)('voting documents (%s)', (backend) => {
  const api = useApi(backend);

  const upload = (
    votingId: string,
    bytes: Buffer,
    type: string,
    fileName = 'Edital de convocação.pdf',
    as = OPERATOR,
  ) =>
    api.call({
      method: 'POST',
      url: `/api/votings/${votingId}/documents?fileName=${encodeURIComponent(fileName)}`,
      as,
      headers: { 'content-type': type },
      body: bytes,
    });

  async function draft(): Promise<string> {
    const response = await api.call({
      method: 'POST',
      url: '/api/votings',
      as: OPERATOR,
      body: votingInput(),
    });
    return response.json<{ voting: Voting }>().voting.id;
  }

  it('stores PDF, PNG and JPEG with their SHA-256; the voting lists them and each downloads as it was', async () => {
    const votingId = await draft();
    const files: [Buffer, string, string][] = [
      [PDF, 'application/pdf', 'Edital de convocação.pdf'],
      [TINY_PNG, 'image/png', 'C:\\fakepath\\Página 1.png'],
      [JPEG, 'image/jpeg', 'foto.jpg'],
    ];
    const stored: VotingDocument[] = [];
    for (const [bytes, type, name] of files) {
      const response = await upload(votingId, bytes, type, name);
      expect(response.statusCode, response.body).toBe(201);
      stored.push(response.json<{ document: VotingDocument }>().document);
    }
    expect(
      stored.map((document) => [document.name, document.contentType, document.size, document.sha256]),
    ).toEqual([
      ['Edital de convocação.pdf', 'application/pdf', PDF.length, sha256(PDF)],
      ['Página 1.png', 'image/png', TINY_PNG.length, sha256(TINY_PNG)],
      ['foto.jpg', 'image/jpeg', JPEG.length, sha256(JPEG)],
    ]);
    const voting = (await api.call({ url: `/api/votings/${votingId}`, as: OBSERVER })).json<{
      voting: Voting;
    }>().voting;
    expect(voting.documents).toEqual(stored);

    const download = await api.call({
      url: `/api/votings/${votingId}/documents/${stored[0]!.id}`,
      as: OBSERVER,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(contentDisposition('Edital de convocação.pdf'));
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // The stored key is the server's own and private: the public file route does not serve it.
    const keys = api.fileStorage.keys().filter((key) => key.startsWith('voting-document-'));
    expect(keys.length).toBeGreaterThanOrEqual(3);
    expect((await api.call({ url: `/api/files/${keys[0]}` })).statusCode).toBe(400);
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a'), 'image/gif'],
    ['an SVG', Buffer.from('<svg/>'), 'image/svg+xml'],
    ['text claiming to be a PDF', Buffer.from('hello'), 'application/pdf'],
    ['a PDF claiming to be a PNG', PDF, 'image/png'],
    ['an empty PDF', Buffer.alloc(0), 'application/pdf'],
  ])('%s is 415 and nothing is stored', async (_label, bytes, type) => {
    const votingId = await draft();
    const before = api.fileStorage.keys().length;
    expectProblem(await upload(votingId, bytes, type), 'unsupported_file_type', 415);
    expect(api.fileStorage.keys()).toHaveLength(before);
  });

  it('a file over 20 MB is 413 file_too_large', async () => {
    const votingId = await draft();
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES + 1 - PDF.length)]);
    expectProblem(await upload(votingId, big, 'application/pdf'), 'file_too_large', 413);
  });

  it('removes a document of a draft, file included; once published documents stay and additions are audited', async () => {
    const votingId = await draft();
    const before = api.fileStorage.keys();
    const first = (await upload(votingId, PDF, 'application/pdf')).json<{ document: VotingDocument }>()
      .document;
    expect(api.fileStorage.keys()).toHaveLength(before.length + 1);
    const removed = await api.call({
      method: 'DELETE',
      url: `/api/votings/${votingId}/documents/${first.id}`,
      as: OPERATOR,
    });
    expect(removed.statusCode).toBe(204);
    expect(api.fileStorage.keys().sort()).toEqual(before.sort());
    expectProblem(
      await api.call({ url: `/api/votings/${votingId}/documents/${first.id}`, as: OPERATOR }),
      'not_found',
      404,
    );

    const kept = (await upload(votingId, PDF, 'application/pdf')).json<{ document: VotingDocument }>()
      .document;
    await insertVoterRow(api.database, { ...scope, votingId });
    expect(
      (await api.call({ method: 'POST', url: `/api/votings/${votingId}/publish`, as: OPERATOR, body: {} }))
        .statusCode,
    ).toBe(200);
    const refused = await api.call({
      method: 'DELETE',
      url: `/api/votings/${votingId}/documents/${kept.id}`,
      as: OPERATOR,
    });
    expectProblem(refused, 'invalid_state', 409);

    const added = (await upload(votingId, JPEG, 'image/jpeg', 'ata.jpg')).json<{ document: VotingDocument }>()
      .document;
    const audit = (await api.call({ url: `/api/votings/${votingId}/audit?limit=100`, as: OPERATOR })).json<{
      entries: AuditEntry[];
    }>();
    const published = audit.entries.find((entry) => entry.action === 'voting.published');
    expect(published?.data).toMatchObject({
      documents: [{ id: kept.id, name: kept.name, sha256: sha256(PDF) }],
    });
    expect(audit.entries.at(-1)).toMatchObject({
      action: 'document.added',
      data: { documentId: added.id, name: 'ata.jpg', sha256: sha256(JPEG), size: JPEG.length },
    });
  });

  it('a closed voting takes no document (409), OBSERVER uploads and deletes nothing (403)', async () => {
    const { votingId } = await insertVotingRow(api.database, scope, { status: 'closed' });
    expectProblem(await upload(votingId, PDF, 'application/pdf'), 'invalid_state', 409);
    const open = await draft();
    expectProblem(await upload(open, PDF, 'application/pdf', 'x.pdf', OBSERVER), 'forbidden', 403);
    const document = (await upload(open, PDF, 'application/pdf')).json<{ document: VotingDocument }>()
      .document;
    const denied = await api.call({
      method: 'DELETE',
      url: `/api/votings/${open}/documents/${document.id}`,
      as: OBSERVER,
    });
    expectProblem(denied, 'forbidden', 403);
  });
});
