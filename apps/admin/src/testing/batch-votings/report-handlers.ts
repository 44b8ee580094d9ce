import { HttpResponse } from 'msw';
import { http, refuse } from '@backoffice/api-client/testing';
import { batchVotingText, formatCnpj } from '@backoffice/domain';
import { callerOf, type FeatureHandlers } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { fail } from '../votings/refusals';
import { fakeBatchVotings } from './state';

// The batch's consolidated report (downloadVotingBatchConsolidatedCsv / Xlsx), answered from the fake batch's
// children at any time, as the server does. The CSV has one row per fund and item with what the detail's view holds
// (fund, CNPJ, outcome in the domain's words, item, approving and rejecting quotas, required quota, voters); the
// XLSX is an empty ZIP archive with the spreadsheet's type: the screen only saves the bytes, and the server's test
// (voting-batches-outcomes.test.ts) reads the real workbook back.

const HEADER =
  'Fundo;CNPJ do fundo;Resultado;Item;Cotas a favor;Cotas contra;Cotas exigidas para o quórum;Votantes';
/** A ZIP's end-of-central-directory record and nothing else: an empty archive. */
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function batchOf(options: FakeApiOptions, batchId: string) {
  const workspaceId = callerOf(options).currentWorkspaceId ?? '';
  return fakeBatchVotings(options).batches.find(
    (row) => row.id === batchId && row.workspaceId === workspaceId,
  )?.batch;
}

const decimal = (value: string) => value.replace('.', ',');

export const batchReportHandlers: FeatureHandlers = (options) => [
  http.get('/voting-batches/{batchId}/reports/consolidated.csv', ({ params, response }) => {
    const batch = batchOf(options, params.batchId);
    if (!batch) return refuse(response, fail(404, 'not_found'));
    const outcomes = batchVotingText('pt-BR').childOutcomes;
    const lines = [...batch.children]
      .sort((a, b) => a.fundName.localeCompare(b.fundName))
      .flatMap((child) =>
        child.items.map((item) =>
          [
            child.fundName,
            formatCnpj(child.fundTaxId),
            outcomes[child.outcome],
            item.position,
            decimal(item.approve),
            decimal(item.reject),
            item.required === null ? '' : decimal(item.required),
            child.voters,
          ].join(';'),
        ),
      );
    return response(200).text(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`, {
      headers: { 'content-type': 'text/csv' },
    });
  }),
  http.get('/voting-batches/{batchId}/reports/consolidated.xlsx', ({ params, response }) => {
    if (!batchOf(options, params.batchId)) return refuse(response, fail(404, 'not_found'));
    // Untyped: openapi-msw types no answer for a binary content type; the status and type are the contract's.
    return response.untyped(
      new HttpResponse(EMPTY_ZIP, { status: 200, headers: { 'content-type': XLSX_TYPE } }),
    );
  }),
];
