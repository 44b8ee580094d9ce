import { sql } from 'kysely';
import type { TenantTransaction } from '../../db/tenant.ts';
import type { ValidVoterRow } from '../../voter-import/index.ts';
import { voterTokenHash } from '../voting-dispatch/link-token.ts';

// Writing imported voters fast: one INSERT … SELECT FROM unnest() per batch, eight arrays as eight parameters
// whatever the batch size (no parameter limit, one statement to plan), ids and link-token hashes made here. The
// writer keeps one batch in flight: while the database writes a batch, the caller reads and prepares the next one.
// A CPF/CNPJ that became a voter meanwhile (another import, addVoter) is skipped by the unique key.

export const WRITE_BATCH_ROWS = 5000;

export interface ImportTarget {
  companyId: string;
  workspaceId: string;
  votingId: string;
  importId: string;
}

interface PreparedBatch {
  rows: number;
  ids: string[];
  names: string[];
  types: string[];
  taxIds: string[];
  emails: string[];
  phones: (string | null)[];
  weights: string[];
  tokenHashes: string[];
}

function prepareBatch(
  target: ImportTarget,
  rows: readonly ValidVoterRow[],
  secret: string,
  newId: () => string,
): PreparedBatch {
  const ids = rows.map(() => newId());
  return {
    rows: rows.length,
    ids,
    names: rows.map((row) => row.name),
    types: rows.map((row) => row.taxIdType),
    taxIds: rows.map((row) => row.taxId),
    emails: rows.map((row) => row.email ?? ''),
    phones: rows.map((row) => row.phone),
    weights: rows.map((row) => row.weight),
    tokenHashes: ids.map((voterId) =>
      voterTokenHash(secret, { votingId: target.votingId, voterId, tokenVersion: 1 }),
    ),
  };
}

async function insertBatch(
  trx: TenantTransaction,
  target: ImportTarget,
  batch: PreparedBatch,
): Promise<number> {
  const result = await sql`
    insert into voters
      (company_id, workspace_id, voting_id, import_id, id, name, tax_id_type, tax_id, email, phone, weight, token_hash)
    select ${target.companyId}::uuid, ${target.workspaceId}::uuid, ${target.votingId}::uuid, ${target.importId}::uuid,
      u.id, u.name, u.tax_id_type, u.tax_id, u.email, u.phone, u.weight, u.token_hash
    from unnest(
      ${batch.ids}::uuid[], ${batch.names}::text[], ${batch.types}::text[], ${batch.taxIds}::text[],
      ${batch.emails}::text[], ${batch.phones}::text[], ${batch.weights}::numeric[], ${batch.tokenHashes}::text[]
    ) as u(id, name, tax_id_type, tax_id, email, phone, weight, token_hash)
    on conflict (company_id, voting_id, tax_id) do nothing`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}

export interface VoterWriter {
  /** Takes a row; a promise when the caller must wait for the batch before (else undefined: go on reading). */
  add(row: ValidVoterRow): Promise<void> | undefined;
  /** Writes what is left and answers how many rows became voters. */
  finish(): Promise<number>;
}

export function voterWriter(
  trx: TenantTransaction,
  target: ImportTarget,
  options: {
    secret: string;
    newId: () => string;
    /** After each batch is written: rows handed to the database so far. */
    onWritten?: (rows: number) => void;
    batchRows?: number;
  },
): VoterWriter {
  const batchRows = options.batchRows ?? WRITE_BATCH_ROWS;
  let pending: ValidVoterRow[] = [];
  let inFlight: Promise<number> | null = null;
  let written = 0;
  let handed = 0;
  /** Batches are sent one after another, whether or not the caller waited for the one before. */
  let queue: Promise<void> = Promise.resolve();

  async function settle(): Promise<void> {
    if (!inFlight) return;
    const running = inFlight;
    inFlight = null;
    written += await running;
    options.onWritten?.(handed);
  }

  function flush(): Promise<void> {
    if (pending.length === 0) return queue;
    // Prepared now (ids, token hashes), while the batch before may still be being written.
    const batch = prepareBatch(target, pending, options.secret, options.newId);
    pending = [];
    queue = queue.then(async () => {
      await settle();
      handed += batch.rows;
      inFlight = insertBatch(trx, target, batch);
      // Its failure is thrown by the next settle(); until then it must not count as unhandled.
      inFlight.catch(() => undefined);
    });
    queue.catch(() => undefined);
    return queue;
  }

  return {
    add(row) {
      pending.push(row);
      return pending.length >= batchRows ? flush() : undefined;
    },
    async finish() {
      await flush();
      await settle();
      return written;
    },
  };
}
