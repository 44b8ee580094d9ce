// A batch voting's holders spreadsheet, read and grouped only (no database): 300 funds × 1,000 holders (--funds,
// --holders), as Excel in Brazil saves it, through scanBatchHolders (the voter-import reader + packages/domain's
// batch holder grouper) a few times; prints rows/s, the heap the grouping keeps (every valid holder until the
// children are written) and the process's peak RSS. The upload's body is in memory whole, as the endpoint has it.
//
//   pnpm --filter @backoffice/api bench:batch-holders-parse [-- --funds 300 --holders 1000 --runs 3]
//
// On this machine (2 cores, shared): 300,000 rows in about 5 s (60,000 rows/s); the grouping holds about 90 MB of
// heap (≈ 300 bytes per valid holder) beside the 41 MB body, peak RSS about 240 MB in the first run.
import { parseArgs } from 'node:util';
import { scanBatchHolders } from '../src/services/voting-batches/scan-holders.ts';
import { csvText, encodeText, generateVoters, VOTER_HEADER } from '../test/support/voter-csv-fixtures.ts';
import { cnpjOf } from '../test/support/voting-fixtures.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    funds: { type: 'string', default: '300' },
    holders: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
  },
});
const FUNDS = Number(values.funds);
const HOLDERS = Number(values.holders);
const RUNS = Number(values.runs);
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

function spreadsheet(): Buffer {
  const parts: Buffer[] = [
    encodeText(csvText([['cnpj_fundo', 'nome_fundo', ...VOTER_HEADER]]), 'windows-1252'),
  ];
  for (let fund = 0; fund < FUNDS; fund++) {
    // Each fund's holders: a window of one population, so most holders are in several funds (as in life).
    const rows = generateVoters(HOLDERS, 1 + (fund % 50) * 97).map((voter) => [
      cnpjOf(fund + 1),
      `FII Bench ${fund + 1} Renda Imobiliária`,
      ...voter.cells,
    ]);
    parts.push(encodeText(csvText(rows), 'windows-1252'));
  }
  return Buffer.concat(parts);
}

const bytes = spreadsheet();
console.log(`batch holders spreadsheet: ${FUNDS} funds × ${HOLDERS} holders, ${mb(bytes.length)}`);
for (let run = 1; run <= RUNS; run++) {
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  let rssPeak = process.memoryUsage().rss;
  const timer = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  let scan: Awaited<ReturnType<typeof scanBatchHolders>> | null = await scanBatchHolders(bytes);
  const ms = performance.now() - started;
  clearInterval(timer);
  const { rows, valid, invalid } = scan;
  const funds = scan.grouping.funds.length;
  // What the grouping holds: the heap with the result alive, less the heap before the reading (the first run's is
  // the figure: a later run's "before" may still hold the previous result, which the async frame keeps a while).
  gc();
  const kept = process.memoryUsage().heapUsed - heapBefore;
  scan = null;
  console.log(
    `run ${run}: ${rows} rows (${valid} valid, ${invalid} refused, ${funds} funds) ` +
      `in ${(ms / 1000).toFixed(2)} s = ${Math.round(rows / (ms / 1000))} rows/s; grouping kept ${mb(kept)} ` +
      `of heap; peak RSS ${mb(rssPeak)}`,
  );
}
