import type { VotingDocument } from '@backoffice/api-client';
import type { FastifyBaseLogger } from 'fastify';
import { withWorkspace } from '../db/tenant.ts';
import { documentBody } from '../http/binary-bodies.ts';
import { HttpProblem } from '../http/problem.ts';
import {
  cleanFileName,
  deleteDocument,
  documentStorageKey,
  insertDocument,
  loadDocument,
  requireDocumentsOpen,
  sha256Hex,
} from '../services/votings/documents.ts';
import { loadSettledVoting } from '../services/votings/settle-voting.ts';
import { systemActor, userActor } from '../services/votings/voting-actor.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { sendStoredFile } from './stored-file-reply.ts';
import {
  requireWorkspaceSession,
  type AppDependencies,
  type PathParams,
  type RouteHandler,
} from './types.ts';

// A voting's support documents. The upload's body is the file itself (binary-bodies.ts has checked the role, the
// type, the size and, here, the magic bytes before anything is stored).

async function removeQuietly(storage: FileStorage, key: string, log: FastifyBaseLogger): Promise<void> {
  try {
    await storage.remove(key);
  } catch (error) {
    log.warn({ err: error, key }, 'could not remove a stored file');
  }
}

/** The file is stored first, then recorded; if recording fails (a refusal, a crash) the file is removed again. */
export function uploadVotingDocumentHandler({ database, fileStorage }: AppDependencies): RouteHandler {
  return async (request, reply): Promise<{ document: VotingDocument }> => {
    const session = requireWorkspaceSession(request);
    const actor = userActor(session);
    const now = new Date();
    const { votingId } = request.params as PathParams<'uploadVotingDocument'>;
    const { fileName } = request.query as { fileName: string };
    const name = cleanFileName(fileName);
    const { type, extension, bytes } = documentBody(request);
    // Refused before a byte is stored when the voting is not there or takes no documents.
    await withWorkspace(database.db, actor.companyId, actor.workspaceId, async (trx) => {
      const voting = await loadSettledVoting(trx, systemActor(actor), votingId, now);
      if (!voting) throw new HttpProblem('not_found');
      requireDocumentsOpen(voting, now);
    });
    const storageKey = documentStorageKey(extension);
    await fileStorage.put(storageKey, bytes);
    try {
      const document = await withWorkspace(database.db, actor.companyId, actor.workspaceId, async (trx) => {
        const voting = await loadSettledVoting(trx, systemActor(actor), votingId, new Date(), { lock: true });
        if (!voting) throw new HttpProblem('not_found');
        const file = { name, type, size: bytes.length, sha256: sha256Hex(bytes), storageKey };
        return insertDocument(trx, actor, voting, file, new Date());
      });
      reply.code(201);
      return { document };
    } catch (error) {
      await removeQuietly(fileStorage, storageKey, request.log);
      throw error;
    }
  };
}

export function downloadVotingDocumentHandler({ database, fileStorage }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const session = requireWorkspaceSession(request);
    const { votingId, documentId } = request.params as PathParams<'downloadVotingDocument'>;
    const document = await withWorkspace(database.db, session.companyId, session.currentWorkspaceId, (trx) =>
      loadDocument(trx, votingId, documentId),
    );
    return sendStoredFile(reply, fileStorage, document, { disposition: 'attachment' });
  };
}

export function deleteVotingDocumentHandler({ database, fileStorage }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const session = requireWorkspaceSession(request);
    const actor = userActor(session);
    const now = new Date();
    const { votingId, documentId } = request.params as PathParams<'deleteVotingDocument'>;
    const key = await withWorkspace(database.db, actor.companyId, actor.workspaceId, async (trx) => {
      const voting = await loadSettledVoting(trx, systemActor(actor), votingId, now, { lock: true });
      if (!voting) throw new HttpProblem('not_found');
      return deleteDocument(trx, voting, documentId, now);
    });
    await removeQuietly(fileStorage, key, request.log);
    return reply.code(204).send();
  };
}
