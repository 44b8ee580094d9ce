// Writes sample vote-map CSV and minutes PDF to <repo>/.data/reports/ to look at:
//   npx tsx apps/api/bench/sample-voting-report.ts [itemCount]
//   pdftoppm -png -r 80 .data/reports/sample-voting-report.pdf .data/reports/page   (poppler-utils)
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleVotingReportData } from '../src/reports/sample-report-data.ts';
import { voteMapCsvLines } from '../src/reports/vote-map-csv.ts';
import { votingReportPdfBuffer } from '../src/reports/voting-report-pdf.ts';
import type { VoteMapSubject } from '../src/reports/report-data.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const outDir = join(root, '.data/reports');
const itemCount = process.argv[2] ? Number(process.argv[2]) : undefined;

const data = sampleVotingReportData({ itemCount });
const subjects: VoteMapSubject[] = [
  {
    name: 'Maria da Conceição Araújo',
    taxIdType: 'CPF',
    taxId: '12345678909',
    weight: '1520.250000',
    attorneyName: null,
    voided: false,
    votes: data.items.map((item) => ({
      itemId: item.id,
      choice: 'approve',
      votedAt: '2026-03-05T14:32:05.120Z',
    })),
  },
  {
    name: 'Fundação Previdenciária Ipê',
    taxIdType: 'CNPJ',
    taxId: '11.222.333/0001-81',
    weight: '250000',
    attorneyName: 'João Gonçalves Pereira',
    voided: false,
    votes: [{ itemId: data.items[0]?.id ?? '', choice: 'conflict', votedAt: '2026-03-06T10:00:00.000Z' }],
  },
  {
    name: '=HYPERLINK("http://example.invalid")',
    taxIdType: 'CPF',
    taxId: '98765432100',
    weight: '10',
    attorneyName: null,
    voided: true,
    votes: [],
  },
];

await mkdir(outDir, { recursive: true });
const started = performance.now();
const pdf = await votingReportPdfBuffer(data);
const pdfMs = performance.now() - started;
await writeFile(join(outDir, 'sample-voting-report.pdf'), pdf);
let csv = '';
for await (const line of voteMapCsvLines(data, subjects)) csv += line;
await writeFile(join(outDir, 'sample-vote-map.csv'), csv);
console.log(
  `sample-voting-report.pdf: ${data.items.length} items, ${pdf.length} bytes in ${pdfMs.toFixed(0)} ms; ` +
    `sample-vote-map.csv: ${csv.split('\r\n').length - 2} rows → ${outDir}`,
);
