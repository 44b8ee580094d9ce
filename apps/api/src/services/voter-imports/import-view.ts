import type { VoterImport, VoterImportError, VoterImportRow } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';

// A voter import as stored (voter_imports) and as the contract shows it. The summary column keeps, besides what the
// contract shows, the file's SHA-256 (audited when the import is confirmed).

/** At most this many row errors are kept with the import (the error report has them all). */
export const MAX_LISTED_ERRORS = 1000;
/** The valid rows shown before confirming. */
export const PREVIEW_ROWS = 50;

export type StoredSummary = VoterImport['summary'] & {
  /** SHA-256 (hex) of the uploaded bytes. */
  sha256: string;
  /** More errors than MAX_LISTED_ERRORS were found. */
  errorsTruncated: boolean;
};

export const IMPORT_COLUMNS = [
  'id',
  'status',
  'file_name',
  'file_key',
  'size',
  'summary',
  'errors',
  'preview',
  'error_report_key',
  'imported_count',
  'job_id',
  'created_at',
  'confirmed_at',
  'written_through_line',
  'rollback_reason',
] as const;

export async function selectImport(
  trx: TenantTransaction,
  votingId: string,
  importId: string,
  forUpdate = false,
) {
  const query = trx
    .selectFrom('voter_imports')
    .select(IMPORT_COLUMNS)
    .where('voting_id', '=', votingId)
    .where('id', '=', importId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export type ImportRow = NonNullable<Awaited<ReturnType<typeof selectImport>>>;

/** jsonb columns arrive parsed (pg) or as text (some PGlite paths). */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export function storedSummary(row: Pick<ImportRow, 'summary'>): StoredSummary {
  return json<StoredSummary>(row.summary);
}

/** How far the import's writing is: nothing before confirming, everything once imported. */
export interface ImportProgress {
  done: number;
  total: number;
}

export function toVoterImport(row: ImportRow, progress: ImportProgress): VoterImport {
  const { sha256: _sha256, errorsTruncated, ...summary } = storedSummary(row);
  return {
    id: row.id,
    status: row.status,
    fileName: row.file_name,
    size: row.size,
    createdAt: toIso(row.created_at),
    summary,
    errors: json<VoterImportError[]>(row.errors),
    errorsTruncated,
    preview: json<VoterImportRow[]>(row.preview),
    progress,
  };
}
