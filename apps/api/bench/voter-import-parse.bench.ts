// Voter import, parse and validate only (no database): writes a voter CSV of 100,000 rows (or --rows N) to a
// temporary file, as Excel in Brazil saves it, then streams it from disk through readVoterCsv a few times and
// prints rows/s and memory. The file is never held whole in memory, so the RSS during the parse shows what the
// reader itself needs.
//
//   pnpm --filter @backoffice/api bench:import-parse [-- --rows 100000 --runs 5 --encoding windows-1252]
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readVoterCsv } from '../src/voter-import/index.ts';
import {
  csvText,
  encodeText,
  generateVoters,
  VOTER_HEADER,
  type FileEncoding,
} from '../test/support/voter-csv-fixtures.ts';

// pnpm passes the `--` of `pnpm bench:x -- --flag` on: drop it.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '5' },
    encoding: { type: 'string', default: 'utf-8-bom' },
  },
});
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);
const ENCODING = values.encoding as FileEncoding;
const BATCH = 10_000;
const MB = 1024 * 1024;

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

async function writeVoterFile(file: string): Promise<void> {
  await writeFile(file, encodeText(csvText([[...VOTER_HEADER]]), ENCODING));
  for (let start = 0; start < ROWS; start += BATCH) {
    const rows = generateVoters(Math.min(BATCH, ROWS - start), start + 1).map((voter) => voter.cells);
    await writeFile(file, encodeText(csvText(rows), ENCODING === 'utf-8-bom' ? 'utf-8' : ENCODING), {
      flag: 'a',
    });
  }
}

async function parseOnce(file: string) {
  gc();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const reading = readVoterCsv(createReadStream(file, { highWaterMark: 64 * 1024 }));
  let seen = 0;
  for await (const _row of reading) {
    if (++seen % 5_000 === 0) rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  // CPU time apart from wall time: on a shared machine the wall time also counts waiting for a core.
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return {
    ms,
    cpuMs,
    summary: reading.summary,
    rssBefore,
    rssPeak: Math.max(rssPeak, process.memoryUsage().rss),
  };
}

const directory = await mkdtemp(path.join(os.tmpdir(), 'voter-import-bench-'));
try {
  const file = path.join(directory, 'votantes.csv');
  await writeVoterFile(file);
  const { size } = await stat(file);
  console.log(
    `voter import parse: ${ROWS.toLocaleString('en')} rows, ${mb(size)}, ${ENCODING}, ';' (node ${process.version})`,
  );
  const times: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const { ms, cpuMs, summary, rssBefore, rssPeak } = await parseOnce(file);
    times.push(ms);
    console.log(
      `  run ${run}: ${ms.toFixed(0)} ms (CPU ${cpuMs.toFixed(0)} ms), ${Math.round((summary.rows / ms) * 1000).toLocaleString('en')} rows/s, ` +
        `${(size / MB / (ms / 1000)).toFixed(0)} MB/s; valid ${summary.valid}, invalid ${summary.invalid} ` +
        `(duplicates ${summary.duplicates}), encoding ${summary.encoding}; RSS ${mb(rssBefore)} → peak ${mb(rssPeak)}`,
    );
    if (summary.rows !== ROWS) throw new Error(`read ${summary.rows} rows of ${ROWS}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  console.log(
    `  median ${median.toFixed(0)} ms = ${Math.round((ROWS / median) * 1000).toLocaleString('en')} rows/s; ` +
      `process peak RSS (generation included) ${mb(process.resourceUsage().maxRSS * 1024)}`,
  );
} finally {
  await rm(directory, { recursive: true, force: true });
}
