// Shared by the jobs-*.test.ts files: a database per file, dispatch jobs of test recipients, and a render.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AppDatabase } from '../../src/index.ts';
import { withWorkspace } from '../../src/db/tenant.ts';
import type { Delivery, Job, NewRecipient, RenderedEmail } from '../../src/jobs/index.ts';
import { createDispatchJob, loadJobProgress, listDeliveries } from '../../src/jobs/index.ts';
import { unregisterJobKind } from '../../src/jobs/registry.ts';
import { createTestDatabase, type Backend, type TestDatabase } from './test-database.ts';
import { demo } from './demo.ts';

/**
 * Forgets a file's own job kinds after its tests: the API's files share a worker's modules (`isolate: false` in
 * vitest.config.ts), so the registry outlives the file, and a file run again in that worker registers them anew.
 */
export function forgetJobKindsAfterAll(...kinds: string[]): void {
  afterAll(() => {
    for (const kind of kinds) unregisterJobKind(kind);
  });
}

export interface JobsDatabase {
  database: AppDatabase;
  test: TestDatabase;
}

/** One migrated, seeded database for the file; jobs (and their deliveries) are emptied before each test. */
export function useJobsDatabase(backend: Backend): JobsDatabase {
  const holder = {} as JobsDatabase;
  beforeAll(async () => {
    holder.test = await createTestDatabase(backend);
    holder.database = holder.test.database;
  });
  beforeEach(async () => {
    // The tests connect as a superuser, which row-level security does not filter.
    await sql`delete from jobs`.execute(holder.database.db);
  });
  afterAll(async () => {
    await holder.test?.dispose();
  });
  return holder;
}

export type TestWorkspace = { companyId: string; workspaceId: string };

export const saoPaulo: TestWorkspace = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
export const rio: TestWorkspace = { companyId: demo.company.id, workspaceId: demo.rio.id };
export const outraMesa: TestWorkspace = { companyId: demo.other.id, workspaceId: demo.outraMesa.id };

/** voter-1 … voter-n at eleitor1@example.com … */
export function recipients(count: number, prefix = 'voter'): NewRecipient[] {
  return Array.from({ length: count }, (_, index) => ({
    recipientKey: `${prefix}-${index + 1}`,
    address: `${prefix === 'voter' ? 'eleitor' : prefix}${index + 1}@example.com`,
  }));
}

export async function createDispatch(
  database: AppDatabase,
  kind: string,
  list: readonly NewRecipient[],
  where: TestWorkspace = saoPaulo,
  extra: { dedupeKey?: string; payload?: unknown } = {},
): Promise<{ job: Job; created: boolean }> {
  return withWorkspace(database.db, where.companyId, where.workspaceId, (trx) =>
    createDispatchJob(trx, {
      ...where,
      kind,
      recipients: list,
      createdBy: null,
      payload: extra.payload ?? { purpose: 'test' },
      ...(extra.dedupeKey ? { dedupeKey: extra.dedupeKey } : {}),
    }),
  );
}

/** An invitation whose subject names the recipient, with a link under the public base URL. */
export function testEmail(delivery: Delivery, publicBaseUrl: string): RenderedEmail {
  return {
    subject: `Convocação — ${delivery.recipientKey}`,
    html: `<p>Olá! <a href="${publicBaseUrl}/v/${delivery.recipientKey}">Votar</a></p>`,
    text: `Olá! Votar: ${publicBaseUrl}/v/${delivery.recipientKey}`,
  };
}

export async function progressOf(database: AppDatabase, jobId: string, where: TestWorkspace = saoPaulo) {
  const progress = await withWorkspace(database.db, where.companyId, where.workspaceId, (trx) =>
    loadJobProgress(trx, jobId),
  );
  if (!progress) throw new Error(`job ${jobId} not found`);
  return progress;
}

export async function deliveriesOf(
  database: AppDatabase,
  jobId: string,
  where: TestWorkspace = saoPaulo,
): Promise<Delivery[]> {
  const page = await withWorkspace(database.db, where.companyId, where.workspaceId, (trx) =>
    listDeliveries(trx, jobId, { limit: 10_000 }),
  );
  return page.items;
}

/** Recipient keys by delivery status. */
export function byStatus(deliveries: readonly Delivery[]): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const delivery of deliveries) (result[delivery.status] ??= []).push(delivery.recipientKey);
  for (const keys of Object.values(result)) keys.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return result;
}

/** Makes a running job look abandoned: its lease expired a second ago (a runner that crashed). */
export async function expireLease(database: AppDatabase, jobId: string): Promise<void> {
  await sql`update jobs set locked_until = now() - interval '1 second' where id = ${jobId}`.execute(
    database.db,
  );
}
