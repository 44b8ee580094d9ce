import type { AppDatabase } from '../db/open-database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createJobRunner, type JobRunnerOptions } from './runner.ts';

/**
 * Runs every due job to the end, one after another, then returns how many runs it made (tests). Jobs put off to
 * a later time (a backoff) are left for later: pass `backoffMs: () => 0` to run retries at once.
 */
export async function runJobsUntilIdle(
  deps: { database: AppDatabase; mailer: Mailer },
  options: Omit<JobRunnerOptions, 'database' | 'mailer'> & { maxRuns?: number } = {},
): Promise<number> {
  const { maxRuns = 1000, ...runnerOptions } = options;
  const runner = createJobRunner({ renewEveryMs: 0, ...runnerOptions, ...deps });
  let runs = 0;
  while (await runner.runOnce()) {
    runs += 1;
    if (runs >= maxRuns) throw new Error(`Jobs still due after ${maxRuns} runs: is one retrying forever?`);
  }
  return runs;
}
