import type { RepresentedPartyImport, VoterImportError } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { MAX_REPRESENTED_PARTIES_BYTES } from '@backoffice/domain';
import {
  REPRESENTED_PARTY_COLUMNS,
  readVoterCsv,
  VoterImportFileError,
  type RowIssue,
  type ValidVoterRow,
} from '../../voter-import/index.ts';
import { fileProblem } from '../voter-imports/upload-import.ts';
import { insertParties, refusedParties } from './party-rules.ts';
import type { PortalVoter } from './portal-session.ts';
import { openVotingAndVoter } from './portal-voting.ts';

// A CSV of represented parties (Nome;CPF/CNPJ;Peso, e-mail and phone optional), read by the operator's voter import
// (voter-import/, with REPRESENTED_PARTY_COLUMNS): encodings, delimiters, check digits, leading zeros Excel dropped,
// row codes. Every valid row is added; every other row is reported by line — the reader's codes, plus
// `already_voted` and `already_represented` (party-rules.ts). The file is read before the transaction (PGlite runs
// one at a time); the rows are checked and written in it.

export interface PartyFile {
  rows: number;
  valid: ValidVoterRow[];
  errors: VoterImportError[];
}

function toError(line: number, issue: Omit<RowIssue, 'code'> & { code: string }): VoterImportError {
  return {
    line,
    field: issue.field,
    code: issue.code,
    ...(issue.value === undefined ? {} : { value: issue.value }),
    ...(issue.params === undefined ? {} : { params: issue.params }),
  };
}

/** Reads the whole file: its valid rows and every refused row's reasons. 422 (413) when it cannot be read at all. */
export async function readPartyFile(bytes: Buffer): Promise<PartyFile> {
  const reading = readVoterCsv(bytes, {
    columns: REPRESENTED_PARTY_COLUMNS,
    limits: { maxFileBytes: MAX_REPRESENTED_PARTIES_BYTES },
  });
  const valid: ValidVoterRow[] = [];
  const errors: VoterImportError[] = [];
  try {
    for await (const row of reading) {
      if (row.valid) valid.push(row);
      else for (const issue of row.errors) errors.push(toError(row.line, issue));
    }
  } catch (error) {
    if (error instanceof VoterImportFileError) throw fileProblem(error);
    throw error;
  }
  return { rows: reading.summary.rows, valid, errors };
}

/** Adds the file's valid rows the voter may represent; reports the others with the reader's. */
export async function importRepresentedParties(
  trx: TenantTransaction,
  voter: PortalVoter,
  file: PartyFile,
): Promise<RepresentedPartyImport> {
  const { voter: attorney } = await openVotingAndVoter(trx, voter);
  const refused = await refusedParties(
    trx,
    voter,
    attorney,
    file.valid.map((row) => row.taxId),
  );
  const errors = [...file.errors];
  const accepted = [];
  for (const row of file.valid) {
    const refusal = refused.get(row.taxId);
    if (refusal) errors.push(toError(row.line, { field: 'taxId', code: refusal, value: row.taxId }));
    else accepted.push(row);
  }
  const added = await insertParties(trx, voter, accepted);
  errors.sort((a, b) => a.line - b.line);
  return { rows: file.rows, added: added.length, errors };
}
