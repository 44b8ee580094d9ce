import type { VoteMap } from '@backoffice/api-client';
import { type VoteMapKind, UTF8_BOM } from '@backoffice/domain';
import { withWorkspace } from '../db/tenant.ts';
import { HttpProblem } from '../http/problem.ts';
import { batchVoteMap, fundVoteMap, listVoteMaps } from '../services/vote-maps/read-vote-maps.ts';
import { contentDisposition } from '../services/votings/documents.ts';
import { loadSettledVoting } from '../services/votings/settle-voting.ts';
import { systemActor, userActor } from '../services/votings/voting-actor.ts';
import {
  requireWorkspaceSession,
  type AppDependencies,
  type PathParams,
  type RouteHandler,
} from './types.ts';
import { fileSlug } from './voting-reports.ts';

// A batch fund's vote maps (issue 19; votings.read, so OBSERVER reads them): the list with due times, one map's CSV
// as its job wrote it, and the batch's maps of a kind in one CSV. Everything in the caller's workspace (404 for
// another's), 409 vote_map_not_ready before a map is written.

const FILE_PREFIX: Record<VoteMapKind, string> = {
  preliminary: 'mapa-preliminar',
  final: 'mapa-final-sintetico',
  detailed: 'mapa-final-analitico',
};

export function listVoteMapsHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ voteMaps: VoteMap[] }> => {
    const { votingId } = request.params as PathParams<'listVoteMaps'>;
    const actor = userActor(requireWorkspaceSession(request));
    const voteMaps = await withWorkspace(database.db, actor.companyId, actor.workspaceId, async (trx) => {
      const voting = await loadSettledVoting(trx, systemActor(actor), votingId, new Date());
      return voting && listVoteMaps(trx, voting);
    });
    if (!voteMaps) throw new HttpProblem('not_found');
    return { voteMaps };
  };
}

export function downloadFundVoteMapHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { votingId, kind } = request.params as PathParams<'downloadFundVoteMap'>;
    const actor = userActor(requireWorkspaceSession(request));
    const found = await withWorkspace(database.db, actor.companyId, actor.workspaceId, async (trx) => {
      const voting = await trx
        .selectFrom('votings')
        .select(['title', 'fund_name'])
        .where('id', '=', votingId)
        .executeTakeFirst();
      return (
        voting && { name: voting.fund_name ?? voting.title, content: await fundVoteMap(trx, votingId, kind) }
      );
    });
    if (!found) throw new HttpProblem('not_found');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`${FILE_PREFIX[kind]}-${fileSlug(found.name)}.csv`))
      .header('cache-control', 'private, no-store')
      .send(UTF8_BOM + found.content);
  };
}

export function downloadBatchVoteMapHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { batchId, kind } = request.params as PathParams<'downloadBatchVoteMap'>;
    const actor = userActor(requireWorkspaceSession(request));
    const found = await withWorkspace(database.db, actor.companyId, actor.workspaceId, (trx) =>
      batchVoteMap(trx, batchId, kind),
    );
    if (!found) throw new HttpProblem('not_found');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`${FILE_PREFIX[kind]}-${fileSlug(found.title)}.csv`))
      .header('cache-control', 'private, no-store')
      .send(UTF8_BOM + found.content);
  };
}
