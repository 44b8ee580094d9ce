import type { operations, VoterImport } from '@backoffice/api-client';
import { DEFAULT_LOCALE, importErrorReportFileName } from '@backoffice/domain';
import { withWorkspace } from '../db/tenant.ts';
import { voterImportBody } from '../http/binary-bodies.ts';
import { HttpProblem } from '../http/problem.ts';
import { confirmVoterImport } from '../services/voter-imports/confirm-import.ts';
import { discardVoterImport } from '../services/voter-imports/discard-import.ts';
import { errorReportCsvFrom } from '../services/voter-imports/error-report-file.ts';
import { provideImportFileStorage } from '../services/voter-imports/import-file-storage.ts';
import { selectImport } from '../services/voter-imports/import-view.ts';
import { viewImport } from '../services/voter-imports/load-import.ts';
import { uploadVoterImport, type ImportOwner } from '../services/voter-imports/upload-import.ts';
import { requireVoting } from '../services/voters/voting-gate.ts';
import { VOTER_CSV_EXAMPLE_FILE_NAME, voterCsvExample } from '../voter-import/index.ts';
import { attachment } from '../services/voter-imports/content-disposition.ts';
import {
  requireWorkspaceSession,
  type AppDependencies,
  type AuthorizedSession,
  type PathParams,
  type RouteHandler,
} from './types.ts';

// Voter imports of a voting of the caller's current workspace: upload (read and described, nothing written),
// follow, discard, confirm (a durable job writes the valid rows), and the error report; plus the example file.

const CSV = 'text/csv; charset=utf-8';

type ErrorReportQuery = NonNullable<operations['downloadVoterImportErrors']['parameters']['query']>;

function owner(session: AuthorizedSession & { currentWorkspaceId: string }, votingId: string): ImportOwner {
  return {
    companyId: session.companyId,
    workspaceId: session.currentWorkspaceId,
    votingId,
    userId: session.userId,
  };
}

/** The name as the operator's computer gave it: no folders, one line, Unicode composed. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean === '' ? 'votantes.csv' : clean;
}

export function getVoterImportExampleHandler(_deps: AppDependencies): RouteHandler {
  return async (request, reply) => {
    requireWorkspaceSession(request);
    return reply
      .type(CSV)
      .header('content-disposition', attachment(VOTER_CSV_EXAMPLE_FILE_NAME))
      .send(voterCsvExample());
  };
}

export function uploadVoterImportHandler({ database, fileStorage }: AppDependencies): RouteHandler {
  provideImportFileStorage(fileStorage);
  return async (request, reply): Promise<{ voterImport: VoterImport }> => {
    const session = requireWorkspaceSession(request);
    const { votingId } = request.params as PathParams<'uploadVoterImport'>;
    const { fileName } = request.query as { fileName: string };
    const bytes = voterImportBody(request);
    const voterImport = await uploadVoterImport(database, fileStorage, owner(session, votingId), {
      name: cleanFileName(fileName),
      bytes,
    });
    reply.code(201);
    return { voterImport };
  };
}

export function getVoterImportHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ voterImport: VoterImport }> => {
    const session = requireWorkspaceSession(request);
    const { votingId, importId } = request.params as PathParams<'getVoterImport'>;
    const voterImport = await withWorkspace(
      database.db,
      session.companyId,
      session.currentWorkspaceId,
      async (trx) => {
        const row = await selectImport(trx, votingId, importId);
        if (!row) throw new HttpProblem('not_found');
        return viewImport(trx, row);
      },
    );
    return { voterImport };
  };
}

export function discardVoterImportHandler({ database, fileStorage }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const session = requireWorkspaceSession(request);
    const { votingId, importId } = request.params as PathParams<'discardVoterImport'>;
    const keys = await withWorkspace(database.db, session.companyId, session.currentWorkspaceId, (trx) =>
      discardVoterImport(trx, owner(session, votingId), importId),
    );
    // Only once the discard has committed: a rolled-back discard keeps its files.
    for (const key of keys) await fileStorage.remove(key);
    return reply.code(204).send();
  };
}

export function confirmVoterImportHandler({ database, fileStorage }: AppDependencies): RouteHandler {
  provideImportFileStorage(fileStorage);
  return async (request, reply): Promise<{ voterImport: VoterImport }> => {
    const session = requireWorkspaceSession(request);
    const { votingId, importId } = request.params as PathParams<'confirmVoterImport'>;
    const voterImport = await withWorkspace(
      database.db,
      session.companyId,
      session.currentWorkspaceId,
      (trx) => confirmVoterImport(trx, owner(session, votingId), importId),
    );
    reply.code(202);
    return { voterImport };
  };
}

export function downloadVoterImportErrorsHandler({ database, fileStorage }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const session = requireWorkspaceSession(request);
    const { votingId, importId } = request.params as PathParams<'downloadVoterImportErrors'>;
    const row = await withWorkspace(
      database.db,
      session.companyId,
      session.currentWorkspaceId,
      async (trx) => {
        await requireVoting(trx, votingId);
        return selectImport(trx, votingId, importId);
      },
    );
    if (!row || row.status === 'discarded') throw new HttpProblem('not_found');
    const key = row.error_report_key;
    const stored = key ? await fileStorage.get(key) : null;
    if (key && !stored) throw new HttpProblem('not_found');
    // The reader's language (the app's locale): the columns and sentences of the import screen.
    const locale = (request.query as ErrorReportQuery).locale ?? DEFAULT_LOCALE;
    const report = errorReportCsvFrom(key && stored ? { key, bytes: stored } : null, locale);
    const name = importErrorReportFileName(locale, row.file_name);
    return reply.type(CSV).header('content-disposition', attachment(name)).send(report);
  };
}
