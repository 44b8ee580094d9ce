// Verifies the audit trail of every voting (or of one), across companies:
//   DATABASE_URL=postgres://owner@host/db  pnpm --filter @backoffice/api audit:verify [votingId]
//   DATA_DIR=.data                         pnpm --filter @backoffice/api audit:verify [votingId]
// (or `npm run audit:verify -- [votingId]` in apps/api; with neither variable, the repository's .data, as the API
// uses). Prints one line per voting — OK, or the first bad entry
// and why — and exits 1 when any trail fails, 2 when it could not check (no such voting, a connection that
// row-level security filters, a PGlite directory held by a running server).
import path from 'node:path';
import { REPO_ROOT } from '../config.ts';
import { openDatabase, type DatabaseOptions } from '../db/open-database.ts';
import { DataDirectoryLockedError } from '../db/pglite-lock.ts';
import {
  readsAcrossCompanies,
  verifyAuditChains,
  type ChainReport,
} from '../services/votings/verify-chains.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function databaseOptions(env: NodeJS.ProcessEnv): DatabaseOptions {
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL };
  return { dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(REPO_ROOT, '.data') };
}

function line(report: ChainReport): string {
  const what = `${report.votingId} (${report.status}, ${report.count} entries)`;
  if (report.ok) return `OK       ${what} head ${report.head ?? '-'}`;
  return `TAMPERED ${what} first bad seq ${report.firstBadSeq}: ${report.problem}`;
}

async function main(argv: readonly string[]): Promise<number> {
  const votingId = argv[0];
  if (argv.length > 1 || (votingId !== undefined && !UUID.test(votingId))) {
    console.error('usage: audit:verify [votingId]');
    return 2;
  }
  let database;
  try {
    database = await openDatabase(databaseOptions(process.env));
  } catch (error) {
    if (error instanceof DataDirectoryLockedError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  try {
    if (!(await readsAcrossCompanies(database.db))) {
      console.error(
        'This connection is filtered by row-level security: run the check as a superuser or a role with BYPASSRLS.',
      );
      return 2;
    }
    const reports = await verifyAuditChains(database.db, votingId);
    if (votingId && reports.length === 0) {
      console.error(`No voting ${votingId}`);
      return 2;
    }
    for (const report of reports) console.log(line(report));
    const bad = reports.filter((report) => !report.ok).length;
    console.log(
      `${reports.length} votings checked in ${database.location}: ${bad === 0 ? 'all OK' : `${bad} TAMPERED`}`,
    );
    return bad === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // Could not check at all (no server, a database without the votings tables…): say so, no stack.
  console.error(`audit:verify could not check: ${(error as Error).message}`);
  process.exitCode = 2;
}
