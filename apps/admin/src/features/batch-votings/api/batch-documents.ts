import type { VotingBatchDocumentUpload, VotingBatchDocuments } from '@backoffice/api-client';
import { api, unwrap } from '@admin/lib/api-client';
import { uploadBody, type UploadProgress } from '@admin/lib/upload';

// A batch's fund documents: the funds with their documents counted, and the upload of many PDFs or one ZIP matched
// to the funds by the CNPJ in their names (a preview first: dryRun, nothing written; then the same files attached).

/** GET /voting-batches/{batchId}/documents (getVotingBatchDocuments). */
export async function fetchBatchDocuments(batchId: string): Promise<VotingBatchDocuments> {
  const { data } = await api.GET('/voting-batches/{batchId}/documents', { params: { path: { batchId } } });
  return unwrap(data).batchDocuments;
}

/**
 * The files as a multipart/form-data body of `files` parts, built by hand so the upload keeps its progress (the
 * transport sets the Content-Type, which FormData's own boundary would need to set itself).
 */
export function multipartBody(files: readonly File[]): { body: Blob; contentType: string } {
  const boundary = `----documentos-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  const quoted = (name: string) => name.replace(/[\r\n"]/g, (char) => encodeURIComponent(char));
  const parts: BlobPart[] = [];
  for (const file of files) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${quoted(file.name)}"\r\n` +
        `Content-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`,
      file,
      '\r\n',
    );
  }
  parts.push(`--${boundary}--\r\n`);
  return { body: new Blob(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

type UploadAnswer = { documentUpload: VotingBatchDocumentUpload };

/** POST /voting-batches/{batchId}/documents (uploadVotingBatchDocuments), with `dryRun` for the preview. */
export async function uploadBatchDocuments(
  batchId: string,
  files: readonly File[],
  dryRun: boolean,
  onProgress: (progress: UploadProgress) => void,
): Promise<VotingBatchDocumentUpload> {
  const { body, contentType } = multipartBody(files);
  const path = `/voting-batches/${encodeURIComponent(batchId)}/documents`;
  const query: Record<string, string> = dryRun ? { dryRun: 'true' } : {};
  return (await uploadBody<UploadAnswer>(path, query, body, contentType, onProgress)).documentUpload;
}
