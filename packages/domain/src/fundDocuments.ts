// A batch's documents (many PDFs, or a ZIP's entries) matched to its funds by the CNPJ in their names:
// 'DF 2025 - 12.345.678_0001-90.pdf', '12345678000190_parecer.pdf', 'fii-12-345-678-0001-90.pdf', a ZIP folder per
// fund ('12345678000190/DF 2025.pdf'), or a formatted CNPJ whose '/' a ZIP turned into a folder. A CNPJ is read with
// or without its punctuation, '_', '-' or spaces standing for any of it (file systems refuse '/'), alphanumeric
// ones too, and counted only when its check digits hold — a date or a serial number does not pass for one.
import { formatCnpj, isValidCnpj } from './taxId.ts';
import { hasControlCharacter } from './voterFields.ts';

/** Any of the characters that stand between a CNPJ's groups in a file name. */
const SEP = String.raw`[.\-_ /\\]?`;
const GROUPS = (char: string, digit: string) =>
  `${char}{2}${SEP}${char}{3}${SEP}${char}{3}${SEP}${char}{4}${SEP}${digit}{2}`;
// Lookaheads find overlapping candidates; the boundaries keep a longer code from passing for a CNPJ. Digits alone may
// touch letters ('FII12345678000190'); an alphanumeric CNPJ is bounded by anything but [0-9A-Z].
const ALPHANUMERIC = new RegExp(`(?<![0-9A-Z])(?=(${GROUPS('[0-9A-Z]', '[0-9]')})(?![0-9A-Z]))`, 'g');
const NUMERIC = new RegExp(`(?<![0-9])(?=(${GROUPS('[0-9]', '[0-9]')})(?![0-9]))`, 'g');

function validCnpjsIn(text: string): string[] {
  const upper = text.toUpperCase();
  const found: string[] = [];
  for (const pattern of [ALPHANUMERIC, NUMERIC]) {
    for (const match of upper.matchAll(pattern)) {
      const cnpj = (match[1] as string).replace(/[^0-9A-Z]/g, '');
      if (isValidCnpj(cnpj) && !found.includes(cnpj)) found.push(cnpj);
    }
  }
  return found;
}

/**
 * The valid CNPJs in a file name or a ZIP entry's path (upper case, no punctuation), in the order found: those of
 * the file's own name, else those of its whole path (folders included).
 */
export function cnpjsInFileName(path: string): string[] {
  const baseName = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const own = validCnpjsIn(baseName);
  return own.length > 0 ? own : validCnpjsIn(path);
}

/**
 * What a ZIP carries besides the documents, to leave out before matching: folders, macOS's __MACOSX copies and
 * '._' resource forks (which repeat each PDF's name and CNPJ), .DS_Store, Thumbs.db and desktop.ini.
 */
export function isArchiveClutter(path: string): boolean {
  if (path.endsWith('/') || path.endsWith('\\')) return true;
  const parts = path.split(/[/\\]/);
  const baseName = parts[parts.length - 1] ?? '';
  return (
    parts.includes('__MACOSX') ||
    baseName.startsWith('._') ||
    ['.ds_store', 'thumbs.db', 'desktop.ini'].includes(baseName.toLowerCase())
  );
}

export interface FundRef {
  /** The fund's CNPJ, upper case without punctuation. */
  taxId: string;
}

export interface UnmatchedDocument<F> {
  file: F;
  /** no_cnpj: none in its name; unknown_cnpj: only CNPJs of no fund of the batch (listed in `found`, formatted). */
  code: 'no_cnpj' | 'unknown_cnpj';
  found: string[];
}

export interface DocumentMatching<F, U> {
  /** Every fund, in the funds' order, with its files in the files' order. */
  byFund: { fund: U; files: F[] }[];
  unmatched: UnmatchedDocument<F>[];
  /** Files naming two or more funds of the batch: given to none until renamed or assigned by hand. */
  ambiguous: { file: F; funds: U[] }[];
  fundsWithoutDocuments: U[];
}

export function matchDocumentsToFunds<F extends { name: string }, U extends FundRef>(
  files: readonly F[],
  funds: readonly U[],
): DocumentMatching<F, U> {
  const byTaxId = new Map<string, { fund: U; files: F[] }>();
  const byFund = funds.map((fund) => ({ fund, files: [] as F[] }));
  for (const entry of byFund) byTaxId.set(entry.fund.taxId.toUpperCase(), entry);
  const unmatched: UnmatchedDocument<F>[] = [];
  const ambiguous: { file: F; funds: U[] }[] = [];
  for (const file of files) {
    const found = cnpjsInFileName(file.name);
    const entries = found.flatMap((cnpj) => byTaxId.get(cnpj) ?? []);
    if (entries.length === 1) entries[0]?.files.push(file);
    else if (entries.length > 1) ambiguous.push({ file, funds: entries.map((entry) => entry.fund) });
    else if (found.length === 0) unmatched.push({ file, code: 'no_cnpj', found: [] });
    else unmatched.push({ file, code: 'unknown_cnpj', found: found.map(formatCnpj) });
  }
  const fundsWithoutDocuments = byFund.filter((entry) => entry.files.length === 0).map((entry) => entry.fund);
  return { byFund, unmatched, ambiguous, fundsWithoutDocuments };
}

// ---- A batch's documents upload (POST /voting-batches/{batchId}/documents): its limits and why a file is left out.

const MB = 1024 * 1024;
/** The largest request of a batch's documents (many PDFs, or one ZIP): 200 MB. */
export const MAX_BATCH_DOCUMENTS_BYTES = 200 * MB;
/** The most files in one request, or entries in one ZIP (clutter included): a batch has hundreds of funds at most. */
export const MAX_BATCH_DOCUMENT_FILES = 1000;
/** The most bytes a ZIP may hold once inflated (its entries' declared sizes): a zip bomb is refused before inflating. */
export const MAX_ZIP_UNCOMPRESSED_BYTES = 400 * MB;

/** Why a file of a batch's documents is attached to no fund. */
export const BATCH_DOCUMENT_SKIP_CODES = [
  'no_cnpj', // no valid CNPJ in its name
  'unknown_cnpj', // only CNPJs of no fund of the batch
  'ambiguous_cnpj', // the CNPJs of two or more funds of the batch
  'not_pdf', // not a PDF (its extension or its bytes)
  'empty_file',
  'file_too_large', // larger than a support document may be (MAX_DOCUMENT_BYTES)
  'documents_closed', // its fund's voting takes no more documents (closed or cancelled)
] as const;
export type BatchDocumentSkipCode = (typeof BATCH_DOCUMENT_SKIP_CODES)[number];

/**
 * Whether a ZIP entry's path tries to leave the archive or name something else than a file inside it: '..' as a
 * segment, an absolute path ('/x', 'C:\x', '\\server\x') or a control character. Such a ZIP is refused whole.
 */
export function isUnsafeArchivePath(path: string): boolean {
  if (path.length === 0 || hasControlCharacter(path)) return true;
  if (/^[/\\]/.test(path) || /^[A-Za-z]:/.test(path)) return true;
  return path.split(/[/\\]/).some((segment) => segment === '..');
}

/** Whether a name ends in '.pdf' (any case): the first check of a batch's document before its bytes are read. */
export function hasPdfExtension(name: string): boolean {
  return /\.pdf$/i.test(name.trim());
}
