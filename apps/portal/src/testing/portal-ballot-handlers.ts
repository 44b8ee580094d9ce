import {
  answersForParties,
  ballotAnswerErrors,
  canonicalAnswers,
  portalBallotRefusal,
  VOTER_POLICY_VERSION,
} from '@backoffice/domain';
import { PROBLEMS, type components } from '@backoffice/api-client';
import { http, problem, refuse, refusal, type Refusal, refusalOf } from '@backoffice/api-client/testing';
import type { HttpHandler } from 'msw';
import { fileAnswer } from './fake-answers';
import { chartPng, textPdf } from './fake-files';
import { demoDocumentIds, statementsPdf } from './portal-demo';
import {
  hex,
  newId,
  notOpen,
  sessionRefusal,
  type PortalFakeOptions,
  type PortalFakeState,
} from './portal-state';

// The voter's session operations of the ballot answered from the fake's memory: the ballot page
// (getPortalBallot), the documents, the policy acceptance, the submission (idempotent by key, with the contract's
// refusals) and the receipt.

type Schemas = components['schemas'];
type PortalReceipt = Schemas['PortalReceipt'];
type PortalBallotRequest = Schemas['PortalBallotRequest'];

/**
 * Why a new submission is refused, or null (the replay of a key is answered before), in the server's order: the
 * answers (every item once per subject), a subject that voted, then the portal's rules — all the domain's.
 */
function submitRefusal(state: PortalFakeState, body: PortalBallotRequest): Refusal<409 | 422> | null {
  const current = state.ballot;
  const errors = ballotAnswerErrors(
    body.answers,
    current.items.map((item) => item.id),
  );
  if (errors.length) return refusalOf('unprocessable', errors);
  if (current.ballot && current.ballot.status !== 'returned') {
    const { name, taxIdMasked } = current.voter;
    return refusalOf('voter_has_voted', undefined, { name, taxIdMasked });
  }
  const refused = portalBallotRefusal({
    policyAccepted: current.policy.acceptedAt !== null,
    requiresSupportDocument: current.requiresSupportDocument,
    representsParties: answersForParties(body.answers),
    uploadKinds: current.uploads.map((upload) => upload.kind),
  });
  return refused ? refusal(422, refused, PROBLEMS[refused].title) : null;
}

/** Records the ballot and its receipt under the key. */
function record(state: PortalFakeState, body: PortalBallotRequest): PortalReceipt {
  const receipt: PortalReceipt = {
    ballotId: newId(state, '0b'),
    receipt: hex(state.nextId),
    submittedAt: new Date().toISOString(),
    votes: body.answers.length,
    status: body.approver ? 'under_review' : 'counted',
    votingTitle: state.voting.title,
  };
  state.receipts.set(body.idempotencyKey, receipt);
  state.receiptAnswers.set(body.idempotencyKey, canonicalAnswers(body.answers));
  state.ballot.ballot = {
    id: receipt.ballotId,
    status: receipt.status,
    submittedAt: receipt.submittedAt,
    receipt: receipt.receipt,
    reviewComment: null,
    approver: body.approver ?? null,
    votes: body.answers.map((a) => ({ ...a, representedPartyId: a.representedPartyId ?? null })),
  };
  return receipt;
}

export function portalBallotHandlers(state: PortalFakeState, options: PortalFakeOptions): HttpHandler[] {
  const unknownLink = (token: string) => token !== state.token;
  return [
    http.get('/portal/{token}/ballot', ({ params, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      const refused = sessionRefusal(state);
      if (refused) return refuse(response, refused);
      return response(200).json({ ballot: state.ballot });
    }),

    http.post('/portal/{token}/ballot', async ({ params, request, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      const refused = sessionRefusal(state);
      if (refused) return refuse(response, refused);
      const body = await request.json();
      if (options.submitProblem) {
        const { status, code, params: details, errors } = options.submitProblem;
        return problem(response, status, code, code, errors, details);
      }
      const replay = state.receipts.get(body.idempotencyKey);
      if (replay) {
        if (state.receiptAnswers.get(body.idempotencyKey) !== canonicalAnswers(body.answers))
          return refuse(response, refusalOf('idempotency_key_reused'));
        return response(200).json({ receipt: replay });
      }
      const notRecorded = notOpen(state) ?? submitRefusal(state, body);
      if (notRecorded) return refuse(response, notRecorded);
      return response(201).json({ receipt: record(state, body) });
    }),

    http.get('/portal/{token}/documents/{documentId}', ({ params, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      const refused = sessionRefusal(state);
      if (refused) return refuse(response, refused);
      if (options.documentsFail) return refuse(response, refusalOf('internal'));
      if (params.documentId === demoDocumentIds.statements)
        return fileAnswer(response, 200, 'application/pdf', statementsPdf());
      if (params.documentId === demoDocumentIds.chart)
        return fileAnswer(response, 200, 'image/png', chartPng());
      return refuse(response, refusalOf('not_found'));
    }),

    http.post('/portal/{token}/policy-acceptance', async ({ params, request, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      const refused = sessionRefusal(state) ?? notOpen(state);
      if (refused) return refuse(response, refused);
      const { version } = await request.json();
      if (version !== VOTER_POLICY_VERSION) return refuse(response, refusalOf('unprocessable'));
      state.ballot.policy.acceptedAt ??= new Date().toISOString();
      return response(201).json({ version, acceptedAt: state.ballot.policy.acceptedAt });
    }),

    http.get('/portal/{token}/receipt', ({ params, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      const refused = sessionRefusal(state);
      if (refused) return refuse(response, refused);
      const recorded = state.ballot.ballot;
      if (!recorded) return refuse(response, refusalOf('not_found'));
      const pdf = textPdf([['Comprovante de votação', state.voting.title, `Código: ${recorded.receipt}`]]);
      return fileAnswer(response, 200, 'application/pdf', pdf, 'attachment; filename="comprovante.pdf"');
    }),
  ];
}
