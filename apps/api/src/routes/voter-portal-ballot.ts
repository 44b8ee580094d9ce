import type {
  PortalBallot,
  PortalBallotRequest,
  PortalReceipt,
  RepresentedParty,
  RepresentedPartyImport,
  RepresentedPartyInput,
  VoterUpload,
} from '@backoffice/api-client';
import type { FastifyBaseLogger } from 'fastify';
import { documentBody, voterImportBody } from '../http/binary-bodies.ts';
import { ballotReceiptPdfBuffer } from '../reports/ballot-receipt-pdf.ts';
import { addRepresentedParty } from '../services/voter-portal/add-represented-party.ts';
import {
  importRepresentedParties,
  readPartyFile,
} from '../services/voter-portal/import-represented-parties.ts';
import { getPortalBallot } from '../services/voter-portal/portal-ballot-view.ts';
import { voterSessionValue } from '../auth/voter-session-cookie.ts';
import { requestEvidence } from '../http/request-evidence.ts';
import { withPortalSession } from '../services/voter-portal/portal-session.ts';
import { openVotingAndVoter } from '../services/voter-portal/portal-voting.ts';
import { loadReceiptData } from '../services/voter-portal/receipt-source.ts';
import { removeRepresentedParty } from '../services/voter-portal/remove-represented-party.ts';
import { submitPortalBallot } from '../services/voter-portal/submit-portal-ballot.ts';
import {
  deleteUpload,
  insertUpload,
  uploadStorageKey,
  type VoterUploadKind,
} from '../services/voter-portal/voter-uploads.ts';
import { attachment } from '../services/voter-imports/content-disposition.ts';
import { createBallotBatcher } from '../services/votings/ballot-batcher.ts';
import { cleanFileName, contentDisposition, sha256Hex } from '../services/votings/documents.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import {
  REPRESENTED_PARTY_CSV_EXAMPLE_FILE_NAME,
  representedPartyCsvExample,
} from '../voter-import/index.ts';
import { fileSlug } from './voting-reports.ts';
import type { AppDependencies, JsonBody, PathParams, RouteHandler } from './types.ts';

// The ballot side of the voter portal (issue 6), every operation but the example behind the voter's session
// (services/voter-portal/portal-session.ts): the ballot page, submission and receipt, represented parties (one by
// one or from a CSV) and the voter's uploads.

async function removeQuietly(storage: FileStorage, key: string, log: FastifyBaseLogger): Promise<void> {
  try {
    await storage.remove(key);
  } catch (error) {
    log.warn({ err: error, key }, 'could not remove a stored file');
  }
}

export function getPortalBallotHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply): Promise<{ ballot: PortalBallot }> => {
    const { token } = request.params as PathParams<'getPortalBallot'>;
    const ballot = await withPortalSession(database, voterSessionValue(request), token, getPortalBallot);
    reply.header('cache-control', 'private, no-store');
    return { ballot };
  };
}

export function submitPortalBallotHandler({ database, ballotBatcher }: AppDependencies): RouteHandler {
  // One writer per voting for this app's database (made on the first ballot): concurrent ballots of a voting share
  // its transactions.
  let batcher = ballotBatcher;
  return async (request, reply): Promise<{ receipt: PortalReceipt }> => {
    const { token } = request.params as PathParams<'submitPortalBallot'>;
    const body = request.body as PortalBallotRequest;
    batcher ??= createBallotBatcher(database.db);
    const { receipt, replayed } = await submitPortalBallot(
      database,
      batcher,
      { sessionValue: voterSessionValue(request), evidence: requestEvidence(request) },
      token,
      body,
    );
    reply.code(replayed ? 200 : 201);
    return { receipt };
  };
}

export function downloadPortalReceiptHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { token } = request.params as PathParams<'downloadPortalReceipt'>;
    const data = await withPortalSession(database, voterSessionValue(request), token, loadReceiptData);
    const pdf = await ballotReceiptPdfBuffer(data);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(`comprovante-${fileSlug(data.votingTitle)}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  };
}

export function addRepresentedPartyHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply): Promise<{ representedParty: RepresentedParty }> => {
    const { token } = request.params as PathParams<'addRepresentedParty'>;
    const body = request.body as JsonBody<'addRepresentedParty'> & RepresentedPartyInput;
    const representedParty = await withPortalSession(
      database,
      voterSessionValue(request),
      token,
      (trx, voter) => addRepresentedParty(trx, voter, body),
    );
    reply.code(201);
    return { representedParty };
  };
}

/** The session is checked first (no file is read for a caller without one), the file read outside any transaction,
 * and its rows checked and written in one. */
export function importRepresentedPartiesHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ representedPartyImport: RepresentedPartyImport }> => {
    const { token } = request.params as PathParams<'importRepresentedParties'>;
    const bytes = voterImportBody(request);
    await withPortalSession(database, voterSessionValue(request), token, (trx, voter) =>
      openVotingAndVoter(trx, voter),
    );
    const file = await readPartyFile(bytes);
    const representedPartyImport = await withPortalSession(
      database,
      voterSessionValue(request),
      token,
      (trx, voter) => importRepresentedParties(trx, voter, file),
    );
    return { representedPartyImport };
  };
}

export function removeRepresentedPartyHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { token, partyId } = request.params as PathParams<'removeRepresentedParty'>;
    await withPortalSession(database, voterSessionValue(request), token, (trx, voter) =>
      removeRepresentedParty(trx, voter, partyId),
    );
    return reply.code(204).send();
  };
}

export function getRepresentedPartiesExampleHandler(_deps: AppDependencies): RouteHandler {
  return async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(REPRESENTED_PARTY_CSV_EXAMPLE_FILE_NAME))
      .send(representedPartyCsvExample());
}

/** Refused before a byte is stored when there is no session or the voting takes nothing; the file is stored, then
 * recorded; if recording fails the file is removed again. */
export function uploadPortalDocumentHandler({ database, fileStorage }: AppDependencies): RouteHandler {
  return async (request, reply): Promise<{ upload: VoterUpload }> => {
    const { token } = request.params as PathParams<'uploadPortalDocument'>;
    const query = request.query as { kind: VoterUploadKind; name: string };
    const name = cleanFileName(query.name);
    const { type, extension, bytes } = documentBody(request);
    await withPortalSession(database, voterSessionValue(request), token, (trx, voter) =>
      openVotingAndVoter(trx, voter),
    );
    const storageKey = uploadStorageKey(extension);
    await fileStorage.put(storageKey, bytes);
    try {
      const file = { kind: query.kind, name, type, size: bytes.length, sha256: sha256Hex(bytes), storageKey };
      const upload = await withPortalSession(database, voterSessionValue(request), token, (trx, voter) =>
        insertUpload(trx, voter, file),
      );
      reply.code(201);
      return { upload };
    } catch (error) {
      await removeQuietly(fileStorage, storageKey, request.log);
      throw error;
    }
  };
}

export function deletePortalUploadHandler({ database, fileStorage }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { token, uploadId } = request.params as PathParams<'deletePortalUpload'>;
    const key = await withPortalSession(database, voterSessionValue(request), token, (trx, voter) =>
      deleteUpload(trx, voter, uploadId),
    );
    // Only once the removal has committed.
    await removeQuietly(fileStorage, key, request.log);
    return reply.code(204).send();
  };
}
