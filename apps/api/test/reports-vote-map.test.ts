import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '@backoffice/domain';
import { maskTaxId } from '../src/reports/mask-tax-id.ts';
import type { VoteMapSubject, VotingReportData } from '../src/reports/report-data.ts';
import { voteMapCsvLines, voteMapRows } from '../src/reports/vote-map-csv.ts';

// The CSV vote map: its exact shape on a small voting, masking, formula neutralization, decimal weights, and a
// 100,000-voter run that reads its source lazily.

const ITEM_A = '00000000-0000-4000-8000-00000000000a';
const ITEM_B = '00000000-0000-4000-8000-00000000000b';

const REPORT: Pick<VotingReportData, 'voting' | 'items' | 'timeZone'> = {
  voting: {
    id: '6f1c2a7e-3b1d-4c55-9a0e-2f4b8d1c9e01',
    title: 'AGE Fundo Ipê',
    description: '',
    kind: 'standard',
    status: 'closed',
    weighting: 'by_weight',
    opensAt: null,
    deadline: '2026-03-20T21:00:00.000Z',
    closedAt: '2026-03-20T21:00:00.000Z',
    createdAt: '2026-03-01T12:00:00.000Z',
  },
  // Given out of order: the map follows position.
  items: [
    { id: ITEM_B, position: 2, title: 'Eleição do representante', totals: emptyTotals() },
    { id: ITEM_A, position: 1, title: 'Contas de 2025', totals: emptyTotals() },
  ],
  timeZone: TIME_ZONE,
};

function emptyTotals() {
  const zero = { count: 0, weight: '0' };
  return { approve: zero, reject: zero, abstain: zero, conflict: zero, eligible: zero };
}

function subject(overrides: Partial<VoteMapSubject>): VoteMapSubject {
  return {
    name: 'Maria da Conceição',
    taxIdType: 'CPF',
    taxId: '12345678909',
    weight: '1',
    attorneyName: null,
    voided: false,
    votes: [],
    ...overrides,
  };
}

async function csvText(subjects: VoteMapSubject[]): Promise<string> {
  let text = '';
  for await (const line of voteMapCsvLines(REPORT, subjects)) text += line;
  return text;
}

/** A strict reader for what the writer produces: ';' cells, "" inside quoted cells, CRLF records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      cells.push(cell);
      records.push(cells);
      cells = [];
      cell = '';
      index++;
    } else cell += char;
  }
  expect(cell, 'the file ends with CRLF').toBe('');
  return records;
}

describe('vote map CSV', () => {
  it('writes one row per subject and item, in pt-BR, with a BOM and CRLF', async () => {
    const text = await csvText([
      subject({
        weight: '1520.250000',
        votes: [
          { itemId: ITEM_A, choice: 'approve', votedAt: '2026-03-05T14:32:05.120Z' },
          { itemId: ITEM_B, choice: 'abstain', votedAt: '2026-03-05T14:33:00.000Z' },
        ],
      }),
      subject({
        name: 'Fundação Previdenciária',
        taxIdType: 'CNPJ',
        taxId: '11.222.333/0001-81',
        weight: '250000',
        attorneyName: 'João Pereira',
        votes: [{ itemId: ITEM_B, choice: 'conflict', votedAt: '2026-03-06T10:00:00.000Z' }],
      }),
      subject({ name: 'Ana Reprova', taxId: '98765432100', weight: '0.000001', votes: [] }),
    ]);
    expect(text.startsWith('\uFEFFVotação;Item;Nome;Documento;Peso;Voto;Votado em;Procurador\r\n')).toBe(
      true,
    );
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(parseCsv(text.slice(1))).toEqual([
      ['Votação', 'Item', 'Nome', 'Documento', 'Peso', 'Voto', 'Votado em', 'Procurador'],
      [
        'AGE Fundo Ipê',
        '1. Contas de 2025',
        'Maria da Conceição',
        '***.456.789-**',
        '1520,25',
        'Aprovar',
        '2026-03-05T11:32:05-03:00',
        '',
      ],
      [
        'AGE Fundo Ipê',
        '2. Eleição do representante',
        'Maria da Conceição',
        '***.456.789-**',
        '1520,25',
        'Abster-se',
        '2026-03-05T11:33:00-03:00',
        '',
      ],
      [
        'AGE Fundo Ipê',
        '1. Contas de 2025',
        'Fundação Previdenciária',
        '**.222.333/0001-**',
        '250000',
        'Pendente',
        '',
        'João Pereira',
      ],
      [
        'AGE Fundo Ipê',
        '2. Eleição do representante',
        'Fundação Previdenciária',
        '**.222.333/0001-**',
        '250000',
        'Conflito de interesse',
        '2026-03-06T07:00:00-03:00',
        'João Pereira',
      ],
      ['AGE Fundo Ipê', '1. Contas de 2025', 'Ana Reprova', '***.654.321-**', '0,000001', 'Pendente', '', ''],
      [
        'AGE Fundo Ipê',
        '2. Eleição do representante',
        'Ana Reprova',
        '***.654.321-**',
        '0,000001',
        'Pendente',
        '',
        '',
      ],
    ]);
  });

  it('names every choice, and marks a voided subject whatever it voted', async () => {
    const choices = ['approve', 'reject', 'abstain', 'conflict'] as const;
    const rows = parseCsv(
      (
        await csvText([
          ...choices.map((choice) =>
            subject({ votes: [{ itemId: ITEM_A, choice, votedAt: '2026-03-05T12:00:00.000Z' }] }),
          ),
          subject({
            voided: true,
            votes: [{ itemId: ITEM_A, choice: 'approve', votedAt: '2026-03-05T12:00:00.000Z' }],
          }),
        ])
      ).slice(1),
    );
    const firstItemVotes = rows
      .slice(1)
      .filter((_, index) => index % 2 === 0)
      .map((row) => row[5]);
    expect(firstItemVotes).toEqual([
      'Aprovar',
      'Reprovar',
      'Abster-se',
      'Conflito de interesse',
      'Anulado (não computado)',
    ]);
  });

  it('writes decimal weights exactly with a decimal comma and no grouping', async () => {
    const weights = ['7.000000', '1000000.5', '0.000001', '999999999999999999.999999'];
    const rows = parseCsv((await csvText(weights.map((weight) => subject({ weight })))).slice(1));
    expect([...new Set(rows.slice(1).map((row) => row[4]))]).toEqual([
      '7',
      '1000000,5',
      '0,000001',
      '999999999999999999,999999',
    ]);
  });

  it('neutralizes cells that a spreadsheet would run as a formula', async () => {
    const dangerous = ["=cmd|' /C calc'!A0", '+SUM(A1:A9)', '-2+3', '@SUM(1)', '\tTAB', '\rCR'];
    const report = { ...REPORT, voting: { ...REPORT.voting, title: '=HYPERLINK("http://x.invalid")' } };
    const rows: string[][] = [];
    const subjects = dangerous.map((name) => subject({ name, attorneyName: name }));
    for await (const row of voteMapRows(report, subjects)) rows.push(row.map(String));
    const csvRows = parseCsv(
      await (async () => {
        let text = '';
        for await (const line of voteMapCsvLines(report, subjects)) text += line;
        return text.slice(1);
      })(),
    );
    for (const row of csvRows.slice(1)) {
      expect(row[0]).toBe('\'=HYPERLINK("http://x.invalid")');
      expect(row[2]?.startsWith("'")).toBe(true);
      expect(row[7]?.startsWith("'")).toBe(true);
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    expect(
      csvRows
        .slice(1)
        .map((row) => row[2])
        .filter((_, index) => index % 2 === 0),
    ).toEqual(dangerous.map((name) => `'${name}`));
    expect(rows).toHaveLength(1 + dangerous.length * 2);
  });

  // It checks laziness and memory, not speed: on a loaded 2-core CI machine it took 14 s, and once more than the
  // default 20 s.
  it(
    'streams 100,000 voters × 2 items, reading voters only as lines are taken',
    { timeout: 90_000 },
    async () => {
      const voters = 100_000;
      let produced = 0;
      async function* source(): AsyncGenerator<VoteMapSubject> {
        for (let index = 0; index < voters; index++) {
          produced++;
          yield subject({
            name: `Votante ${index}`,
            taxId: String(10_000_000_000 + index),
            weight: `${index}.5`,
            votes:
              index % 3 === 0
                ? []
                : [{ itemId: ITEM_A, choice: 'approve', votedAt: '2026-03-05T12:00:00.000Z' }],
          });
        }
      }
      // What the writer keeps, not garbage awaiting collection: heapUsed right after a full collection (how much garbage
      // waits between collections depends on the Node version and on the machine's load).
      const retainedHeap = collectingGarbage();
      const started = performance.now();
      const heapBefore = retainedHeap();
      let heapPeak = heapBefore;
      let lines = 0;
      let bytes = 0;
      for await (const line of voteMapCsvLines(REPORT, source())) {
        lines++;
        bytes += Buffer.byteLength(line);
        // Line 1 is the header; each voter gives two lines: the writer never reads more than one voter ahead.
        expect(produced).toBeLessThanOrEqual(Math.ceil((lines - 1) / 2) + 1);
        if (lines % 20_000 === 0) heapPeak = Math.max(heapPeak, retainedHeap());
      }
      const seconds = (performance.now() - started) / 1000;
      expect(lines).toBe(1 + voters * 2);
      expect(produced).toBe(voters);
      const growthMb = (heapPeak - heapBefore) / 2 ** 20;
      console.log(
        `vote map: ${lines - 1} rows, ${(bytes / 2 ** 20).toFixed(1)} MiB in ${seconds.toFixed(2)} s ` +
          `(${Math.round((lines - 1) / seconds)} rows/s), heap growth ${growthMb.toFixed(1)} MiB`,
      );
      // The file is ≈ 19 MiB: holding its lines retains ≈ 25 MiB (measured by keeping them in this loop); streaming, ≈ 0.
      expect(growthMb).toBeLessThan(8);
    },
  );
});

/** heapUsed after a full garbage collection (V8's gc() reached without starting Node with --expose-gc). */
function collectingGarbage(): () => number {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  return () => {
    gc();
    return process.memoryUsage().heapUsed;
  };
}

describe('maskTaxId', () => {
  it.each([
    ['CPF', '12345678909', '***.456.789-**'],
    ['CPF', '123.456.789-09', '***.456.789-**'],
    ['CNPJ', '11222333000181', '**.222.333/0001-**'],
    ['CNPJ', '11.222.333/0001-81', '**.222.333/0001-**'],
    ['CNPJ', '12.abc.345/01de-35', '**.ABC.345/01DE-**'],
    ['CPF', '1234', '****'],
    ['CNPJ', '12345678909', '***********'],
    ['CPF', '', '***'],
  ] as const)('%s %s → %s', (type, value, masked) => {
    expect(maskTaxId(type, value)).toBe(masked);
  });

  it('never shows the first characters or the check digits', () => {
    for (let index = 0; index < 200; index++) {
      const cpf = String(10_000_000_000 + index * 7_919_113);
      const masked = maskTaxId('CPF', cpf);
      expect(masked.replace(/\D/g, '')).toBe(cpf.slice(3, 9));
    }
  });
});
