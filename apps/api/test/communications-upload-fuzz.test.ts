// The recipients upload of a communication (issue 20: PUT /api/communications/{id}/recipients) under generated
// spreadsheets, as voter-imports-fuzz.test.ts does for the voter list: three drafts (an e-mail one; a parameterizable
// e-mail one with {{votacao}} and {{prazo}}; a parameterizable WhatsApp one whose plan falls back to e-mail) take in
// turn files of random columns, aliases, order, delimiter, line ends, encoding and quoting, with mutated rows (bad and
// normalisable e-mails and phones, empty or WhatsApp-unfit values, control characters, formulas, huge cells, people
// listed twice, rows cut short or too long, raw quotes, blank lines), files missing a required column, files damaged
// byte by byte (stray quotes, foreign bytes, NUL, truncation, glued copies) and files that are no CSV at all.
//
// COMMUNICATIONS_UPLOAD_FUZZ_FILES makes it longer, COMMUNICATIONS_UPLOAD_FUZZ_SEED moves it; every file is checked
// even after another failed, and a failure names its seed: COMMUNICATIONS_UPLOAD_FUZZ_SEED=<seed>
// COMMUNICATIONS_UPLOAD_FUZZ_FILES=1 draws that file again.
//
// Invariants, whatever the file: never a 5xx; a file not taken is a 4xx problem with a pt-BR detail and the draft's
// recipients are exactly those of before; an accepted one lists every refused row (one line each, a field, a known
// code), and its recipients are then as many as it accepted, none from a refused line (the previous ones all gone):
// e-mails lower-case and trimmed, phones E.164, no control character anywhere (a tab or line break only inside an
// e-mail's value), and no line break, tab or five spaces in a value that goes into a WhatsApp message (a person with a
// phone; one without is written to by e-mail). Files whose rows are known (all but the byte-damaged and the strange
// ones) are checked row by row: accepted + refused = their data rows, each row taken or refused as it must be (a
// person listed twice refused as duplicate_contact, a line past 32 KB or 500 cells as row_too_long / too_many_cells, a
// WhatsApp message over Meta's 1,024 characters once filled as message_too_long),
// stored at its line with its values normalised; a file missing a column is 422 naming exactly that column.
import { RECIPIENT_ISSUE_CODES, whatsappMessageTooLong, type UnreadableLineCode } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import type {
  Communication,
  CommunicationRecipient,
  CommunicationRecipientUpload,
  MessageTemplate,
} from '@backoffice/api-client';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import {
  canEncode1252,
  encodeText,
  quoteCell,
  SAMPLE_NAMES,
  seededRandom,
  type FileEncoding,
  type Random,
} from './support/voter-csv-fixtures.ts';

const FILES = Number(process.env.COMMUNICATIONS_UPLOAD_FUZZ_FILES ?? 150);
const SEED = Number(process.env.COMMUNICATIONS_UPLOAD_FUZZ_SEED ?? 20_2026);
const OPERATOR = demo.operator.email;

// ---- the drafts ------------------------------------------------------------------------------------------------

type TargetKind = 'email' | 'email_parameters' | 'whatsapp_parameters';
type Plan = 'email' | 'whatsapp_email_fallback';
/** The placeholders a file's columns feed ({{empresa}} is the company's, never a column). */
type Placeholder = 'nome' | 'votacao' | 'prazo';

interface TargetSpec {
  plan: Plan;
  channel: 'email' | 'whatsapp';
  parameterizable: boolean;
  subject: string | null;
  body: string;
  /** The template's placeholders read from the file (none unless parameterizable). */
  placeholders: readonly Placeholder[];
}

const TARGETS: Record<TargetKind, TargetSpec> = {
  email: {
    plan: 'email',
    channel: 'email',
    parameterizable: false,
    subject: 'Aviso da {{empresa}}',
    body: '<p>Olá, {{nome}}! A {{empresa}} convoca você.</p>',
    placeholders: [],
  },
  email_parameters: {
    plan: 'email',
    channel: 'email',
    parameterizable: true,
    subject: 'Assembleia {{votacao}}',
    body: '<p>{{nome}}, a assembleia {{votacao}} da {{empresa}} recebe votos até {{prazo}}.</p>',
    placeholders: ['nome', 'votacao', 'prazo'],
  },
  whatsapp_parameters: {
    plan: 'whatsapp_email_fallback',
    channel: 'whatsapp',
    parameterizable: true,
    subject: null,
    body: 'Olá, {{nome}}! A votação {{votacao}} recebe votos até {{prazo}}.',
    placeholders: ['nome', 'votacao', 'prazo'],
  },
};
const TARGET_KINDS = Object.keys(TARGETS) as TargetKind[];

// ---- cells and what the server must make of them ---------------------------------------------------------------

/**
 * How the server must read a cell: 'ok' taken; 'empty' blank; 'bad' refuses its row wherever it is read; 'whatsapp'
 * refuses it only as a value of a WhatsApp message (a line break, a tab, five spaces in a row); 'unknown' is not
 * asserted (a value of 2,000 characters: no rule says).
 */
type Verdict = 'ok' | 'empty' | 'bad' | 'whatsapp' | 'unknown';

interface Cell {
  /** The cell as the server reads it. */
  text: string;
  /** How the file writes it, when not quoted the RFC 4180 way (its quotes are the test). */
  written?: string;
  verdict: Verdict;
  /** What is stored when the row is accepted. */
  value: string | null;
  /** A name's cell as the value of {{nome}} (trimmed, not collapsed). */
  parameter?: { verdict: Verdict; value: string };
}

// The characters PostgreSQL text or an e-mail must never hold (C0, DEL, C1).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as CONTROL, but a tab and line breaks (an e-mail's value may hold them)
const CONTROL_BUT_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const WHATSAPP_UNFIT = /[\r\n\t]| {5}/;
const E164 = /^\+[1-9][0-9]{6,14}$/;
/** What the reader takes for a blank line (read-csv-table.ts): nothing but spaces, delimiters and quotes. */
const SOMETHING = /[^\s;,"]/;
const ROW_PROBLEMS: readonly UnreadableLineCode[] = ['row_too_long', 'unterminated_quote', 'too_many_cells'];
/** The codes of a refused row (CommunicationRecipientIssue.yaml). */
const ISSUE_CODES: ReadonlySet<string> = new Set(RECIPIENT_ISSUE_CODES);
const PT_BR = /[ãõáéíóúâêôç]|\b(não|planilha|arquivo|colunas?|dados|envie|válidos?)\b/i;

/** A value for a failure's message: JSON, with DEL and the C1 controls written out too. */
const shown = (value: unknown): string =>
  String(JSON.stringify(value)).replace(
    /[\u007f-\u009f]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const EMPTY: Cell = { text: '', verdict: 'empty', value: null, parameter: { verdict: 'empty', value: '' } };

/** A value of {{votacao}}, {{prazo}} (or {{nome}}): recipientRow.ts and whatsappTemplate.ts say how it reads. */
function parameterVerdict(text: string): Verdict {
  const value = text.trim();
  if (value === '') return 'empty';
  if (CONTROL_BUT_BREAKS.test(value)) return 'bad';
  return WHATSAPP_UNFIT.test(value) ? 'whatsapp' : 'ok';
}

function parameterCell(text: string, verdict = parameterVerdict(text)): Cell {
  return { text, verdict, value: text.trim() };
}

/** A name: whitespace runs read as one space; control characters or more than 300 characters refuse it. */
function nameCell(text: string, written?: string): Cell {
  const value = text.replace(/\s+/g, ' ').trim();
  const verdict: Verdict = value === '' ? 'empty' : CONTROL.test(value) || value.length > 300 ? 'bad' : 'ok';
  return {
    text,
    ...(written === undefined ? {} : { written }),
    verdict,
    value: value || null,
    parameter: { verdict: parameterVerdict(text), value: text.trim() },
  };
}

function emailCell(text: string, verdict: 'ok' | 'bad'): Cell {
  if (text.trim() === '') return { text, verdict: 'empty', value: null };
  return { text, verdict, value: verdict === 'ok' ? text.trim().toLowerCase() : null };
}

function phoneCell(text: string, e164: string | null): Cell {
  if (text.trim() === '') return { text, verdict: 'empty', value: null };
  return { text, verdict: e164 ? 'ok' : 'bad', value: e164 };
}

// ---- rows -----------------------------------------------------------------------------------------------------

type Column = 'name' | 'email' | 'phone' | 'votacao' | 'prazo';

const HEADERS: Record<Column, readonly string[]> = {
  name: ['nome', 'Nome', 'NOME', 'Nome completo', 'Razão Social'],
  email: ['email', 'E-mail', 'EMAIL', ' e_mail ', 'Correio eletrônico'],
  phone: ['celular', 'Celular', 'Telefone', 'WhatsApp', 'Celular/WhatsApp', 'Fone'],
  votacao: ['votacao', 'Votação', 'VOTAÇÃO'],
  prazo: ['prazo', 'Prazo', 'PRAZO'],
};
const EXTRA_HEADERS = ['CPF', 'Observação', 'Cotas', 'E-mail (2)'];
const PLACEHOLDER_COLUMN: Record<Placeholder, Column> = { nome: 'name', votacao: 'votacao', prazo: 'prazo' };

const AREAS = ['11', '21', '31', '41', '47', '61', '71', '85'];
const VOTACOES = [
  'AGE FII Alfa 2026',
  'AGO 2026',
  'Assembleia "Extraordinária"',
  'AGE; FII, Beta',
  'Ação Única',
];
const PRAZOS = ['15/12/2026', '31 de março', '2026-12-15 18:00', 'amanhã, às 18h'];
const FORMULAS = ["=cmd|' /C calc'!A0", '+5511999999999', '-2+3', '@SUM(A1:A9)', '=HYPERLINK("http://x")'];

interface Row {
  cells: Record<Column, Cell>;
  /** Cells of the extra columns, by header. */
  extra: Record<string, string>;
  /** Cells past the file's columns. */
  trailing: number;
  /** Written with its first `cut` cells only. */
  cut?: number;
  /** A blank line (as written): not a data row. */
  blank?: string;
  /** Mutated, or the source of another row's copy: no further mutation. */
  touched: boolean;
  area: string;
  /** The 8 digits after the mobile's 9: unique in the file. */
  digits: string;
  /** What the mutations did (for the failure's message). */
  notes: string[];
}

interface FileContext {
  random: Random;
  spec: TargetSpec;
  numberBase: number;
}

function baseRow(i: number, context: FileContext): Row {
  const { random, spec } = context;
  const digits = String(context.numberBase + i).padStart(8, '0');
  const area = random.pick(AREAS);
  const fallback = spec.plan === 'whatsapp_email_fallback';
  const contact = random.next();
  const withEmail = !(fallback && contact < 0.15);
  const withPhone = fallback ? contact >= 0.15 && contact < 0.85 : contact < 0.5;
  const name = random.chance(0.05) ? '' : `${random.pick(SAMPLE_NAMES)} ${i}`;
  return {
    cells: {
      name: nameCell(name),
      email: emailCell(withEmail ? `pessoa${i}@exemplo.com.br` : '', 'ok'),
      phone: phoneCell(
        withPhone ? `(${area}) 9${digits.slice(0, 4)}-${digits.slice(4)}` : '',
        `+55${area}9${digits}`,
      ),
      votacao: parameterCell(random.pick(VOTACOES)),
      prazo: parameterCell(random.pick(PRAZOS)),
    },
    extra: {},
    trailing: 0,
    touched: false,
    area,
    digits,
    notes: [],
  };
}

/** The ways a Brazilian mobile (11 digits) may be written, all read as +55 E.164. */
function mobileWritings(area: string, digits: string): string[] {
  const [a, b] = [digits.slice(0, 4), digits.slice(4)];
  return [
    `(${area}) 9${a}-${b}`,
    `${area}9${digits}`,
    `+55 ${area} 9${a}-${b}`,
    `55${area}9${digits}`,
    `0${area} 9${a}-${b}`,
    `+55(${area})9${digits}`,
    `${area}.9${a}.${b}`,
    ` ${area}/9${a}-${b} `,
    `'${area}9${digits}`,
    `-${area}9${digits}`,
    `+55${area}9${digits}`,
    `${area}\u00a09${a}-${b}`,
  ];
}

function emailWritings(email: string): string[] {
  return [`  ${email.toUpperCase()}  `, `\t${email.replace(/^./, (c) => c.toUpperCase())}\t`, ` ${email} `];
}

type Mutation = (row: Row, context: FileContext, rows: Row[]) => void;

/** Cell mutations: each takes an untouched row. */
const MUTATIONS: Record<string, Mutation> = {
  email_normalised: (row, { random }) => {
    const email = row.cells.email.value ?? `pessoa.x${row.digits}@exemplo.com.br`;
    const text = random.pick([
      ...emailWritings(email),
      email.replace('@', `+fii@`),
      `=${email}`,
      `-${email}`,
      `+${email}`,
    ]);
    row.cells.email = emailCell(text, 'ok');
  },
  email_invalid: (row, { random }) => {
    const local = `pessoa${row.digits}`;
    row.cells.email = emailCell(
      random.pick([
        `${local} x@exemplo.com`,
        `${local}@@exemplo.com`,
        `${local}@x@exemplo.com`,
        `${local}.exemplo.com`,
        `${local}..x@exemplo.com`,
        `${local}@exemplo`,
        `@exemplo${row.digits}.com`,
        `${local}@exemplo.c`,
        `${local}@-exemplo.com`,
        `@SUM(A${row.digits})`,
        `${'a'.repeat(250)}${local}@exemplo.com`,
        ` PESSOA ${row.digits} @EXEMPLO.COM `,
      ]),
      'bad',
    );
  },
  // A control character in an e-mail is no e-mail (PostgreSQL cannot even hold a NUL).
  email_control: (row, { random }) => {
    const char = random.pick(['\u0000', '\u0001', '\u001f', '\u007f', '\u0081', '\u0085']);
    row.cells.email = emailCell(`pes${char}soa${row.digits}@exemplo.com.br`, 'bad');
  },
  email_empty: (row, { random }) => {
    row.cells.email = emailCell(random.pick(['', '   ']), 'ok');
  },
  phone_valid: (row, { random }) => {
    const { area, digits } = row;
    const landline = `3${digits.slice(1)}`;
    const foreign = `415555${digits.slice(4)}`;
    row.cells.phone = random.pick([
      ...mobileWritings(area, digits).map((text) => phoneCell(text, `+55${area}9${digits}`)),
      phoneCell(`(${area}) ${landline.slice(0, 4)}-${landline.slice(4)}`, `+55${area}${landline}`),
      phoneCell(`+55 ${area} ${landline}`, `+55${area}${landline}`),
      phoneCell(`${area}${landline}`, `+55${area}${landline}`),
      phoneCell(`+1 ${foreign.slice(0, 3)} ${foreign.slice(3, 6)} ${foreign.slice(6)}`, `+1${foreign}`),
    ]);
  },
  phone_invalid: (row, { random }) => {
    const { area, digits } = row;
    row.cells.phone = phoneCell(
      random.pick([
        '123',
        '+1',
        `(${area}) 1234`,
        'telefone',
        `${area} 1${digits.slice(1, 4)}-${digits.slice(4)}`,
        `+55 ${area} 8${digits.slice(1, 4)}-${digits.slice(4)}`,
        `+55 00 9${digits}`,
        `${area}9${digits}0`,
        `=55${area}9${digits}`,
        `@${area}9${digits}`,
        `${area}9${digits.slice(0, 4)}\u0000${digits.slice(4)}`,
        `${area}9${digits.slice(0, 4)}\u0001${digits.slice(4)}`,
        '9'.repeat(40),
        `+0 ${area} 9${digits}`,
        `(${area}) 8${digits.slice(1, 4)}-${digits.slice(4)}`,
      ]),
      null,
    );
  },
  phone_empty: (row, { random }) => {
    row.cells.phone = phoneCell(random.pick(['', ' ']), null);
  },
  name_variant: (row, { random }) => {
    row.cells.name = nameCell(
      random.pick([
        '  Maria   da  Silva  ',
        'Maria     Cinco Espaços',
        'Linha\nQuebrada',
        'Ana\r\nMaria',
        'Com\tTab',
        '',
        '   ',
        ...FORMULAS,
        'Zoë "Zé" Araújo',
        "O'Brien, Patrick",
        'Cia. Têxtil; Filial',
        'Emoji 🎉 Ltda',
        'x'.repeat(300),
        'x'.repeat(301),
        'x'.repeat(1_500),
        'Ana\u0000Maria',
        'Ana\u0001Maria',
        'Ana\u007fMaria',
        'Ana\u0085Maria',
        'Ana\u0081Maria',
        'Ana\u000bMaria',
      ]),
    );
  },
  parameter_variant: (row, { random }) => {
    const column = random.pick(['votacao', 'prazo'] as const);
    const text = random.pick([
      '',
      '   ',
      ' AGE 2026 ',
      '\nAGE\n',
      'Linha 1\nLinha 2',
      'Linha 1\r\nLinha 2',
      'com\ttab',
      'cinco     espaços',
      'quatro    espaços',
      ...FORMULAS,
      'AGE; FII, Beta',
      'Assembleia "Extraordinária"',
      'x\u0000y',
      'x\u0001y',
      'x\u001by',
      'x\u007fy',
      'x\u0085y',
      'x\u0081y',
      'x\u000by',
      'Zoë Ação ✓',
    ]);
    row.cells[column] = parameterCell(text);
  },
  // What Meta refuses in a variable: fine in an e-mail, refused for a person the plan reaches by WhatsApp.
  whatsapp_unfit: (row, { random }) => {
    const column = random.pick(['name', 'votacao', 'prazo'] as const);
    const text = random.pick([
      'Linha 1\nLinha 2',
      'Linha 1\r\nLinha 2',
      'com\ttab',
      'cinco     espaços',
      'a\rb',
    ]);
    row.cells[column] = column === 'name' ? nameCell(text) : parameterCell(text);
  },
  // Long values: bounded by the row's 32 KB, and in a row that goes by WhatsApp by Meta's 1,024 characters of the
  // message once filled (message_too_long).
  parameter_long: (row, { random }) => {
    const column = random.pick(['votacao', 'prazo'] as const);
    row.cells[column] = parameterCell('v'.repeat(random.pick([1_025, 2_000, 20_000])), 'unknown');
  },
  // A row past 32 KB cannot be read (row_too_long), whichever cell makes it so.
  huge_row: (row, { random }) => {
    const huge = 'x'.repeat(40_000);
    const column = random.pick(['name', 'email', 'votacao', 'extra'] as const);
    if (column === 'extra') row.extra['Observação'] = huge;
    else row.cells[column] = { ...row.cells[column], text: huge };
  },
  raw_quotes: (row, { random }) => {
    row.cells.name = random.pick([
      nameCell('Ana Maria', '"Ana" Maria'),
      nameCell('Zé "Bola" Silva', 'Zé "Bola" Silva'),
      nameCell('BLOCO "C" PARTICIPAÇÕES', 'BLOCO "C" PARTICIPAÇÕES'),
      nameCell('abcdef', '"abc"def'),
    ]);
  },
  extra_junk: (row, { random }) => {
    row.extra['CPF'] = random.pick([...FORMULAS, 'a\u0000b', '\u0001', 'x\ny', '"";"']);
  },
  cut_short: (row, { random }) => {
    row.cut = random.int(0, 3);
  },
  too_many_cells: (row, { random }) => {
    row.trailing = random.pick([3, 600]);
  },
  duplicate_contact: (row, { random }, rows) => {
    const sources = rows.filter((other) => other !== row && !other.touched);
    if (sources.length === 0) return;
    const source = random.pick(sources);
    source.touched = true;
    const viaPhone = source.cells.phone.value !== null && random.chance(0.5);
    if (viaPhone) {
      // The same mobile (an untouched row's), written another way.
      row.cells.phone = phoneCell(
        random.pick(mobileWritings(source.area, source.digits)),
        source.cells.phone.value,
      );
    } else if (source.cells.email.value !== null) {
      row.cells.email = emailCell(random.pick(emailWritings(source.cells.email.value)), 'ok');
    }
    row.notes.push(`the contact of generated row ${rows.indexOf(source) + 1}`);
  },
};
const MUTATION_NAMES = Object.keys(MUTATIONS);

/** Inserted rows: a whole row again, a blank line. */
function insertRows(rows: Row[], random: Random): string {
  if (random.chance(0.5)) {
    const source = random.pick(rows);
    const copy: Row = {
      ...source,
      cells: { ...source.cells },
      extra: { ...source.extra },
      notes: ['row copy'],
    };
    source.touched = copy.touched = true;
    rows.splice(random.int(rows.indexOf(source) + 1, rows.length), 0, copy);
    return 'row_copy';
  }
  const blank: Row = {
    ...baseRow(0, { random, spec: TARGETS.email, numberBase: 0 }),
    blank: random.pick(['', ';;;', ' , , ', '"";""', '\t']),
    touched: true,
  };
  rows.splice(random.int(0, rows.length), 0, blank);
  return 'blank_line';
}

// ---- files ----------------------------------------------------------------------------------------------------

type FileColumn = { column: Column } | { extra: string };

interface ModelRow {
  row: Row;
  line: number;
  /** Each column's cell as the server sees it (absent columns and cut cells are empty). */
  cells: Record<Column, Cell>;
  /** The line as written, and its count of cells. */
  written: string;
  cellCount: number;
}

/** What a file must do. */
type Expectation =
  | { kind: 'rows'; rows: ModelRow[]; headers: Partial<Record<Column, string>> }
  | { kind: 'missing'; fields: string[] }
  | { kind: 'no_rows' }
  | { kind: 'unknown' };

interface GeneratedFile {
  bytes: Buffer;
  what: string;
  expectation: Expectation;
}

function serialize(cells: readonly (string | { written: string })[], delimiter: string, quoteAll: boolean) {
  return cells
    .map((cell) => (typeof cell === 'string' ? quoteCell(cell, delimiter, quoteAll) : cell.written))
    .join(delimiter);
}

function lineBreaks(text: string): number {
  return text.match(/\r\n|\r|\n/g)?.length ?? 0;
}

function generatedFile(seed: number, kind: TargetKind): GeneratedFile {
  const random = seededRandom(seed);
  const spec = TARGETS[kind];
  if (random.chance(0.1)) return strangeFile(random, spec);

  // The columns: the plan's and the template's, sometimes one too few; aliases, order and extras at random.
  const present = new Set<Column>([
    'name',
    'email',
    'phone',
    ...(spec.parameterizable ? ['votacao', 'prazo'] : []),
  ] as Column[]);
  if (spec.plan === 'email' && !spec.parameterizable && random.chance(0.1)) present.delete('name');
  if (spec.plan === 'email' && random.chance(0.3)) present.delete('phone');
  if (spec.plan === 'whatsapp_email_fallback' && random.chance(0.15))
    present.delete(random.pick(['email', 'phone'] as const));
  let missing: string[] = [];
  if (random.chance(0.12)) {
    const options: { drop: Column[]; fields: string[] }[] = [];
    if (spec.plan === 'email') options.push({ drop: ['email'], fields: ['columns/email'] });
    else options.push({ drop: ['email', 'phone'], fields: ['columns/phone'] });
    for (const placeholder of spec.placeholders) {
      options.push({
        drop: [PLACEHOLDER_COLUMN[placeholder]],
        fields: [`columns/parameters/${placeholder}`],
      });
    }
    const choice = random.pick(options);
    for (const column of choice.drop) present.delete(column);
    missing = choice.fields;
  }
  const columns: FileColumn[] = [...present].map((column) => ({ column }));
  // Two columns at least: a header of one cell names no delimiter.
  for (const extra of EXTRA_HEADERS) if (random.chance(0.2) || columns.length < 2) columns.push({ extra });
  for (let i = columns.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [columns[i], columns[j]] = [columns[j]!, columns[i]!];
  }
  const headers: Partial<Record<Column, string>> = {};
  const headerCells = columns.map((entry) => {
    if ('extra' in entry) return entry.extra;
    const header = random.pick(HEADERS[entry.column]);
    headers[entry.column] = header.trim();
    return header;
  });

  // The rows, then their mutations (each row at most one) and inserted rows.
  const context: FileContext = { random, spec, numberBase: random.int(10_000_000, 80_000_000) };
  const count = random.chance(0.08) ? random.int(100, 130) : random.int(1, 40);
  const rows = Array.from({ length: count }, (_, i) => baseRow(i + 1, context));
  for (const row of rows)
    for (const extra of EXTRA_HEADERS) row.extra[extra] = random.pick(['', 'obs', '123']);
  const mutated: string[] = [];
  for (let n = random.int(0, Math.min(10, count)); n > 0; n--) {
    const row = random.pick(rows);
    if (row.touched) continue;
    const name = random.pick(MUTATION_NAMES);
    row.touched = true;
    MUTATIONS[name]!(row, context, rows);
    row.notes.push(name);
    mutated.push(name);
  }
  for (let n = random.chance(0.3) ? random.int(1, 3) : 0; n > 0; n--) {
    mutated.push(insertRows(rows, random));
  }

  // The text, and each row's line.
  const delimiter = random.chance(0.6) ? ';' : ',';
  const lineEnd = random.chance(0.6) ? '\r\n' : '\n';
  const quoteAll = random.chance(0.15);
  const sepLine = random.chance(0.05) ? `sep=${delimiter}` : null;
  const lines: string[] = [...(sepLine ? [sepLine] : []), serialize(headerCells, delimiter, quoteAll)];
  let line = lines.length + 1;
  const model: ModelRow[] = [];
  for (const row of rows) {
    let written: string;
    let cellCount = 0;
    if (row.blank !== undefined) written = row.blank;
    else {
      let cells: (string | { written: string })[] = columns.map((entry) => {
        if ('extra' in entry) return row.extra[entry.extra] ?? '';
        const cell = row.cells[entry.column];
        return cell.written === undefined ? cell.text : { written: cell.written };
      });
      if (row.cut !== undefined) cells = cells.slice(0, row.cut);
      cells.push(...Array.from({ length: row.trailing }, () => 'extra'));
      cellCount = cells.length;
      written = serialize(cells, delimiter, quoteAll);
    }
    const cells = {} as Record<Column, Cell>;
    for (const column of ['name', 'email', 'phone', 'votacao', 'prazo'] as const) {
      const at = columns.findIndex((entry) => 'column' in entry && entry.column === column);
      cells[column] = at < 0 || (row.cut !== undefined && at >= row.cut) ? EMPTY : row.cells[column];
    }
    if (SOMETHING.test(written)) model.push({ row, line, cells, written, cellCount });
    lines.push(written);
    line += 1 + lineBreaks(written);
  }
  const text = lines.join(lineEnd) + (random.chance(0.85) ? lineEnd : '');
  let encoding: FileEncoding = random.pick(['utf-8', 'utf-8-bom', 'windows-1252'] as const);
  if (encoding === 'windows-1252' && !canEncode1252(text)) encoding = 'utf-8';
  let bytes = encodeText(text, encoding);
  const what = [
    `${kind}: ${count} rows`,
    `'${delimiter === ';' ? ';' : ','}' ${lineEnd === '\r\n' ? 'CRLF' : 'LF'} ${encoding}`,
    quoteAll ? 'quoted' : '',
    sepLine ? 'sep=' : '',
    `columns ${headerCells.join('|')}`,
    mutated.length ? `mutations ${mutated.join(',')}` : '',
  ]
    .filter(Boolean)
    .join(', ');

  // Some files are then damaged byte by byte: only the invariants hold for them.
  if (random.chance(0.25)) {
    const damage: string[] = [];
    for (let i = random.int(1, 3); i > 0; i--) {
      const [name, mutation] = random.pick(BYTE_MUTATIONS);
      bytes = mutation(bytes, random);
      damage.push(name);
    }
    return { bytes, what: `${what}, bytes ${damage.join(',')}`, expectation: { kind: 'unknown' } };
  }
  if (missing.length) return { bytes, what, expectation: { kind: 'missing', fields: missing } };
  if (model.length === 0) return { bytes, what, expectation: { kind: 'no_rows' } };
  return { bytes, what, expectation: { kind: 'rows', rows: model, headers } };
}

type ByteMutation = readonly [string, (bytes: Buffer, random: Random) => Buffer];

function insertAt(bytes: Buffer, at: number, extra: Buffer): Buffer {
  return Buffer.concat([bytes.subarray(0, at), extra, bytes.subarray(at)]);
}

const BYTE_MUTATIONS: readonly ByteMutation[] = [
  ['stray_quote', (bytes, r) => insertAt(bytes, r.int(0, bytes.length), Buffer.from('"'))],
  [
    'broken_quotes',
    (bytes, r) =>
      insertAt(bytes, r.int(0, bytes.length), Buffer.from(r.pick(['"";"', '"\r\n', '\n"x"y"', ';"']))),
  ],
  [
    'foreign_bytes',
    (bytes, r) =>
      insertAt(bytes, r.int(0, bytes.length), Buffer.from([r.int(0x80, 0xff), r.int(0x80, 0xff)])),
  ],
  ['nul', (bytes, r) => insertAt(bytes, r.int(0, bytes.length), Buffer.from([0]))],
  ['control', (bytes, r) => insertAt(bytes, r.int(0, bytes.length), Buffer.from([r.int(1, 31)]))],
  [
    'prefix',
    (bytes, r) =>
      Buffer.concat([
        Buffer.from(
          r.pick([
            [0xff, 0xfe],
            [0xfe, 0xff],
            [0xef, 0xbb],
            [0xef, 0xbb, 0xbf],
          ]),
        ),
        bytes,
      ]),
  ],
  ['truncated', (bytes, r) => bytes.subarray(0, r.int(0, bytes.length))],
  ['glued', (bytes, r) => Buffer.concat([bytes, bytes.subarray(r.int(0, bytes.length))])],
  [
    'random_tail',
    (bytes, r) =>
      Buffer.concat([bytes, Buffer.from(Array.from({ length: r.int(1, 300) }, () => r.int(0, 255)))]),
  ],
  [
    'line_ends',
    (bytes, r) =>
      Buffer.from(
        bytes.toString('latin1').replace(/\r?\n/g, r.pick(['\r', '\n', '\n\n', '\r\r\n'])),
        'latin1',
      ),
  ],
];

/** A file that is no recipients CSV at all (or a header without rows). */
function strangeFile(random: Random, spec: TargetSpec): GeneratedFile {
  const header = ['nome', 'email', 'celular', ...spec.placeholders.filter((name) => name !== 'nome')].join(
    ';',
  );
  const files: [string, () => Buffer, Expectation][] = [
    ['empty file', () => Buffer.alloc(0), { kind: 'unknown' }],
    ['BOM only', () => Buffer.from([0xef, 0xbb, 0xbf]), { kind: 'unknown' }],
    ['blank lines', () => Buffer.from('\r\n\r\n;;;\r\n'), { kind: 'unknown' }],
    ['header only', () => Buffer.from(`\uFEFF${header}\r\n`), { kind: 'no_rows' }],
    ['header and blank lines', () => Buffer.from(`${header}\n;;\n\n  \n`), { kind: 'no_rows' }],
    [
      'binary',
      () => Buffer.from(Array.from({ length: random.int(1, 4000) }, () => random.int(0, 255))),
      { kind: 'unknown' },
    ],
    ['xlsx', () => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]), { kind: 'unknown' }],
    [
      'xls',
      () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(200, 1)]),
      { kind: 'unknown' },
    ],
    [
      'utf-16',
      () => Buffer.from(`\uFEFF${header}\r\nAna;ana@exemplo.com;11987654321\r\n`, 'utf16le'),
      { kind: 'unknown' },
    ],
    [
      'nul in header',
      () => Buffer.from(`nome;em\u0000ail;celular\r\nAna;ana@exemplo.com;11987654321\r\n`),
      { kind: 'unknown' },
    ],
    ['800 columns', () => Buffer.from(`${'email;'.repeat(800)}\r\nana@exemplo.com\r\n`), { kind: 'unknown' }],
    [
      'huge header',
      () => Buffer.from(`${'x'.repeat(40_000)};email\r\nana@exemplo.com\r\n`),
      { kind: 'unknown' },
    ],
    ['unknown columns', () => Buffer.from('foo;bar\r\n1;2\r\n'), { kind: 'unknown' }],
  ];
  const [what, bytes, expectation] = random.pick(files);
  return { bytes: bytes(), what: `strange: ${what}`, expectation };
}

// ---- what the server must answer ------------------------------------------------------------------------------

type Outcome = 'accept' | 'refuse' | 'unknown';

interface ExpectedRow {
  line: number;
  outcome: Outcome;
  /** The one code a refusal must give, when only one reason applies. */
  code?: string;
  stored: Pick<CommunicationRecipient, 'line' | 'name' | 'email' | 'phone' | 'parameters'>;
  notes: string[];
}

function expectedRows(rows: readonly ModelRow[], spec: TargetSpec): ExpectedRow[] {
  const certain = new Set<string>();
  const maybe = new Set<string>();
  return rows.map(({ row, line, cells, written, cellCount }) => {
    const { name, email, phone } = cells;
    const parameters = Object.fromEntries(
      spec.placeholders.map((placeholder) => {
        const cell = cells[PLACEHOLDER_COLUMN[placeholder]];
        return [
          placeholder,
          placeholder === 'nome' ? cell.parameter! : { verdict: cell.verdict, value: cell.value! },
        ];
      }),
    );
    const stored = {
      line,
      name: name.value,
      email: email.value,
      phone: phone.value,
      parameters: Object.fromEntries(
        Object.entries(parameters).map(([key, cell]) => [key, cell.value ?? '']),
      ),
    };
    const base = { line, stored, notes: row.notes };
    // The lines the reader cannot split (read-csv-table.ts: 32 KB, 500 cells).
    if (Buffer.byteLength(written) > 32 * 1024) return { ...base, outcome: 'refuse', code: 'row_too_long' };
    if (cellCount > 500) return { ...base, outcome: 'refuse', code: 'too_many_cells' };

    const byWhatsapp = spec.plan === 'whatsapp_email_fallback' && phone.verdict !== 'empty';
    const verdicts = Object.values(parameters).map((cell) => cell.verdict);
    const refused =
      [name, email, phone].some((cell) => cell.verdict === 'bad') ||
      (spec.plan === 'email' && email.verdict === 'empty') ||
      (spec.plan === 'whatsapp_email_fallback' && email.verdict === 'empty' && phone.verdict === 'empty') ||
      verdicts.some(
        (verdict) => verdict === 'empty' || verdict === 'bad' || (verdict === 'whatsapp' && byWhatsapp),
      );
    if (refused) return { ...base, outcome: 'refuse' };
    // Known values whose WhatsApp message is over Meta's limit (the template has no {{empresa}}: no company needed).
    const values = { ...(name.value ? { nome: name.value } : {}), ...stored.parameters };
    if (byWhatsapp && !verdicts.includes('unknown') && whatsappMessageTooLong(spec.body, values))
      return { ...base, outcome: 'refuse', code: 'message_too_long' };
    const outcome: Outcome = verdicts.includes('unknown') ? 'unknown' : 'accept';
    const key = spec.plan === 'email' ? email.value : (phone.value ?? email.value);
    if (key === null) throw new Error('an accepted row without a contact');
    if (certain.has(key))
      return { ...base, outcome: 'refuse', code: outcome === 'accept' ? 'duplicate_contact' : undefined };
    if (maybe.has(key) || outcome === 'unknown') {
      maybe.add(key);
      return { ...base, outcome: 'unknown' };
    }
    certain.add(key);
    return { ...base, outcome: 'accept' };
  });
}

// ---- the test -------------------------------------------------------------------------------------------------

describe.each(SUITE_BACKENDS)('communication recipients upload fuzz on %s', (backend) => {
  const api = useApi(backend);
  const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    api.call({ method, url, as: OPERATOR, ...(body === undefined ? {} : { body }) });

  async function draft(kind: TargetKind): Promise<string> {
    const spec = TARGETS[kind];
    const template = await call('POST', '/api/templates', {
      name: `Fuzz ${kind}`,
      kind: 'message',
      channel: spec.channel,
      subject: spec.subject,
      body: spec.body,
    });
    expect(template.statusCode, template.body).toBe(201);
    const created = await call('POST', '/api/communications', {
      name: `Fuzz ${kind}`,
      purpose: 'legal_notice',
      channel: spec.plan,
      templateId: template.json<{ template: MessageTemplate }>().template.id,
      parameterizable: spec.parameterizable,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ communication: Communication }>().communication.id;
  }

  async function storedRecipients(id: string): Promise<CommunicationRecipient[]> {
    const all: CommunicationRecipient[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await call('GET', `/api/communications/${id}/recipients?limit=100&offset=${offset}`);
      expect(page.statusCode, page.body).toBe(200);
      const { recipients, pagination } = page.json<{
        recipients: CommunicationRecipient[];
        pagination: { total: number };
      }>();
      all.push(...recipients);
      if (recipients.length === 0 || all.length >= pagination.total) {
        expect(all.length, 'the pages hold the total').toBe(pagination.total);
        return all;
      }
    }
  }

  async function recipientCount(id: string): Promise<number> {
    const response = await call('GET', `/api/communications/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ communication: Communication }>().communication.recipients;
  }

  it(
    `${FILES} generated recipient files: no 5xx, refusals change nothing, an accepted file is exactly its valid rows`,
    { timeout: 600_000 },
    async () => {
      const ids = {} as Record<TargetKind, string>;
      for (const kind of TARGET_KINDS) ids[kind] = await draft(kind);
      /** The recipients each draft holds, as last read (undefined: read them again). */
      const known: Partial<Record<TargetKind, CommunicationRecipient[]>> = {};
      const failures: string[] = [];
      const failedSeeds: number[] = [];
      const outcomes = { accepted: 0, refused: 0, checkedRowByRow: 0, rowsAccepted: 0, rowsRefused: 0 };

      for (let n = 0; n < FILES; n++) {
        const seed = SEED + n;
        const kind = TARGET_KINDS[seededRandom(seed ^ 0x5bd1e995).int(0, TARGET_KINDS.length - 1)]!;
        const spec = TARGETS[kind];
        const id = ids[kind];
        const file = generatedFile(seed, kind);
        const context = `seed ${seed} (${file.what}; ${file.bytes.length} bytes)`;
        try {
          const before = known[kind] ?? (await storedRecipients(id));
          known[kind] = undefined;
          const response = await api.call({
            method: 'PUT',
            url: `/api/communications/${id}/recipients?fileName=${encodeURIComponent(`destinatários-${seed}.csv`)}`,
            as: OPERATOR,
            headers: { 'content-type': n % 3 === 2 ? 'application/octet-stream' : 'text/csv' },
            body: file.bytes,
          });
          const { expectation } = file;

          if (response.statusCode !== 200) {
            outcomes.refused++;
            // A file not taken (even by a failure) changes nothing.
            const after = await storedRecipients(id);
            expect(after, `${response.statusCode}: the recipients of before`).toEqual(before);
            expect(await recipientCount(id), 'the count of before').toBe(before.length);
            known[kind] = after;
            expect(response.statusCode, `never a 5xx: ${response.body.slice(0, 500)}`).toBeLessThan(500);
            expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
            const problem = response.json<{ code: string; detail?: string; errors?: { field: string }[] }>();
            expect(problem.detail, `a pt-BR detail: ${response.body.slice(0, 300)}`).toMatch(PT_BR);
            expect(
              expectation.kind,
              `refused (${response.statusCode} ${response.body.slice(0, 300)})`,
            ).not.toBe('rows');
            expect(response.statusCode, response.body.slice(0, 300)).toBe(
              expectation.kind === 'unknown' ? response.statusCode : 422,
            );
            if (expectation.kind === 'missing') {
              expect(problem.code).toBe('unprocessable');
              expect(problem.errors?.map((error) => error.field).sort()).toEqual(
                [...expectation.fields].sort(),
              );
            }
            continue;
          }

          outcomes.accepted++;
          expect(expectation.kind, `accepted: ${response.body.slice(0, 300)}`).toMatch(/^(rows|unknown)$/);
          const reading = response.json<{ recipientUpload: CommunicationRecipientUpload }>().recipientUpload;
          expect(reading.fileName).toBe(`destinatários-${seed}.csv`);
          const stored = await storedRecipients(id);
          known[kind] = stored;

          // The answer explains every refused row: a line, a field, a code.
          const fields = new Set([
            'email',
            'phone',
            'name',
            ...spec.placeholders.map((name) => `parameters/${name}`),
          ]);
          for (const issue of reading.issues) {
            expect(Number.isInteger(issue.line) && issue.line >= 2, `issue line ${issue.line}`).toBe(true);
            expect(ISSUE_CODES.has(issue.code), `issue code ${shown(issue)}`).toBe(true);
            // A row-wide problem: a line that cannot be read, or a WhatsApp message too long once filled.
            if (issue.field === '')
              expect([...ROW_PROBLEMS, 'message_too_long'], shown(issue)).toContain(issue.code);
            else expect(fields.has(issue.field), `issue field ${shown(issue)}`).toBe(true);
          }
          const refusedLines = new Set(reading.issues.map((issue) => issue.line));
          if (!reading.issuesTruncated)
            expect(refusedLines.size, 'one line per refused row').toBe(reading.refused);

          // The stored recipients are the accepted rows, and only them: the previous ones are gone.
          expect(stored.length, 'stored = accepted').toBe(reading.accepted);
          expect(await recipientCount(id), 'the count = accepted').toBe(reading.accepted);
          const lines = stored.map((recipient) => recipient.line);
          expect(new Set(lines).size, 'one recipient per line').toBe(lines.length);
          expect(
            lines.filter((line) => refusedLines.has(line)),
            'refused lines stored',
          ).toEqual([]);
          for (const recipient of stored) {
            const what = `line ${recipient.line}: ${shown(recipient).slice(0, 300)}`;
            const { email, phone, name, parameters } = recipient;
            if (spec.plan === 'email') expect(email, what).not.toBeNull();
            else expect(email ?? phone, what).not.toBeNull();
            if (email !== null) {
              expect(email, `e-mail lower-case and trimmed, ${what}`).toBe(email.trim().toLowerCase());
              expect(email, `e-mail without a control character, ${what}`).not.toMatch(CONTROL);
            }
            if (phone !== null) expect(phone, `phone E.164, ${what}`).toMatch(E164);
            if (name !== null) expect(name, `name without a control character, ${what}`).not.toMatch(CONTROL);
            expect(Object.keys(parameters).sort(), what).toEqual([...spec.placeholders].sort());
            for (const value of Object.values(parameters)) {
              expect(value, `value without a control character, ${what}`).not.toMatch(CONTROL_BUT_BREAKS);
              expect(value.trim(), what).toBe(value);
              expect(value, what).not.toBe('');
              // A value that goes into a WhatsApp message (a person with a phone; one without gets an e-mail).
              if (spec.plan === 'whatsapp_email_fallback' && phone !== null)
                expect(value, `a WhatsApp value without a line break, tab or 5 spaces, ${what}`).not.toMatch(
                  WHATSAPP_UNFIT,
                );
            }
          }

          if (expectation.kind !== 'rows') continue;
          // Row by row: what the file holds.
          outcomes.checkedRowByRow++;
          expect(reading.accepted + reading.refused, 'accepted + refused = data rows').toBe(
            expectation.rows.length,
          );
          expect(reading.columns.email).toBe(expectation.headers.email ?? null);
          expect(reading.columns.phone).toBe(expectation.headers.phone ?? null);
          expect(reading.columns.name).toBe(expectation.headers.name ?? null);
          for (const placeholder of spec.placeholders)
            expect(reading.columns.parameters[placeholder]).toBe(
              expectation.headers[PLACEHOLDER_COLUMN[placeholder]],
            );
          const byLine = new Map(stored.map((recipient) => [recipient.line, recipient]));
          const rowLines = new Set(expectation.rows.map((row) => row.line));
          expect(
            lines.filter((line) => !rowLines.has(line)),
            'stored lines that are no data row of this file',
          ).toEqual([]);
          for (const row of expectedRows(expectation.rows, spec)) {
            const what = `line ${row.line} (${row.notes.join(', ') || 'as generated'})`;
            const recipient = byLine.get(row.line);
            if (row.outcome === 'accept') expect(recipient, `${what}: accepted`).toBeDefined();
            if (row.outcome === 'refuse') {
              expect(
                recipient,
                `${what}: refused, yet stored as ${shown(recipient).slice(0, 300)}`,
              ).toBeUndefined();
              if (!reading.issuesTruncated) expect(refusedLines.has(row.line), `${what}: listed`).toBe(true);
              if (row.code) {
                const codes = reading.issues
                  .filter((issue) => issue.line === row.line)
                  .map((issue) => issue.code);
                expect(codes, what).toEqual([row.code]);
              }
            }
            if (recipient) {
              outcomes.rowsAccepted++;
              const { line, name, email, phone, parameters } = recipient;
              expect({ line, name, email, phone, parameters }, what).toEqual(row.stored);
            } else {
              outcomes.rowsRefused++;
              if (!reading.issuesTruncated)
                expect(refusedLines.has(row.line), `${what}: not stored, listed`).toBe(true);
            }
          }
        } catch (error) {
          known[kind] = undefined;
          const message = error instanceof Error ? error.message : String(error);
          failedSeeds.push(seed);
          failures.push(`${context}\n    ${message.slice(0, 800).replaceAll('\n', '\n    ')}`);
        }
      }

      expect(
        failures.length,
        `${failures.length} of ${FILES} files broke an invariant (seeds ${failedSeeds.join(', ')}):\n` +
          failures.slice(0, 12).join('\n'),
      ).toBe(0);
      if (FILES >= 50) {
        expect(outcomes.refused).toBeGreaterThan(FILES / 20);
        expect(outcomes.accepted).toBeGreaterThan(FILES / 3);
        expect(outcomes.checkedRowByRow).toBeGreaterThan(FILES / 3);
        expect(outcomes.rowsRefused).toBeGreaterThan(FILES / 5);
      }
    },
  );
});
