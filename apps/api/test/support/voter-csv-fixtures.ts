// Builders of voter CSV files for the import's tests, benchmark and endpoint/e2e tests: valid CPF/CNPJ, files in
// the encodings and shapes Excel writes, chunked streams, and the real CVM company registry.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cnpjCheckDigits, cpfCheckDigits, formatCnpj, formatCpf } from '@backoffice/domain';

// ---- randomness ------------------------------------------------------------------------------------------------

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** true with probability p. */
  chance(p: number): boolean;
}

/** mulberry32: the same seed draws the same cases, so a failure names the seed that reproduces it. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return { next, int, pick, chance: (p) => next() < p };
}

// ---- CPF / CNPJ ------------------------------------------------------------------------------------------------

function digits(random: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(random.int(0, 9));
  return out;
}

/** 11 digits with valid check digits (never all the same digit). */
export function randomCpf(random: Random, base = digits(random, 9)): string {
  const cpf = base + cpfCheckDigits(base);
  return /^(.)\1*$/.test(cpf) ? randomCpf(random) : cpf;
}

const CNPJ_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 14 characters with valid check digits; alphanumeric bases (the 2026 CNPJ) when asked. */
export function randomCnpj(random: Random, alphanumeric = false): string {
  let base = '';
  for (let i = 0; i < 12; i++) base += alphanumeric ? random.pick([...CNPJ_CHARS]) : String(random.int(0, 9));
  const cnpj = base + cnpjCheckDigits(base);
  return /^(.)\1*$/.test(cnpj) ? randomCnpj(random, alphanumeric) : cnpj;
}

/** The same tax id with its last check digit changed: never valid. */
export function breakCheckDigit(taxId: string): string {
  const last = Number(taxId.at(-1));
  return taxId.slice(0, -1) + String((last + 1) % 10);
}

/** How a person or Excel may write a normalized CPF/CNPJ. 'number' is Excel's: leading zeros dropped. */
export const TAX_ID_STYLES = ['bare', 'formatted', 'lowercase', 'spaced', 'number'] as const;
export type TaxIdStyle = (typeof TAX_ID_STYLES)[number];

export function writeTaxId(taxId: string, style: TaxIdStyle): string {
  const formatted = taxId.length === 11 ? formatCpf(taxId) : formatCnpj(taxId);
  switch (style) {
    case 'bare':
      return taxId;
    case 'formatted':
      return formatted;
    case 'lowercase':
      return formatted.toLowerCase();
    case 'spaced':
      return ` ${formatted.replaceAll('.', ' ')} `;
    case 'number':
      return /^[0-9]+$/.test(taxId) ? taxId.replace(/^0{1,2}/, '') : taxId;
  }
}

// ---- files -----------------------------------------------------------------------------------------------------

export type FileEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1252';

/** Windows-1252's bytes 0x80–0x9F (Microsoft's table; the five unassigned ones read as C1 controls, as WHATWG
 * says); every other byte is the Latin-1 character of the same code. Written out here so that the tests do not
 * lean on the decoder they test (TextDecoder's). */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const windows1252Byte = (() => {
  const map = new Map<string, number>();
  for (let byte = 0; byte < 256; byte++) {
    map.set(
      byte >= 0x80 && byte <= 0x9f ? (WINDOWS_1252_HIGH[byte - 0x80] as string) : String.fromCharCode(byte),
      byte,
    );
  }
  return map;
})();

const windows1252Char = new Map([...windows1252Byte].map(([char, byte]) => [byte, char]));

/** Windows-1252 bytes as text (the CVM files are in it). */
export function decodeWindows1252(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => windows1252Char.get(byte) as string).join('');
}

/** Text as Excel saves it. Throws for a character Windows-1252 cannot hold. */
export function encodeText(text: string, encoding: FileEncoding): Buffer {
  if (encoding === 'utf-8') return Buffer.from(text, 'utf8');
  if (encoding === 'utf-8-bom') return Buffer.from(`\uFEFF${text}`, 'utf8');
  const bytes = Buffer.alloc(text.length);
  for (let i = 0; i < text.length; i++) {
    const byte = windows1252Byte.get(text[i] as string);
    if (byte === undefined) throw new RangeError(`not in Windows-1252: ${text[i]}`);
    bytes[i] = byte;
  }
  return bytes;
}

export function canEncode1252(text: string): boolean {
  return [...text].every((char) => windows1252Byte.has(char));
}

export interface CsvTextOptions {
  delimiter?: string;
  lineEnd?: '\r\n' | '\n' | '\r';
  /** A line break after the last row (Excel writes one). */
  finalLineEnd?: boolean;
  /** Quote every cell, not only those that need it. */
  quoteAll?: boolean;
}

/** Quotes a cell the RFC 4180 way when it holds the delimiter, a quote or a line break (or always). */
export function quoteCell(cell: string, delimiter: string, always = false): string {
  const needs = always || cell.includes(delimiter) || /["\r\n]/.test(cell);
  return needs ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export function csvText(rows: readonly (readonly string[])[], options: CsvTextOptions = {}): string {
  const { delimiter = ';', lineEnd = '\r\n', finalLineEnd = true, quoteAll = false } = options;
  const lines = rows.map((row) => row.map((cell) => quoteCell(cell, delimiter, quoteAll)).join(delimiter));
  return lines.join(lineEnd) + (finalLineEnd && lines.length > 0 ? lineEnd : '');
}

export function csvFile(
  rows: readonly (readonly string[])[],
  options: CsvTextOptions & { encoding?: FileEncoding } = {},
): Buffer {
  return encodeText(csvText(rows, options), options.encoding ?? 'utf-8');
}

/** The bytes as a stream of chunks of random sizes (1..maxChunk), to cross every boundary: a CRLF, a quote, a
 * UTF-8 sequence. */
export async function* inChunks(bytes: Uint8Array, random: Random, maxChunk = 64): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < bytes.length;) {
    const size = random.int(1, maxChunk);
    yield Buffer.from(bytes.subarray(offset, offset + size));
    offset += size;
  }
}

// ---- voters ----------------------------------------------------------------------------------------------------

/** A voter as the import must return it. */
export interface ExpectedVoter {
  name: string;
  taxIdType: 'CPF' | 'CNPJ';
  taxId: string;
  email: string;
  phone: string | null;
  weight: string;
}

export const SAMPLE_NAMES = [
  'Maria da Conceição',
  'João Gonçalves',
  'Ângela Müller',
  'Condomínio Edifício São Luís',
  'Fundo de Investimento Imobiliário Ação & Renda',
  'Zoë "Zé" Araújo',
  'BLOCO "C" PARTICIPAÇÕES',
  "O'Brien, Patrick",
  "=cmd|' /C calc'!A0",
  '+55 Investimentos',
  '-Traço Inicial',
  '@Arroba Ltda',
  'Cia. Têxtil; Filial',
  'François Lefèvre – “citação”',
] as const;

/** '1234567' → '1.234.567' (the way Excel shows a number with thousands separators). */
export function groupThousands(integer: string, separator: string): string {
  return integer.replace(/\B(?=([0-9]{3})+(?![0-9]))/g, separator);
}

/** Valid voters with their cells as a ';' file written in Brazil holds them: name, CPF/CNPJ, e-mail, phone, weight
 * (pt-BR number format: '1.234,5'). */
export function generateVoters(count: number, seed = 1): { voter: ExpectedVoter; cells: string[] }[] {
  const random = seededRandom(seed);
  const out: { voter: ExpectedVoter; cells: string[] }[] = [];
  for (let i = 0; i < count; i++) {
    const company = i % 3 === 0;
    const taxId = company ? randomCnpj(random, i % 30 === 0) : randomCpf(random);
    const name = `${random.pick(SAMPLE_NAMES)} ${i + 1}`;
    const email = `votante${i + 1}@exemplo.com.br`;
    const mobile = `9${digits(random, 8)}`;
    const integer = random.int(1, 1_000_000);
    const cents = random.int(0, 99);
    const weight =
      cents === 0 ? String(integer) : `${integer}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
    const weightCell = `${groupThousands(String(integer), '.')}${cents === 0 ? '' : `,${String(cents).padStart(2, '0')}`}`;
    out.push({
      voter: { name, taxIdType: company ? 'CNPJ' : 'CPF', taxId, email, phone: `+5511${mobile}`, weight },
      cells: [
        name,
        writeTaxId(taxId, 'formatted'),
        email,
        `(11) ${mobile.slice(0, 5)}-${mobile.slice(5)}`,
        weightCell,
      ],
    });
  }
  return out;
}

export const VOTER_HEADER = ['Nome', 'CPF/CNPJ', 'E-mail', 'Telefone', 'Peso'] as const;

/** The damage voterCsvWithErrors does, one kind per bad row in turn, with the code the import gives it. */
export const SAMPLE_ROW_DAMAGE = [
  { code: 'tax_id_invalid', damage: (cells: string[]) => (cells[1] = breakCheckDigit(cells[1] as string)) },
  { code: 'email_invalid', damage: (cells: string[]) => (cells[2] = 'sem-arroba.exemplo.com.br') },
  { code: 'name_missing', damage: (cells: string[]) => (cells[0] = '') },
  { code: 'weight_invalid', damage: (cells: string[]) => (cells[4] = 'muitas') },
] as const;

/**
 * A voter list as an operator uploads it (e2e and endpoint tests): `rows` rows, ';', UTF-8 with BOM, CRLF, where
 * every `badEvery`-th row is damaged (see SAMPLE_ROW_DAMAGE) and the one after each damaged row repeats the CPF/CNPJ
 * of the first row. Returns what the import must find.
 */
export function voterCsvWithErrors(rows = 1000, badEvery = 50, seed = 1) {
  const voters = generateVoters(rows, seed);
  const fileRows: string[][] = [[...VOTER_HEADER]];
  const valid: (ExpectedVoter & { line: number })[] = [];
  const invalid: { line: number; code: string }[] = [];
  voters.forEach(({ voter, cells }, index) => {
    const line = index + 2;
    const row = [...cells];
    if (index > 0 && index % badEvery === 0) {
      const damage = SAMPLE_ROW_DAMAGE[(index / badEvery - 1) % SAMPLE_ROW_DAMAGE.length]!;
      damage.damage(row);
      invalid.push({ line, code: damage.code });
    } else if (index > 1 && index % badEvery === 1) {
      row[1] = voters[0]!.cells[1]!;
      invalid.push({ line, code: 'duplicate_tax_id' });
    } else {
      valid.push({ line, ...voter });
    }
    fileRows.push(row);
  });
  return { bytes: csvFile(fileRows, { encoding: 'utf-8-bom' }), valid, invalid };
}

// ---- CVM open data ---------------------------------------------------------------------------------------------

/** Real CVM files, kept in the repository (test-data/cvm/SOURCES.md says where they come from). */
export const CVM_DATA_DIR =
  process.env.CVM_DATA_DIR || fileURLToPath(new URL('../../../../test-data/cvm', import.meta.url));
export const CVM_COMPANIES_FILE = path.join(CVM_DATA_DIR, 'cad_cia_aberta.csv');
export const hasCvmData = () => existsSync(CVM_COMPANIES_FILE);

export interface CvmCompany {
  /** The line in cad_cia_aberta.csv. */
  line: number;
  /** As written there: NN.NNN.NNN/NNNN-NN. */
  cnpj: string;
  /** DENOM_SOCIAL as written (Latin-1 decoded), spaces included. */
  name: string;
  cdCvm: string;
  email: string;
  /** Every cell, for tests that read other columns. */
  cells: string[];
}

/** cad_cia_aberta.csv read the plain way: Windows-1252, CRLF, split on ';' (no cell there holds a ';' or a line
 * break; six hold literal quotes). */
export function cvmCompanies(): { header: string[]; companies: CvmCompany[] } {
  const text = decodeWindows1252(readFileSync(CVM_COMPANIES_FILE));
  const [headerLine = '', ...lines] = text.split('\r\n');
  const header = headerLine.split(';');
  const at = (name: string) => header.indexOf(name);
  const companies = lines
    .map((line, index) => ({ line: index + 2, cells: line.split(';') }))
    .filter(({ cells }) => cells.length === header.length)
    .map(({ line, cells }) => ({
      line,
      cnpj: cells[at('CNPJ_CIA')] as string,
      name: cells[at('DENOM_SOCIAL')] as string,
      cdCvm: cells[at('CD_CVM')] as string,
      email: cells[at('EMAIL')] as string,
      cells,
    }));
  return { header, companies };
}
