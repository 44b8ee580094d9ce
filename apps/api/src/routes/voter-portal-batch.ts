import type {
  PortalBatchBallots,
  PortalBatchBallotsRequest,
  PortalBatchResult,
} from '@backoffice/api-client';
import { voterSessionValue } from '../auth/voter-session-cookie.ts';
import { requestEvidence } from '../http/request-evidence.ts';
import { ballotReceiptPdfBuffer } from '../reports/ballot-receipt-pdf.ts';
import { getPortalBatchBallots, holderFund } from '../services/voter-portal/batch-holder-funds.ts';
import { withPortalSession } from '../services/voter-portal/portal-session.ts';
import { loadReceiptData } from '../services/voter-portal/receipt-source.ts';
import { submitPortalBatchBallots } from '../services/voter-portal/submit-batch-ballots.ts';
import { createBallotBatcher } from '../services/votings/ballot-batcher.ts';
import { contentDisposition, loadDocument } from '../services/votings/documents.ts';
import { sendStoredFile } from './stored-file-reply.ts';
import { fileSlug } from './voting-reports.ts';
import type { AppDependencies, PathParams, RouteHandler } from './types.ts';

// The holder in several funds of a batch (issue 19), under the link's one session: the funds, their ballots at once,
// each fund's documents and each fund's receipt (services/voter-portal/batch-holder-funds.ts, submit-batch-ballots.ts).

export function getPortalBatchBallotsHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply): Promise<{ batchBallots: PortalBatchBallots }> => {
    const { token } = request.params as PathParams<'getPortalBatchBallots'>;
    const batchBallots = await withPortalSession(
      database,
      voterSessionValue(request),
      token,
      getPortalBatchBallots,
    );
    reply.header('cache-control', 'private, no-store');
    return { batchBallots };
  };
}

export function submitPortalBatchBallotsHandler({ database, ballotBatcher }: AppDependencies): RouteHandler {
  let batcher = ballotBatcher;
  return async (request): Promise<{ results: PortalBatchResult[] }> => {
    const { token } = request.params as PathParams<'submitPortalBatchBallots'>;
    const body = request.body as PortalBatchBallotsRequest;
    batcher ??= createBallotBatcher(database.db);
    const results = await submitPortalBatchBallots(
      database,
      batcher,
      { sessionValue: voterSessionValue(request), evidence: requestEvidence(request) },
      token,
      body,
    );
    return { results };
  };
}

export function downloadPortalBatchReceiptHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { token, votingId } = request.params as PathParams<'downloadPortalBatchReceipt'>;
    const data = await withPortalSession(database, voterSessionValue(request), token, async (trx, voter) =>
      loadReceiptData(trx, await holderFund(trx, voter, votingId)),
    );
    const pdf = await ballotReceiptPdfBuffer(data);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(`comprovante-${fileSlug(data.votingTitle)}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  };
}

export function downloadPortalBatchDocumentHandler({ database, fileStorage }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { token, votingId, documentId } = request.params as PathParams<'downloadPortalBatchDocument'>;
    const document = await withPortalSession(
      database,
      voterSessionValue(request),
      token,
      async (trx, voter) => loadDocument(trx, (await holderFund(trx, voter, votingId)).votingId, documentId),
    );
    return sendStoredFile(reply, fileStorage, document);
  };
}
