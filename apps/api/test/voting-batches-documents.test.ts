import { describe, expect, it } from 'vitest';
import type {
  VotingBatch,
  VotingBatchDocuments,
  VotingBatchDocumentUpload,
  VotingBatchHolderImport,
} from '@backoffice/api-client';
import { zipSync } from 'fflate';
import { withWorkspace } from '../src/db/tenant.ts';
import { loadAuditChain } from '../src/services/votings/audit-log.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { cnpjOf, cpfOf, DEMO_BALLOT_TEMPLATE } from './support/voting-fixtures.ts';

// A batch's documents (issue 19): many PDFs or one ZIP matched to the batch's funds by the CNPJ in their names and
// attached to each fund's child voting as a single voting's document (stored, audited in the child's chain); the
// files left out listed with their reasons and written nowhere; a dry run writes nothing; a ZIP past its limits or
// with a path leaving it refused whole; OBSERVER refused; another company's caller finds nothing.

const OPERATOR = demo.operator.email;
const OBSERVER = demo.observer.email;
const OTHER_ADMIN = demo.otherAdmin.email;
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const DAY = 24 * 3_600_000;
const HEADER = 'cnpj_fundo;nome_fundo;cpf_cnpj_cotista;nome_cotista;email;celular;qtd_cotas';

const FUND_A = cnpjOf(4301);
const FUND_B = cnpjOf(4302);
const FUND_C = cnpjOf(4303);
const OUTSIDER = cnpjOf(4399);
const formatted = (cnpj: string) =>
  `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
/** A formatted CNPJ as a file system keeps it: the '/' turned into '_'. */
const inFileName = (cnpj: string) => formatted(cnpj).replace('/', '_');

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);

interface Part {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart/form-data body of `files` parts, as a browser's FormData sends it. */
function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = '----lote-documentos-7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${part.name}"\r\n` +
          `Content-Type: ${part.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const zip = (entries: Record<string, Uint8Array>) => Buffer.from(zipSync(entries));

/** Sets every central-directory entry's declared uncompressed size (how a zip bomb announces itself). */
function declareSizes(archive: Buffer, size: number): Buffer {
  const copy = Buffer.from(archive);
  for (let offset = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); offset >= 0;) {
    copy.writeUInt32LE(size, offset + 24);
    offset = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), offset + 4);
  }
  return copy;
}

describe.each(SUITE_BACKENDS)('batch documents API on %s', (backend) => {
  const api = useApi(backend);

  async function batchWithFunds(): Promise<{ batch: VotingBatch; ids: Record<string, string> }> {
    const deadline = new Date(Date.now() + 40 * DAY).toISOString();
    const created = await api.call({
      method: 'POST',
      url: '/api/voting-batches',
      as: OPERATOR,
      body: {
        title: 'Lote com documentos',
        description: 'Consulta aos cotistas de cada fundo.',
        kind: 'standard',
        weighting: 'by_weight',
        ballotTemplateId: DEMO_BALLOT_TEMPLATE,
        opensAt: null,
        deadline,
        items: [
          {
            title: 'Eleger o representante',
            description: '',
            approvalRule: { preset: 'simple_majority', quorum: null },
          },
        ],
        fiscalYearEnd: null,
        statementsAvailableOn: null,
        statementsLeadDays: 15,
        fundKind: 'fii',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json<{ votingBatch: VotingBatch }>().votingBatch;
    const csv = [
      HEADER,
      `${FUND_A};FII Alfa;${cpfOf(31)};Ana;ana@docs.test;;10`,
      `${FUND_B};FII Beta;${cpfOf(32)};Bia;bia@docs.test;;10`,
      `${FUND_C};FII Gama;${cpfOf(33)};Caio;caio@docs.test;;10`,
    ].join('\r\n');
    const read = await api.call({
      method: 'POST',
      url: `/api/voting-batches/${batch.id}/holder-imports?fileName=cotistas.csv`,
      as: OPERATOR,
      headers: { 'content-type': 'text/csv' },
      body: csv,
    });
    expect(read.statusCode, read.body).toBe(201);
    const { id: importId } = read.json<{ holderImport: VotingBatchHolderImport }>().holderImport;
    const confirmed = await api.call({
      method: 'POST',
      url: `/api/voting-batches/${batch.id}/holder-imports/${importId}/confirm`,
      as: OPERATOR,
      body: {},
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const view = confirmed.json<{ votingBatch: VotingBatch }>().votingBatch;
    const ids = Object.fromEntries(view.children.map((child) => [child.fundTaxId, child.votingId]));
    return { batch: view, ids };
  }

  function send(batchId: string, parts: Part[], { dryRun = false, as = OPERATOR } = {}) {
    const { body, contentType } = multipart(parts);
    return api.call({
      method: 'POST',
      url: `/api/voting-batches/${batchId}/documents${dryRun ? '?dryRun=true' : ''}`,
      as,
      headers: { 'content-type': contentType },
      body,
    });
  }

  async function sent(batchId: string, parts: Part[], dryRun = false): Promise<VotingBatchDocumentUpload> {
    const response = await send(batchId, parts, { dryRun });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ documentUpload: VotingBatchDocumentUpload }>().documentUpload;
  }

  const storedDocuments = () =>
    api.fileStorage.keys().filter((key) => key.startsWith('voting-document-')).length;

  const documentRows = (batchId: string) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx
        .selectFrom('voting_documents')
        .innerJoin('votings', 'votings.id', 'voting_documents.voting_id')
        .select([
          'votings.fund_tax_id',
          'voting_documents.name',
          'voting_documents.sha256',
          'voting_documents.storage_key',
        ])
        .where('votings.batch_id', '=', batchId)
        .orderBy('votings.fund_tax_id')
        .orderBy('voting_documents.name')
        .execute(),
    );

  async function fundsWithout(batchId: string, as = OPERATOR): Promise<string[]> {
    const response = await api.call({ url: `/api/voting-batches/${batchId}/documents`, as });
    expect(response.statusCode, response.body).toBe(200);
    const { fundsWithoutDocuments } = response.json<{ batchDocuments: VotingBatchDocuments }>()
      .batchDocuments;
    return fundsWithoutDocuments.map((fund) => fund.fundTaxId);
  }

  it('previews, then attaches many PDFs by the CNPJ in their names (punctuated or digits only), listing the rest', async () => {
    const { batch, ids } = await batchWithFunds();
    expect(await fundsWithout(batch.id, OBSERVER)).toEqual([FUND_A, FUND_B, FUND_C]);
    const files: Part[] = [
      { name: `DF 2025 - ${inFileName(FUND_A)}.pdf`, bytes: pdf('A') }, // punctuated
      { name: `${FUND_B}_parecer.pdf`, bytes: pdf('B') }, // digits only
      { name: 'leia-me.pdf', bytes: pdf('no cnpj') },
      { name: `DF ${OUTSIDER}.pdf`, bytes: pdf('outsider') },
      { name: `${FUND_A} e ${FUND_B}.pdf`, bytes: pdf('both') },
      {
        name: `DF ${FUND_C}.docx`,
        bytes: Buffer.from('PK\u0003\u0004 not a pdf'),
        type: 'application/octet-stream',
      },
      { name: `DF ${FUND_C}.pdf`, bytes: Buffer.from('<html>not a pdf</html>') }, // a PDF by name only
      { name: `vazio ${FUND_C}.pdf`, bytes: Buffer.alloc(0) },
    ];
    const expectedUnmatched = [
      { fileName: 'leia-me.pdf', code: 'no_cnpj', found: [] },
      { fileName: `DF ${OUTSIDER}.pdf`, code: 'unknown_cnpj', found: [formatted(OUTSIDER)] },
      {
        fileName: `${FUND_A} e ${FUND_B}.pdf`,
        code: 'ambiguous_cnpj',
        found: [formatted(FUND_A), formatted(FUND_B)],
      },
      { fileName: `DF ${FUND_C}.docx`, code: 'not_pdf', found: [] },
      { fileName: `DF ${FUND_C}.pdf`, code: 'not_pdf', found: [] },
      { fileName: `vazio ${FUND_C}.pdf`, code: 'empty_file', found: [] },
    ];

    const storedBefore = storedDocuments();
    const preview = await sent(batch.id, files, true);
    expect(preview.dryRun).toBe(true);
    expect(preview.matched.map((m) => [m.fileName, m.fundTaxId, m.votingId, m.documentId])).toEqual([
      [`DF 2025 - ${inFileName(FUND_A)}.pdf`, FUND_A, ids[FUND_A], null],
      [`${FUND_B}_parecer.pdf`, FUND_B, ids[FUND_B], null],
    ]);
    expect(preview.unmatched).toEqual(expectedUnmatched);
    expect(preview.fundsWithoutDocuments.map((fund) => fund.fundTaxId)).toEqual([FUND_C]);
    expect(await documentRows(batch.id)).toEqual([]); // the preview wrote nothing
    expect(storedDocuments()).toBe(storedBefore);

    const upload = await sent(batch.id, files);
    expect(upload.dryRun).toBe(false);
    expect(upload.matched.map((m) => m.fundTaxId)).toEqual([FUND_A, FUND_B]);
    expect(upload.matched.every((m) => typeof m.documentId === 'string')).toBe(true);
    expect(upload.unmatched).toEqual(expectedUnmatched);
    const rows = await documentRows(batch.id);
    expect(rows.map((row) => [row.fund_tax_id, row.name])).toEqual([
      [FUND_A, `DF 2025 - ${inFileName(FUND_A)}.pdf`],
      [FUND_B, `${FUND_B}_parecer.pdf`],
    ]);
    for (const row of rows) expect(await api.fileStorage.get(row.storage_key)).toBeDefined();
    expect(await fundsWithout(batch.id)).toEqual([FUND_C]);

    // The child's own document list and download, as a single voting's.
    const download = await api.call({
      url: `/api/votings/${ids[FUND_A]}/documents/${upload.matched[0]!.documentId}`,
      as: OBSERVER,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf('A'))).toBe(true);
  });

  it('reads one ZIP (folders, clutter, both CNPJ formats) and audits each document in its child chain once published', async () => {
    const { batch, ids } = await batchWithFunds();
    // B is published: a document of an open voting is audited in its chain, as a single voting's is.
    const published = await api.call({
      method: 'POST',
      url: `/api/voting-batches/${batch.id}/publish`,
      as: OPERATOR,
      body: { votingIds: [ids[FUND_B]] },
    });
    expect(published.statusCode, published.body).toBe(200);
    const archive = zip({
      [`lote/${FUND_A}/DF 2025.pdf`]: pdf('A in a folder'),
      [`lote/Parecer ${inFileName(FUND_B)}.pdf`]: pdf('B'),
      [`__MACOSX/lote/._Parecer ${inFileName(FUND_B)}.pdf`]: Buffer.from('resource fork'),
      'lote/leia-me.txt': Buffer.from('texto'),
    });
    const upload = await sent(batch.id, [
      { name: 'documentos.zip', bytes: archive, type: 'application/zip' },
    ]);
    expect(upload.matched.map((m) => [m.fileName, m.fundTaxId])).toEqual([
      ['DF 2025.pdf', FUND_A],
      [`Parecer ${inFileName(FUND_B)}.pdf`, FUND_B],
    ]);
    expect(upload.unmatched).toEqual([{ fileName: 'lote/leia-me.txt', code: 'not_pdf', found: [] }]);
    expect(upload.fundsWithoutDocuments.map((fund) => fund.fundTaxId)).toEqual([FUND_C]);

    const chain = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      loadAuditChain(trx, ids[FUND_B]!),
    );
    const added = chain.filter((entry) => entry.action === 'document.added');
    expect(added).toHaveLength(1);
    expect(added[0]!.data).toMatchObject({
      name: `Parecer ${inFileName(FUND_B)}.pdf`,
      contentType: 'application/pdf',
    });
  });

  it('leaves a closed fund out (documents_closed) as the single upload does', async () => {
    const { batch, ids } = await batchWithFunds();
    await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx.updateTable('votings').set({ status: 'cancelled' }).where('id', '=', ids[FUND_C]!).execute(),
    );
    const upload = await sent(batch.id, [{ name: `DF ${FUND_C}.pdf`, bytes: pdf('C') }]);
    expect(upload.matched).toEqual([]);
    expect(upload.unmatched).toEqual([
      { fileName: `DF ${FUND_C}.pdf`, code: 'documents_closed', found: [], votingId: ids[FUND_C] },
    ]);
    expect(await documentRows(batch.id)).toEqual([]);
  });

  it('refuses a zip bomb, too many entries, a path leaving the archive, a lying entry and a ZIP with PDFs; nothing written', async () => {
    const { batch } = await batchWithFunds();
    const storedBefore = storedDocuments();
    const cases: [string, Part[], string, number, RegExp][] = [
      [
        'an entry inflating past 20 MB',
        [{ name: 'bomba.zip', bytes: zip({ [`DF ${FUND_A}.pdf`]: new Uint8Array(21 * 1024 * 1024) }) }],
        'unprocessable',
        422,
        /passa de 20 MB/,
      ],
      [
        'entries declaring more than 400 MB in all',
        [
          {
            name: 'bomba.zip',
            bytes: declareSizes(
              zip(
                Object.fromEntries(
                  Array.from({ length: 21 }, (_, i) => [`f${i} ${FUND_A}.pdf`, pdf(String(i))]),
                ),
              ),
              20 * 1024 * 1024,
            ),
          },
        ],
        'unprocessable',
        422,
        /passa de 400 MB/,
      ],
      [
        'more than 1,000 entries',
        [
          {
            name: 'muitos.zip',
            bytes: zip(Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`${i}.pdf`, pdf('x')]))),
          },
        ],
        'unprocessable',
        422,
        /mais de 1000 arquivos/,
      ],
      [
        "a path with '..'",
        [{ name: 'fuga.zip', bytes: zip({ [`lote/../../DF ${FUND_A}.pdf`]: pdf('A') }) }],
        'unprocessable',
        422,
        /caminho não permitido/,
      ],
      [
        'an entry larger than it declares',
        [
          {
            name: 'mentira.zip',
            bytes: declareSizes(zip({ [`DF ${FUND_A}.pdf`]: pdf('A'.repeat(1000)) }), 16),
          },
        ],
        'unprocessable',
        422,
        /corrompido/,
      ],
      [
        'a damaged ZIP',
        [{ name: 'ruim.zip', bytes: Buffer.from('PK\u0003\u0004 nada mais') }],
        'unprocessable',
        422,
        /não pôde ser lido/,
      ],
      [
        'a ZIP sent with PDFs',
        [
          { name: 'docs.zip', bytes: zip({ [`DF ${FUND_A}.pdf`]: pdf('A') }), type: 'application/zip' },
          { name: `DF ${FUND_B}.pdf`, bytes: pdf('B') },
        ],
        'unprocessable',
        422,
        /ZIP/,
      ],
    ];
    for (const [label, parts, code, status, detail] of cases) {
      const response = await send(batch.id, parts);
      expectProblem(response, code, status);
      expect(response.json<{ detail: string }>().detail, label).toMatch(detail);
    }
    expect(await documentRows(batch.id)).toEqual([]);
    expect(storedDocuments()).toBe(storedBefore);
  });

  it('refuses a body that is not multipart (415) or has no files (400)', async () => {
    const { batch } = await batchWithFunds();
    const asPdf = await api.call({
      method: 'POST',
      url: `/api/voting-batches/${batch.id}/documents`,
      as: OPERATOR,
      headers: { 'content-type': 'application/pdf' },
      body: pdf('A'),
    });
    expect(asPdf.statusCode).toBe(415);
    const empty = multipart([]);
    const none = await api.call({
      method: 'POST',
      url: `/api/voting-batches/${batch.id}/documents`,
      as: OPERATOR,
      headers: { 'content-type': empty.contentType },
      body: empty.body,
    });
    expectProblem(none, 'validation_failed', 400);
  });

  it('refuses OBSERVER (403) and another company (404), and a batch without funds (409); nothing written', async () => {
    const { batch } = await batchWithFunds();
    const files = [{ name: `DF ${FUND_A}.pdf`, bytes: pdf('A') }];
    expectProblem(await send(batch.id, files, { as: OBSERVER }), 'forbidden', 403);
    expectProblem(await send(batch.id, files, { as: OTHER_ADMIN }), 'not_found', 404);
    const other = await api.call({ url: `/api/voting-batches/${batch.id}/documents`, as: OTHER_ADMIN });
    expectProblem(other, 'not_found', 404);
    expect(await documentRows(batch.id)).toEqual([]);

    const empty = await api.call({
      method: 'POST',
      url: '/api/voting-batches',
      as: OPERATOR,
      body: {
        title: 'Lote vazio',
        description: '',
        kind: 'standard',
        weighting: 'by_weight',
        ballotTemplateId: DEMO_BALLOT_TEMPLATE,
        opensAt: null,
        deadline: new Date(Date.now() + 40 * DAY).toISOString(),
        items: [
          { title: 'Item', description: '', approvalRule: { preset: 'simple_majority', quorum: null } },
        ],
        fiscalYearEnd: null,
        statementsAvailableOn: null,
        statementsLeadDays: 15,
        fundKind: 'fii',
      },
    });
    const emptyId = empty.json<{ votingBatch: VotingBatch }>().votingBatch.id;
    expectProblem(await send(emptyId, files), 'invalid_state', 409);
  });
});
