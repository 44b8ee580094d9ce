import { ballotAnswerErrors, batchFundVoted } from '@backoffice/domain';
import type { components } from '@backoffice/api-client';
import { http, refuse, refusalOf } from '@backoffice/api-client/testing';
import type { HttpHandler } from 'msw';
import { fileAnswer } from './fake-answers';
import { chartPng, textPdf } from './fake-files';
import { statementsPdf } from './portal-demo';
import { hex, newId, sessionRefusal, type PortalFakeState } from './portal-state';

// The holder in several funds of a batch, answered from the fake's memory (getPortalBatchBallots,
// submitPortalBatchBallots, downloadPortalBatchDocument, downloadPortalBatchReceipt): the link's own fund (the fake's ballot) and the sibling
// funds the options give; each fund's ballot recorded or refused on its own, as the server does.

type Schemas = components['schemas'];
type PortalBatchFund = Schemas['PortalBatchFund'];
type PortalBatchResult = Schemas['PortalBatchResult'];

/** The link's own fund as the batch list shows it (from the fake's ballot page). */
function ownFund(state: PortalFakeState): PortalBatchFund {
  const ballot = state.ballot.ballot;
  return {
    votingId: state.batch.ownVotingId,
    own: true,
    votingTitle: state.voting.title,
    fundName: state.batch.ownFund?.fundName ?? null,
    fundTaxId: state.batch.ownFund?.fundTaxId ?? null,
    deadline: state.voting.deadline,
    open: state.voting.state === 'open',
    requiresSupportDocument: state.ballot.requiresSupportDocument,
    items: state.ballot.items,
    documents: state.ballot.documents,
    ballot,
    voted: batchFundVoted(ballot?.status),
    receiptAvailable: ballot !== null,
  };
}

const fundsOf = (state: PortalFakeState): PortalBatchFund[] => [
  ownFund(state),
  ...state.batch.siblings.filter((fund) => fund.open),
];

export function portalBatchHandlers(state: PortalFakeState): HttpHandler[] {
  const unknownLink = (token: string) => token !== state.token;
  return [
    http.get('/portal/{token}/batch-ballots', ({ params, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      const refused = sessionRefusal(state);
      if (refused) return refuse(response, refused);
      return response(200).json({
        batchBallots: {
          batchId: state.batch.siblings.length ? state.batch.batchId : null,
          funds: fundsOf(state),
          policy: state.ballot.policy,
        },
      });
    }),

    http.post('/portal/{token}/batch-ballots', async ({ params, request, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      const refused = sessionRefusal(state);
      if (refused) return refuse(response, refused);
      const body = await request.json();
      const funds = new Map([ownFund(state), ...state.batch.siblings].map((fund) => [fund.votingId, fund]));
      const seen = new Set<string>();
      const unknown = body.ballots.flatMap((ballot, index) => {
        const bad = !funds.has(ballot.votingId) || seen.has(ballot.votingId);
        seen.add(ballot.votingId);
        return bad ? [{ field: `ballots/${index}/votingId`, code: 'not_found' }] : [];
      });
      if (unknown.length) return refuse(response, refusalOf('unprocessable', unknown));
      if (!state.ballot.policy.acceptedAt) return refuse(response, refusalOf('policy_not_accepted'));
      const results: PortalBatchResult[] = body.ballots.map((ballot) => {
        const fund = funds.get(ballot.votingId)!;
        const replay = state.receipts.get(ballot.idempotencyKey);
        if (replay) return { votingId: fund.votingId, outcome: 'replayed', receipt: replay };
        if (!fund.open) return { votingId: fund.votingId, outcome: 'refused', code: 'invalid_state' };
        if (fund.voted) return { votingId: fund.votingId, outcome: 'refused', code: 'voter_has_voted' };
        const errors = ballotAnswerErrors(
          ballot.answers,
          fund.items.map((item) => item.id),
        );
        if (errors.length)
          return { votingId: fund.votingId, outcome: 'refused', code: 'unprocessable', errors };
        const receipt = {
          ballotId: newId(state, '0b'),
          receipt: hex(state.nextId),
          submittedAt: new Date().toISOString(),
          votes: ballot.answers.length,
          status: 'counted' as const,
          votingTitle: fund.votingTitle,
        };
        state.receipts.set(ballot.idempotencyKey, receipt);
        const recorded = {
          id: receipt.ballotId,
          status: receipt.status,
          submittedAt: receipt.submittedAt,
          receipt: receipt.receipt,
          reviewComment: null,
          approver: null,
          votes: ballot.answers.map((answer) => ({ ...answer, representedPartyId: null })),
        };
        if (fund.own) state.ballot.ballot = recorded;
        else Object.assign(fund, { ballot: recorded, voted: true, receiptAvailable: true });
        return { votingId: fund.votingId, outcome: 'recorded', receipt };
      });
      return response(200).json({ results });
    }),

    // A fund's document: the fake's statements PDF for a PDF, its chart for an image (the own fund's as the ballot's).
    http.get('/portal/{token}/batch-ballots/{votingId}/documents/{documentId}', ({ params, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      const refused = sessionRefusal(state);
      if (refused) return refuse(response, refused);
      const fund = [ownFund(state), ...state.batch.siblings].find((f) => f.votingId === params.votingId);
      const document = fund?.documents.find((d) => d.id === params.documentId);
      if (!document) return refuse(response, refusalOf('not_found'));
      return document.contentType === 'application/pdf'
        ? fileAnswer(response, 200, 'application/pdf', statementsPdf())
        : fileAnswer(response, 200, document.contentType, chartPng());
    }),

    http.get('/portal/{token}/batch-ballots/{votingId}/receipt', ({ params, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      const refused = sessionRefusal(state);
      if (refused) return refuse(response, refused);
      const fund = [ownFund(state), ...state.batch.siblings].find((f) => f.votingId === params.votingId);
      if (!fund?.ballot) return refuse(response, refusalOf('not_found'));
      const pdf = textPdf([['Comprovante de votação', fund.votingTitle, `Código: ${fund.ballot.receipt}`]]);
      return fileAnswer(response, 200, 'application/pdf', pdf, 'attachment; filename="comprovante.pdf"');
    }),
  ];
}
