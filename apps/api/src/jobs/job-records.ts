import type { Selectable } from 'kysely';
import type { DeliveriesTable, DeliveryChannel, DeliveryStatus, JobStatus, JobsTable } from '../db/schema.ts';
import { toIso, toIsoOrNull } from '../db/timestamps.ts';

export type { DeliveryChannel, DeliveryStatus, JobStatus };

/** A job as the API and the handlers see it; timestamps in ISO 8601. */
export interface Job {
  id: string;
  companyId: string;
  workspaceId: string;
  kind: string;
  payload: unknown;
  dedupeKey: string | null;
  status: JobStatus;
  /** done: items processed, successfully or not; failed: those of them that failed. */
  progress: { total: number; done: number; failed: number };
  /** Runs that ended in an error or a crash. */
  attempts: number;
  runAfter: string;
  lockedBy: string | null;
  lockedUntil: string | null;
  lastError: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface Delivery {
  id: string;
  jobId: string;
  /** The feature's id of the recipient, e.g. a voter id. */
  recipientKey: string;
  channel: DeliveryChannel;
  address: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string;
  providerMessageId: string | null;
  error: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const DELIVERY_STATUSES: readonly DeliveryStatus[] = [
  'pending',
  'sending',
  'sent',
  'failed',
  'unconfirmed',
];

/** PGlite answers jsonb as parsed JSON, pg too; a string only if someone stored one. */
function parsedPayload(value: unknown): unknown {
  return value ?? {};
}

export function toJob(row: Selectable<JobsTable>): Job {
  return {
    id: row.id,
    companyId: row.company_id,
    workspaceId: row.workspace_id,
    kind: row.kind,
    payload: parsedPayload(row.payload),
    dedupeKey: row.dedupe_key,
    status: row.status,
    progress: { total: row.progress_total, done: row.progress_done, failed: row.progress_failed },
    attempts: row.attempts,
    runAfter: toIso(row.run_after),
    lockedBy: row.locked_by,
    lockedUntil: toIsoOrNull(row.locked_until),
    lastError: row.last_error,
    createdBy: row.created_by,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    finishedAt: toIsoOrNull(row.finished_at),
  };
}

export function toDelivery(row: Selectable<DeliveriesTable>): Delivery {
  return {
    id: row.id,
    jobId: row.job_id,
    recipientKey: row.recipient_key,
    channel: row.channel,
    address: row.address,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: toIso(row.next_attempt_at),
    providerMessageId: row.provider_message_id,
    error: row.error,
    sentAt: toIsoOrNull(row.sent_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
