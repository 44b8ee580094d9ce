import type { VotingBatch, VotingBatchHolderImport, operations } from '@backoffice/api-client';
import { api, unwrap } from '@admin/lib/api-client';
import { uploadFile, type UploadProgress } from '@admin/lib/upload';

// The holders spreadsheet of a batch: read (nothing written) and confirmed into one child voting per fund. Loaded
// with the spreadsheet panel, not with the new-batch screen's first load.

type UploadAnswer = operations['uploadVotingBatchHolders']['responses'][201]['content']['application/json'];

/** POST /voting-batches/{batchId}/holder-imports (uploadVotingBatchHolders): the funds found and the row errors. */
export async function uploadBatchHolders(
  batchId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<VotingBatchHolderImport> {
  const path = `/voting-batches/${encodeURIComponent(batchId)}/holder-imports`;
  // Excel names its CSV type in many ways (or not at all): the server reads the bytes, not the name.
  const type = file.type === 'text/csv' ? 'text/csv' : 'application/octet-stream';
  return (await uploadFile<UploadAnswer>(path, file.name, file, type, onProgress)).holderImport;
}

type ConfirmBody = NonNullable<
  operations['confirmVotingBatchHolders']['requestBody']
>['content']['application/json'];
/** One fund's facts for its child voting (issued quotas, auditor's opinion, tacit approval). */
export type ConfirmFund = NonNullable<ConfirmBody['funds']>[number];

/** POST …/holder-imports/{importId}/confirm (confirmVotingBatchHolders): one draft child voting per fund. */
export async function confirmBatchHolders(
  batchId: string,
  importId: string,
  funds: ConfirmFund[] = [],
): Promise<VotingBatch> {
  const { data } = await api.POST('/voting-batches/{batchId}/holder-imports/{importId}/confirm', {
    params: { path: { batchId, importId } },
    body: funds.length ? { funds } : {},
  });
  return unwrap(data).votingBatch;
}
