import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { memoryMailer } from '../src/mail/memory-mailer.ts';
import { withTenant, withWorkspace } from '../src/db/tenant.ts';
import {
  createJob,
  listDeliveries,
  loadJobProgress,
  registerEmailDispatchKind,
  runJobsUntilIdle,
} from '../src/jobs/index.ts';
import { BACKENDS } from './support/test-database.ts';
import {
  createDispatch,
  outraMesa,
  recipients,
  rio,
  saoPaulo,
  testEmail,
  useJobsDatabase,
  type TestWorkspace,
  forgetJobKindsAfterAll,
} from './support/jobs.ts';

interface Seen {
  jobId: string;
  deliveryJobIds: string[];
  jobIds: string[];
  templateWorkspaces: string[];
}
const seen: Seen[] = [];

registerEmailDispatchKind('tenancy-invitation', {
  async render(trx, job, delivery, { publicBaseUrl }) {
    // Deliberately unfiltered: row-level security must keep the work to its own company and workspace.
    const deliveries = await sql<{ job_id: string }>`select job_id from deliveries`.execute(trx);
    const jobs = await sql<{ id: string }>`select id from jobs`.execute(trx);
    const templates = await sql<{ workspace_id: string }>`select workspace_id from message_templates`.execute(
      trx,
    );
    seen.push({
      jobId: job.id,
      deliveryJobIds: [...new Set(deliveries.rows.map((row) => row.job_id))],
      jobIds: jobs.rows.map((row) => row.id),
      templateWorkspaces: [...new Set(templates.rows.map((row) => row.workspace_id))],
    });
    return testEmail(delivery, publicBaseUrl);
  },
});
forgetJobKindsAfterAll('tenancy-invitation');

describe.each(BACKENDS)('jobs and tenancy on %s', (backend) => {
  const ctx = useJobsDatabase(backend);

  it("a job's work sees only its own workspace's rows, in every company", async () => {
    seen.length = 0;
    const places: TestWorkspace[] = [saoPaulo, rio, outraMesa];
    const jobs = [];
    for (const place of places)
      jobs.push((await createDispatch(ctx.database, 'tenancy-invitation', recipients(2), place)).job);
    const mailer = memoryMailer();
    expect(await runJobsUntilIdle({ database: ctx.database, mailer })).toBe(3);

    expect(mailer.sent).toHaveLength(6);
    for (const [index, job] of jobs.entries()) {
      const renders = seen.filter((entry) => entry.jobId === job.id);
      expect(renders).toHaveLength(2);
      for (const entry of renders) {
        expect(entry.deliveryJobIds).toEqual([job.id]);
        expect(entry.jobIds).toEqual([job.id]);
        expect(entry.templateWorkspaces.every((id) => id === places[index]!.workspaceId)).toBe(true);
      }
    }
  });

  it("another workspace or company cannot read a job's progress or deliveries", async () => {
    const { job } = await createDispatch(ctx.database, 'tenancy-invitation', recipients(3), saoPaulo);
    const fromRio = await withWorkspace(ctx.database.db, rio.companyId, rio.workspaceId, async (trx) => ({
      progress: await loadJobProgress(trx, job.id),
      deliveries: await listDeliveries(trx, job.id),
    }));
    expect(fromRio).toEqual({ progress: undefined, deliveries: { items: [], total: 0 } });
    const fromOtherCompany = await withTenant(ctx.database.db, outraMesa.companyId, (trx) =>
      listDeliveries(trx, job.id),
    );
    expect(fromOtherCompany).toEqual({ items: [], total: 0 });
    // The company itself, without naming a workspace, sees it.
    const fromCompany = await withTenant(ctx.database.db, saoPaulo.companyId, (trx) =>
      loadJobProgress(trx, job.id),
    );
    expect(fromCompany?.job.progress.total).toBe(3);
  });

  it('a job cannot be created in the workspace of another company', async () => {
    await expect(
      withWorkspace(ctx.database.db, saoPaulo.companyId, saoPaulo.workspaceId, (trx) =>
        createJob(trx, { ...outraMesa, kind: 'tenancy-invitation' }),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('the claiming role sees every company’s jobs but not their payloads, and of deliveries only which are due', async () => {
    await createDispatch(ctx.database, 'tenancy-invitation', recipients(1), saoPaulo);
    await createDispatch(ctx.database, 'tenancy-invitation', recipients(1), outraMesa);
    const asRunner = <T>(statement: ReturnType<typeof sql<T>>) =>
      ctx.database.db.transaction().execute(async (trx) => {
        await sql`set local role app_job_runner`.execute(trx);
        return (await statement.execute(trx)).rows;
      });
    const due = await asRunner(sql<{ company_id: string }>`select company_id from jobs order by company_id`);
    expect(due.map((row) => row.company_id)).toEqual([saoPaulo.companyId, outraMesa.companyId]);
    await expect(asRunner(sql`select payload from jobs`)).rejects.toThrow(/permission denied/);
    await expect(asRunner(sql`select id from deliveries`)).rejects.toThrow(/permission denied/);
    await expect(asRunner(sql`select address from deliveries`)).rejects.toThrow(/permission denied/);
    // Which jobs have deliveries due, in every company (a free bulk slot joins a round: claimSharedJob), no more.
    const pending = await asRunner(sql<{ company_id: string; status: string }>`
      select company_id, status from deliveries order by company_id`);
    expect(pending).toEqual([
      { company_id: saoPaulo.companyId, status: 'pending' },
      { company_id: outraMesa.companyId, status: 'pending' },
    ]);
    await expect(asRunner(sql`delete from jobs`)).rejects.toThrow(/permission denied/);
  });
});
