import type { VotingDocument, operations } from '@backoffice/api-client';
import { api } from '@admin/lib/api-client';
import { uploadFile, type UploadProgress } from '@admin/lib/upload';

// A draft's support documents (the new-voting flow's documents step): the upload with its progress (lib/upload.ts)
// and the removal. Failures reject with the client's ApiError, as in votings.ts.

type DocumentAnswer = operations['uploadVotingDocument']['responses'][201]['content']['application/json'];

/** POST /votings/{votingId}/documents (uploadVotingDocument): a PDF, PNG or JPEG. */
export async function uploadVotingDocument(
  votingId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<VotingDocument> {
  const path = `/votings/${encodeURIComponent(votingId)}/documents`;
  const answer = await uploadFile<DocumentAnswer>(path, file.name, file, file.type, onProgress, signal);
  return answer.document;
}

/** DELETE /votings/{votingId}/documents/{documentId} (deleteVotingDocument): only while a draft. */
export async function deleteVotingDocument(votingId: string, documentId: string): Promise<void> {
  await api.DELETE('/votings/{votingId}/documents/{documentId}', {
    params: { path: { votingId, documentId } },
  });
}
