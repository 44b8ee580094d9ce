import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { consolidatedCsvLines } from '@backoffice/domain';
import { withWorkspace } from '../db/tenant.ts';
import { HttpProblem } from '../http/problem.ts';
import { writeConsolidatedXlsx } from '../reports/consolidated-report.ts';
import { loadBatch } from '../services/voting-batches/batch-view.ts';
import { loadChildReadings } from '../services/voting-batches/child-readings.ts';
import { contentDisposition } from '../services/votings/documents.ts';
import { userActor } from '../services/votings/voting-actor.ts';
import { fileSlug } from './voting-reports.ts';
import {
  requireWorkspaceSession,
  type AppDependencies,
  type PathParams,
  type RouteHandler,
} from './types.ts';

// The batch's consolidated report (votings.read, OBSERVER included): one row per fund and item, as CSV or XLSX, from
// the same reading of the children as the batch's detail. Available at any time: each row says its child's status,
// and an outcome is final once that status is closed. A batch of another workspace or company is not there (404).

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function consolidated(deps: AppDependencies, request: FastifyRequest) {
  const actor = userActor(requireWorkspaceSession(request));
  const { batchId } = request.params as PathParams<'downloadVotingBatchConsolidatedCsv'>;
  const now = new Date();
  const report = await withWorkspace(deps.database.db, actor.companyId, actor.workspaceId, async (trx) => {
    const row = await loadBatch(trx, batchId);
    return row && { title: row.title, children: await loadChildReadings(trx, { batchId }, now) };
  });
  if (!report) throw new HttpProblem('not_found');
  return { ...report, fileName: `relatorio-consolidado-${fileSlug(report.title)}` };
}

export function downloadVotingBatchConsolidatedCsvHandler(deps: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { children, fileName } = await consolidated(deps, request);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`${fileName}.csv`))
      .header('cache-control', 'private, no-store')
      .send([...consolidatedCsvLines(children)].join(''));
  };
}

export function downloadVotingBatchConsolidatedXlsxHandler(deps: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { children, fileName } = await consolidated(deps, request);
    const body = new PassThrough();
    writeConsolidatedXlsx(body, children).catch((error: unknown) => body.destroy(error as Error));
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition(`${fileName}.xlsx`))
      .header('cache-control', 'private, no-store')
      .send(body);
  };
}
