import { HttpResponse } from 'msw';
import type { VotingBatch } from '@backoffice/api-client';
import { http, refuse } from '@backoffice/api-client/testing';
import { consolidatedCsvLines, type ConsolidatedChild } from '@backoffice/domain';
import { callerOf, type FeatureHandlers } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { fail } from '../votings/refusals';
import { fakeBatchVotings } from './state';

// The batch's consolidated report (downloadVotingBatchConsolidatedCsv / Xlsx), answered from the fake batch's
// children at any time, as the server does. The CSV is the domain's (consolidatedCsvLines, the server's too): one
// row per fund and item, fifteen columns. The fake's children carry what the batch detail shows, which has no
// abstaining or conflicted quotas: those columns say 0 here. The XLSX is an empty ZIP archive with the spreadsheet's
// type: the screen only saves the bytes, and the server's test (voting-batches-outcomes.test.ts) reads the real
// workbook back.

/** A ZIP's end-of-central-directory record and nothing else: an empty archive. */
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function batchOf(options: FakeApiOptions, batchId: string) {
  const workspaceId = callerOf(options).currentWorkspaceId ?? '';
  return fakeBatchVotings(options).batches.find(
    (row) => row.id === batchId && row.workspaceId === workspaceId,
  )?.batch;
}

/** The batch's children as the report reads them, by fund name as the server orders them. */
function reportChildren(batch: VotingBatch): ConsolidatedChild[] {
  return [...batch.children]
    .sort((a, b) => a.fundName.localeCompare(b.fundName))
    .map((child) => ({
      fundName: child.fundName,
      fundTaxId: child.fundTaxId,
      status: child.status,
      outcome: { outcome: child.outcome },
      voters: child.voters,
      participants: child.voted,
      auditorOpinion: child.auditorOpinion,
      tacitApprovalAllowed: child.tacitApprovalAllowed,
      items: child.items.map((item) => ({
        position: item.position,
        title: batch.items[item.position - 1]?.title ?? '',
        totals: {
          approve: { weight: item.approve },
          reject: { weight: item.reject },
          abstain: { weight: '0' },
          conflict: { weight: '0' },
        },
        decision: { quorum: item.required === null ? null : { required: item.required } },
      })),
    }));
}

export const batchReportHandlers: FeatureHandlers = (options) => [
  http.get('/voting-batches/{batchId}/reports/consolidated.csv', ({ params, response }) => {
    const batch = batchOf(options, params.batchId);
    if (!batch) return refuse(response, fail(404, 'not_found'));
    return response(200).text([...consolidatedCsvLines(reportChildren(batch))].join(''), {
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
