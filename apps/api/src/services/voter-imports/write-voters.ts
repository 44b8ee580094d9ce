import { sql } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { arrayLiteral } from '../../db/array-literal.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import type { ValidVoterRow, VoterRow } from '../../voter-import/index.ts';
import { voterTokenHash } from '../voting-dispatch/link-token.ts';

// Writing imported voters fast and in short steps: one INSERT … SELECT FROM unnest() per chunk, nine arrays as nine
// parameters whatever the chunk size (no parameter limit, one statement to plan), ids and link-token hashes made
// here. Each chunk is written by the caller's `write` — the import job gives every chunk a transaction of its own
// (voter-import-job.ts), so no transaction holds the database for long. A chunk's size follows how long the one
// before took, aiming at a time: on PGlite, which has ONE connection, that time is what every other request may wait
// for a chunk (CHUNK_TARGET_MS.oneConnection); on PostgreSQL, other requests have connections of their own and the
// chunk's transaction holds only the voting's lock (its ballots wait), so chunks may be longer. On a fast, quiet
// server chunks grow, on a loaded one they shrink. The writer keeps one chunk in flight: while the database writes
// a chunk, the caller reads and prepares the next one. A CPF/CNPJ that became a voter meanwhile (another import,
// addVoter, or this import's own run before a crash) is skipped by the unique key.

/**
 * How long preparing (ids, token hashes: this thread) and writing one chunk should take: on PGlite, what another
 * company's request may wait for it; on PostgreSQL, what a ballot of the same voting may wait for its lock — and, on
 * a 2-core server, how long the chunk's insert competes for the CPU with other companies' queries (bench:tenant-stall:
 * at 250 ms their p99 was ≈80 ms, at 60 ms ≈32 ms; docs/decisions.md).
 */
export const CHUNK_TARGET_MS = { oneConnection: 30, pooled: 60 } as const;
/**
 * Rows read and prepared (ids, token hashes) between two turns of the event loop: the reading and hashing run in the
 * API's thread, so this bounds how long they keep the other requests of the process waiting.
 */
export const SLICE_ROWS = 250;
/** The first chunk's rows, and the bounds of the next ones'. */
export const CHUNK_ROWS = { first: 250, min: 100, max: 10_000 } as const;

export interface ImportTarget {
  companyId: string;
  workspaceId: string;
  votingId: string;
  importId: string;
}

export interface VoterChunk {
  rows: number;
  /** The file line of the chunk's last row: the file is written up to it once the chunk commits. */
  lastLine: number;
  /** Each row's voting: one voting for an import, several funds' children for a batch's holders. */
  votingIds: string[];
  ids: string[];
  names: string[];
  types: string[];
  taxIds: string[];
  emails: string[];
  phones: (string | null)[];
  weights: string[];
  tokenHashes: string[];
  /** The nine arrays in PostgreSQL's text form, when made ahead (withText): else insertVoterChunk makes them. */
  text?: VoterChunkText;
}

/** A chunk's arrays as PostgreSQL reads them (db/array-literal.ts). */
export type VoterChunkText = Record<(typeof CHUNK_ARRAYS)[number], string>;

const CHUNK_ARRAYS = [
  'votingIds',
  'ids',
  'names',
  'types',
  'taxIds',
  'emails',
  'phones',
  'weights',
  'tokenHashes',
] as const;

/**
 * The chunk with its arrays written out for the database: called while the statement before runs, so that the
 * database does not wait for the escaping of its 45,000 values when this chunk's turn comes (≈ 1 s in a 300,000-row
 * batch).
 */
export function withText(chunk: VoterChunk): VoterChunk {
  const text = Object.fromEntries(CHUNK_ARRAYS.map((name) => [name, arrayLiteral(chunk[name])]));
  return { ...chunk, text: text as VoterChunkText };
}

/** Voters by column: a fund's holders as the batch import keeps them, or rows of a file (rowColumns). */
export interface VoterColumns {
  lines: number[];
  names: string[];
  taxIdTypes: VoterRow['taxIdType'][];
  taxIds: string[];
  emails: (string | null)[];
  phones: (string | null)[];
  weights: string[];
}

/** The fields of VoterColumns, for code that treats every column alike. */
export const VOTER_COLUMN_NAMES = [
  'lines',
  'names',
  'taxIdTypes',
  'taxIds',
  'emails',
  'phones',
  'weights',
] as const satisfies readonly (keyof VoterColumns)[];

export function rowColumns(rows: readonly VoterRow[]): VoterColumns {
  return {
    lines: rows.map((row) => row.line),
    names: rows.map((row) => row.name),
    taxIdTypes: rows.map((row) => row.taxIdType),
    taxIds: rows.map((row) => row.taxId),
    emails: rows.map((row) => row.email),
    phones: rows.map((row) => row.phone),
    weights: rows.map((row) => row.weight),
  };
}

/** Rows start..end of `columns` (the columns themselves when that is all of them). */
export function sliceVoterColumns(columns: VoterColumns, start: number, end: number): VoterColumns {
  if (start === 0 && end >= columns.taxIds.length) return columns;
  return Object.fromEntries(
    VOTER_COLUMN_NAMES.map((name) => [name, columns[name].slice(start, end)]),
  ) as unknown as VoterColumns;
}

/** The voters of `columns` ready to write to `target.votingId`: new ids and their link-token hashes. */
export function prepareColumns(
  target: ImportTarget,
  columns: VoterColumns,
  secret: string,
  newId: () => string,
): VoterChunk {
  const ids = columns.taxIds.map(() => newId());
  return {
    rows: ids.length,
    lastLine: columns.lines.at(-1) ?? 0,
    votingIds: ids.map(() => target.votingId),
    ids,
    names: columns.names,
    types: columns.taxIdTypes,
    taxIds: columns.taxIds,
    emails: columns.emails.map((email) => email ?? ''),
    phones: columns.phones,
    weights: columns.weights,
    tokenHashes: ids.map((voterId) =>
      voterTokenHash(secret, { votingId: target.votingId, voterId, tokenVersion: 1 }),
    ),
  };
}

export function prepareChunk(
  target: ImportTarget,
  rows: readonly ValidVoterRow[],
  secret: string,
  newId: () => string,
): VoterChunk {
  return prepareColumns(target, rowColumns(rows), secret, newId);
}

/** One chunk of several prepared in turn (slices of a file, or several funds' holders). */
export function joinChunks(slices: readonly VoterChunk[]): VoterChunk {
  return {
    rows: slices.reduce((sum, slice) => sum + slice.rows, 0),
    lastLine: slices.at(-1)?.lastLine ?? 0,
    votingIds: slices.flatMap((slice) => slice.votingIds),
    ids: slices.flatMap((slice) => slice.ids),
    names: slices.flatMap((slice) => slice.names),
    types: slices.flatMap((slice) => slice.types),
    taxIds: slices.flatMap((slice) => slice.taxIds),
    emails: slices.flatMap((slice) => slice.emails),
    phones: slices.flatMap((slice) => slice.phones),
    weights: slices.flatMap((slice) => slice.weights),
    tokenHashes: slices.flatMap((slice) => slice.tokenHashes),
  };
}

/** Inserts the chunk's voters; answers how many became voters (the others' CPF/CNPJ was already there). */
export async function insertVoterChunk(
  trx: TenantTransaction,
  target: Omit<ImportTarget, 'votingId'>,
  chunk: VoterChunk,
): Promise<number> {
  const text = chunk.text ?? withText(chunk).text!;
  const result = await sql`
    insert into voters
      (company_id, workspace_id, voting_id, import_id, id, name, tax_id_type, tax_id, email, phone, weight, token_hash)
    select ${target.companyId}::uuid, ${target.workspaceId}::uuid, u.voting_id, ${target.importId}::uuid,
      u.id, u.name, u.tax_id_type, u.tax_id, u.email, u.phone, u.weight, u.token_hash
    from unnest(
      ${text.votingIds}::uuid[], ${text.ids}::uuid[], ${text.names}::text[], ${text.types}::text[], ${text.taxIds}::text[],
      ${text.emails}::text[], ${text.phones}::text[], ${text.weights}::numeric[], ${text.tokenHashes}::text[]
    ) as u(voting_id, id, name, tax_id_type, tax_id, email, phone, weight, token_hash)
    on conflict (company_id, voting_id, tax_id) do nothing`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}

export interface VoterWriter {
  /**
   * Takes a row; a promise when the caller must wait (for the chunk before, or a turn of the event loop after each
   * SLICE_ROWS rows), else undefined: go on reading.
   */
  add(row: ValidVoterRow): Promise<void> | undefined;
  /** Writes what is left and answers how many rows became voters. */
  finish(): Promise<number>;
}

export function voterWriter(
  target: ImportTarget,
  options: {
    secret: string;
    newId: () => string;
    /**
     * Writes one chunk (the caller's transaction for it): how many rows became voters, and how long the transaction
     * held the database (waiting for a connection left out), which sizes the next chunk.
     */
    write: (chunk: VoterChunk) => Promise<{ inserted: number; busyMs: number }>;
    /** After each chunk is written: rows handed to the database so far. */
    onWritten?: (rows: number) => void;
    /** A fixed chunk size (tests); by default it adapts to `targetMs`. */
    chunkRows?: number;
    /** How long a chunk should take (default CHUNK_TARGET_MS.oneConnection). */
    targetMs?: number;
  },
): VoterWriter {
  let chunkRows = options.chunkRows ?? CHUNK_ROWS.first;
  const targetMs = options.targetMs ?? CHUNK_TARGET_MS.oneConnection;
  /** The next chunk's rows from the last one's: as many as `targetMs` of work at that pace. */
  const adapt = (rows: number, busyMs: number) => {
    if (options.chunkRows !== undefined) return;
    const paced = Math.round((rows * targetMs) / Math.max(1, busyMs));
    // Grows by half at most a chunk, so one quick chunk on a loaded machine does not make the next one long.
    chunkRows = Math.min(CHUNK_ROWS.max, Math.ceil(1.5 * rows), Math.max(CHUNK_ROWS.min, paced));
  };
  /** The chunk being filled: its slices prepared so far, the rows not prepared yet, and the time preparing took. */
  let slices: VoterChunk[] = [];
  let unprepared: ValidVoterRow[] = [];
  let pendingRows = 0;
  let prepareMs = 0;
  let inFlight: Promise<number> | null = null;
  let written = 0;
  let handed = 0;
  /** Chunks are sent one after another, whether or not the caller waited for the one before. */
  let queue: Promise<void> = Promise.resolve();

  async function settle(): Promise<void> {
    if (!inFlight) return;
    const running = inFlight;
    inFlight = null;
    written += await running;
    options.onWritten?.(handed);
  }

  function prepareSlice(): void {
    if (unprepared.length === 0) return;
    const preparing = performance.now();
    slices.push(prepareChunk(target, unprepared, options.secret, options.newId));
    prepareMs += performance.now() - preparing;
    unprepared = [];
  }

  function flush(): Promise<void> {
    prepareSlice();
    if (slices.length === 0) return queue;
    // Prepared while the chunk before may still be being written.
    const chunk = withText(joinChunks(slices));
    const chunkPrepareMs = prepareMs;
    slices = [];
    pendingRows = 0;
    prepareMs = 0;
    queue = queue.then(async () => {
      await settle();
      handed += chunk.rows;
      inFlight = options.write(chunk).then(({ inserted, busyMs }) => {
        adapt(chunk.rows, chunkPrepareMs + busyMs);
        return inserted;
      });
      // Its failure is thrown by the next settle(); until then it must not count as unhandled.
      inFlight.catch(() => undefined);
    });
    queue.catch(() => undefined);
    return queue;
  }

  return {
    add(row) {
      unprepared.push(row);
      pendingRows += 1;
      if (pendingRows >= chunkRows) return flush();
      if (unprepared.length < SLICE_ROWS) return undefined;
      // A slice is read: prepared now, then a turn of the event loop for the process's other requests.
      prepareSlice();
      return nextTurn().then(() => undefined);
    },
    async finish() {
      await flush();
      await settle();
      return written;
    },
  };
}
