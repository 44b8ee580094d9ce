import type { VoterImport, operations } from '@backoffice/api-client';
import { DEFAULT_LOCALE, isSupportedLocale } from '@backoffice/domain';
import { api, unwrap } from '@admin/lib/api-client';
import { uploadFile, type UploadProgress } from '@admin/lib/upload';

// A voter list's import (CSV) into a voting (the new-voting flow's voters step, the detail's import dialog): the
// upload with its progress (lib/upload.ts), the import read and confirmed or discarded, its error report and the
// example file. Failures reject with the client's ApiError, as in votings.ts.

type ImportAnswer = operations['uploadVoterImport']['responses'][201]['content']['application/json'];

const importPath = (votingId: string, importId: string) => ({ params: { path: { votingId, importId } } });

/** POST /votings/{votingId}/voter-imports (uploadVoterImport): the CSV is read, nothing is written yet. */
export async function uploadVoterImport(
  votingId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<VoterImport> {
  const path = `/votings/${encodeURIComponent(votingId)}/voter-imports`;
  // Excel names its CSV type in many ways (or not at all): the server reads the bytes, not the name.
  const type = file.type === 'text/csv' ? 'text/csv' : 'application/octet-stream';
  const answer = await uploadFile<ImportAnswer>(path, file.name, file, type, onProgress, signal);
  return answer.voterImport;
}

/** GET /votings/{votingId}/voter-imports/{importId} (getVoterImport): the import and its progress. */
export async function getVoterImport(votingId: string, importId: string): Promise<VoterImport> {
  const { data } = await api.GET(
    '/votings/{votingId}/voter-imports/{importId}',
    importPath(votingId, importId),
  );
  return unwrap(data).voterImport;
}

/** POST …/voter-imports/{importId}/confirm (confirmVoterImport): imports the valid rows (202, importing). */
export async function confirmVoterImport(votingId: string, importId: string): Promise<VoterImport> {
  const { data } = await api.POST('/votings/{votingId}/voter-imports/{importId}/confirm', {
    ...importPath(votingId, importId),
    body: {},
  });
  return unwrap(data).voterImport;
}

/** DELETE /votings/{votingId}/voter-imports/{importId} (discardVoterImport). */
export async function discardVoterImport(votingId: string, importId: string): Promise<void> {
  await api.DELETE('/votings/{votingId}/voter-imports/{importId}', importPath(votingId, importId));
}

/**
 * GET …/voter-imports/{importId}/error-report (downloadVoterImportErrors): the rows with errors as CSV, with the
 * screen's columns and sentences in `locale` (pt-BR for a locale the server does not have).
 */
export async function downloadVoterImportErrors(
  votingId: string,
  importId: string,
  locale: string,
): Promise<Blob> {
  const { data } = await api.GET('/votings/{votingId}/voter-imports/{importId}/error-report', {
    params: {
      path: { votingId, importId },
      query: { locale: isSupportedLocale(locale) ? locale : DEFAULT_LOCALE },
    },
    parseAs: 'blob',
  });
  return unwrap(data);
}

/** GET /voter-imports/example (getVoterImportExample): a CSV the import reads as it is. */
export async function getVoterImportExample(): Promise<Blob> {
  const { data } = await api.GET('/voter-imports/example', { parseAs: 'blob' });
  return unwrap(data);
}
