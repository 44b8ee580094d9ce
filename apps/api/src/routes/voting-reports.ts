import { Readable } from 'node:stream';
import { fileSlug as domainFileSlug, csvChunks } from '@backoffice/domain';
import { withWorkspace } from '../db/tenant.ts';
import { HttpProblem } from '../http/problem.ts';
import { voteMapRows } from '../reports/vote-map-csv.ts';
import { votingReportPdf } from '../reports/voting-report-pdf.ts';
import { contentDisposition } from '../services/votings/documents.ts';
import { loadMinutesOutcome } from '../services/voting-batches/minutes-outcome.ts';
import { loadReportData, voteMapSubjects } from '../services/votings/report-source.ts';
import { loadSettledVoting } from '../services/votings/settle-voting.ts';
import { systemActor, userActor } from '../services/votings/voting-actor.ts';
import {
  requireWorkspaceSession,
  type AppDependencies,
  type PathParams,
  type RouteHandler,
} from './types.ts';
import type { FastifyRequest } from 'fastify';

// The reports of a closed voting (votings.read): the vote map (CSV) and the report for the minutes (PDF), written by
// reports/ from what services/votings/report-source.ts reads, and streamed as they are written.

/**
 * 'AGE Fundo Ipê — 2026' → 'age-fundo-ipe-2026': the domain's file-name rule (at most 60 characters, cut after a
 * whole word); 'votacao' for a title that keeps no character.
 */
export function fileSlug(title: string): string {
  return domainFileSlug(title) || 'votacao';
}

/** The closed voting's report data (409 before it closes), read in one transaction. */
async function reportData(deps: AppDependencies, request: FastifyRequest, votingId: string) {
  const session = requireWorkspaceSession(request);
  const actor = userActor(session);
  const now = new Date();
  const data = await withWorkspace(deps.database.db, actor.companyId, actor.workspaceId, async (trx) => {
    const voting = await loadSettledVoting(trx, systemActor(actor), votingId, now);
    if (!voting) return undefined;
    const report = await loadReportData(trx, voting, now);
    const batchOutcome = await loadMinutesOutcome(trx, voting, now);
    return batchOutcome ? { ...report, batchOutcome } : report;
  });
  if (!data) throw new HttpProblem('not_found');
  return { data, actor };
}

export function downloadVoteMapHandler(deps: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { votingId } = request.params as PathParams<'downloadVoteMap'>;
    const { data, actor } = await reportData(deps, request, votingId);
    const subjects = voteMapSubjects(deps.database.db, actor, votingId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`mapa-de-votos-${fileSlug(data.voting.title)}.csv`))
      .header('cache-control', 'private, no-store')
      .send(Readable.from(csvChunks(voteMapRows(data, subjects))));
  };
}

export function downloadVotingReportHandler(deps: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { votingId } = request.params as PathParams<'downloadVotingReport'>;
    const { data } = await reportData(deps, request, votingId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(`relatorio-${fileSlug(data.voting.title)}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(votingReportPdf(data));
  };
}
