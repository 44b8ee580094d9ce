import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { MessageTemplate, Voter, VoterInput, VotingDispatch } from '@backoffice/api-client';
import { withWorkspace } from '../src/db/tenant.ts';
import { createJobRunner, runJobsUntilIdle } from '../src/jobs/index.ts';
import { memoryMailer } from '../src/mail/memory-mailer.ts';
import { loadAuditChain } from '../src/services/votings/audit-log.ts';
import { linkTokenHash } from '../src/services/voting-dispatch/link-token.ts';
import { queueDispatch } from '../src/services/voting-dispatch/queue-dispatch.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { csvFile, generateVoters, VOTER_HEADER } from './support/voter-csv-fixtures.ts';
import { cpfOf, insertApprovalBallot, insertVotingRow } from './support/voting-fixtures.ts';

const OPERATOR = 'operator@demo.local';
const OBSERVER = 'observer@demo.local';
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const PUBLIC_BASE_URL = 'https://votacao.example.com';

const BALLOT = {
  name: 'Cédula da assembleia',
  kind: 'ballot',
  channel: 'email',
  subject: 'Cédula: {{votacao}}',
  body:
    '<h2>{{votacao}}</h2><p>Olá, {{nome}} ({{documento}}).</p><p>Vote até {{prazo}}.</p>' +
    '<p>{{itens}}</p><p><a href="{{link}}">Abrir a cédula</a></p><p>{{empresa}}</p>',
} as const;

/** Resolves once `check` holds (polling), or fails after 10 s. */
async function until(check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a condition');
    await delay(10);
  }
}

describe.each(SUITE_BACKENDS)('voting invitations and reminders on %s', (backend) => {
  const api = useApi(backend);
  const runJobs = (mailer = api.mailer) =>
    runJobsUntilIdle(
      { database: api.database, mailer },
      { publicBaseUrl: PUBLIC_BASE_URL, backoffMs: () => 0 },
    );
  const inWorkspace = <T>(work: Parameters<typeof withWorkspace<T>>[3]) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, work);

  let templateId: string | undefined;
  async function ballotTemplate(): Promise<string> {
    if (templateId) return templateId;
    const response = await api.call({ method: 'POST', url: '/api/templates', as: OPERATOR, body: BALLOT });
    expect(response.statusCode, response.body).toBe(201);
    templateId = response.json<{ template: MessageTemplate }>().template.id;
    return templateId;
  }

  async function addVoter(votingId: string, input: VoterInput): Promise<Voter> {
    const response = await api.call({
      method: 'POST',
      url: `/api/votings/${votingId}/voters`,
      as: OPERATOR,
      body: input,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ voter: Voter }>().voter;
  }

  const person = (n: number, name = `Cotista ${n}`): VoterInput => ({
    name,
    taxId: cpfOf(n),
    email: `cotista${n}@example.com`,
    weight: '1',
  });

  /** A draft with a ballot template and `count` voters (added through the API, so their links are real), opened the
   * way the lifecycle opens it: status open, then the invitation round. */
  async function openVotingWith(count: number, names: Record<number, string> = {}) {
    const { votingId, itemIds } = await insertVotingRow(api.database, scope, {
      title: 'AGE Fundo Imobiliário <Centro> 2026',
      ballotTemplateId: await ballotTemplate(),
      items: ['Aprovar as contas de 2025', 'Eleger o representante & suplente'],
      deadline: new Date('2027-01-31T21:00:00.000Z'),
    });
    const base = Math.floor(Math.random() * 1_000_000) * 100;
    const voters: Voter[] = [];
    for (let i = 1; i <= count; i++) voters.push(await addVoter(votingId, person(base + i, names[i])));
    await inWorkspace(async (trx) => {
      await trx
        .updateTable('votings')
        .set({ status: 'open', opens_at: new Date(), published_at: new Date() })
        .where('id', '=', votingId)
        .execute();
      await queueDispatch(trx, { ...scope, votingId, kind: 'invitation', createdBy: demo.operator.id });
    });
    return { votingId, itemIds, voters, base };
  }

  async function dispatches(votingId: string): Promise<VotingDispatch[]> {
    const response = await api.call({ url: `/api/votings/${votingId}/dispatches`, as: OBSERVER });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ dispatches: VotingDispatch[] }>().dispatches;
  }

  async function voters(votingId: string, query = ''): Promise<Voter[]> {
    const response = await api.call({ url: `/api/votings/${votingId}/voters${query}`, as: OBSERVER });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ voters: Voter[] }>().voters;
  }

  const castAll = (votingId: string, voter: Voter, itemIds: readonly string[]) =>
    insertApprovalBallot(
      api.database,
      { ...scope, votingId },
      { voterId: voter.id, taxId: voter.taxId },
      itemIds,
    );

  /** The voter a link's token opens, through voter_link() as the portal will call it. */
  async function voterOfLink(link: string) {
    const token = new URL(link).pathname.replace(/^\/v\//, '');
    return api.database.db.transaction().execute(async (trx) => {
      await sql`set local role app_user`.execute(trx);
      const { rows } = await sql<{ voting_id: string; voter_id: string }>`
        select voting_id, voter_id from voter_link(${linkTokenHash(token)})`.execute(trx);
      return rows;
    });
  }

  const linkIn = (text: string) => /https:\/\/votacao\.example\.com\/v\/[A-Za-z0-9_-]+/.exec(text)?.[0];

  it('sends one invitation per active voter, filled for each: name (escaped), masked CPF, items, deadline, a link that opens that voter', async () => {
    api.mailer.reset();
    const { votingId, voters: added } = await openVotingWith(3, { 2: 'Zé <b>& Filhos</b>' });
    await inWorkspace((trx) =>
      trx
        .updateTable('voters')
        .set({ status: 'voided', void_reason: 'teste', voided_at: new Date() })
        .where('id', '=', added[2]!.id)
        .execute(),
    );
    const [round] = await dispatches(votingId);
    expect(round).toMatchObject({ kind: 'invitation', status: 'queued', total: 3, sent: 0 });

    await runJobs();
    const sent = api.mailer.sent;
    // The voided voter's delivery is failed as not eligible: nothing is sent to it.
    expect(sent.map((mail) => mail.to).sort()).toEqual([added[0]!.email, added[1]!.email].sort());
    expect(await dispatches(votingId)).toEqual([
      expect.objectContaining({
        kind: 'invitation',
        status: 'succeeded',
        total: 3,
        sent: 2,
        failed: 1,
        unconfirmed: 0,
      }),
    ]);

    const zé = sent.find((mail) => mail.to === added[1]!.email)!;
    expect(zé.subject).toBe('Cédula: AGE Fundo Imobiliário <Centro> 2026');
    expect(zé.html).toContain('<h2>AGE Fundo Imobiliário &lt;Centro&gt; 2026</h2>');
    expect(zé.html).toContain('Olá, Zé &lt;b&gt;&amp; Filhos&lt;/b&gt; (***.');
    expect(zé.html).toContain(
      '<ol><li>Aprovar as contas de 2025</li><li>Eleger o representante &amp; suplente</li></ol>',
    );
    expect(zé.html).toContain('Vote até 31/01/2027 18:00.');
    expect(zé.html).toContain(demo.company.name);
    expect(zé.text).toContain('Olá, Zé <b>& Filhos</b>');
    expect(zé.text).toContain('1. Aprovar as contas de 2025\n2. Eleger o representante & suplente');

    for (const voter of added.slice(0, 2)) {
      const mail = sent.find((message) => message.to === voter.email)!;
      const link = linkIn(mail.html)!;
      expect(mail.html).toContain(`<a href="${link}">Abrir a cédula</a>`);
      expect(mail.text).toContain(`Abrir a cédula (${link})`);
      expect(await voterOfLink(link)).toEqual([{ voting_id: votingId, voter_id: voter.id }]);
    }
    const links = sent.map((mail) => linkIn(mail.html));
    expect(new Set(links).size).toBe(2);

    const listed = await voters(votingId, '?participation=pending');
    expect(listed.find((voter) => voter.id === added[0]!.id)?.lastInvitation).toMatchObject({
      status: 'sent',
    });
    const chain = await inWorkspace((trx) => loadAuditChain(trx, votingId));
    expect(chain.filter((entry) => entry.action === 'invitation.queued').map((entry) => entry.data)).toEqual([
      { dispatchId: round!.id, recipients: 3 },
    ]);
  });

  it('voters written by an import get links that open them, like voters added one by one', async () => {
    api.mailer.reset();
    const { votingId } = await openVotingWith(0);
    await inWorkspace((trx) =>
      trx.updateTable('votings').set({ status: 'draft' }).where('id', '=', votingId).execute(),
    );
    const rows = generateVoters(6, 99);
    const upload = await api.call({
      method: 'POST',
      url: `/api/votings/${votingId}/voter-imports?fileName=cotistas.csv`,
      as: OPERATOR,
      headers: { 'content-type': 'text/csv' },
      body: csvFile([[...VOTER_HEADER], ...rows.map((row) => row.cells)]) as unknown as string,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { id } = upload.json<{ voterImport: { id: string } }>().voterImport;
    await api.call({
      method: 'POST',
      url: `/api/votings/${votingId}/voter-imports/${id}/confirm`,
      as: OPERATOR,
      body: {},
    });
    await runJobs();
    await inWorkspace(async (trx) => {
      await trx.updateTable('votings').set({ status: 'open' }).where('id', '=', votingId).execute();
      await queueDispatch(trx, { ...scope, votingId, kind: 'invitation', createdBy: demo.operator.id });
    });
    await runJobs();
    const imported = await voters(votingId);
    expect(api.mailer.sent).toHaveLength(6);
    for (const mail of api.mailer.sent) {
      const voter = imported.find((candidate) => candidate.email === mail.to)!;
      expect(await voterOfLink(linkIn(mail.html)!)).toEqual([{ voting_id: votingId, voter_id: voter.id }]);
    }
  });

  it('a second invitation round only takes voters not invited yet; a voter added to an open voting is invited at once', async () => {
    api.mailer.reset();
    const { votingId, base } = await openVotingWith(2);
    await runJobs();
    expect(api.mailer.sent).toHaveLength(2);

    const late = await addVoter(votingId, person(base + 50, 'Chegou Depois'));
    const again = await inWorkspace((trx) =>
      queueDispatch(trx, { ...scope, votingId, kind: 'invitation', createdBy: demo.operator.id }),
    );
    expect(again).toMatchObject({ kind: 'invitation', total: 0, status: 'succeeded' });
    await runJobs();
    expect(api.mailer.sent.map((mail) => mail.to)).toEqual([
      expect.any(String),
      expect.any(String),
      late.email,
    ]);
    expect((await dispatches(votingId)).map((round) => [round.kind, round.total])).toEqual([
      ['invitation', 0],
      ['invitation', 1],
      ['invitation', 2],
    ]);
  });

  it('a crash in the middle of a round leaves one invitation per voter: the one in flight goes again as the same message', async () => {
    api.mailer.reset();
    const { votingId, voters: added } = await openVotingWith(5);
    const [round] = await dispatches(votingId);
    const jobId = await inWorkspace(
      async (trx) =>
        (
          await trx
            .selectFrom('voting_dispatches')
            .select('job_id')
            .where('id', '=', round!.id)
            .executeTakeFirstOrThrow()
        ).job_id!,
    );

    // Runner A stalls forever inside its third SMTP call (a process that died mid-send).
    const crashed = memoryMailer();
    crashed.beforeSend = (_mail, attempt) => (attempt === 3 ? new Promise<void>(() => {}) : undefined);
    const runnerA = createJobRunner({
      database: api.database,
      mailer: crashed,
      renewEveryMs: 0,
      publicBaseUrl: PUBLIC_BASE_URL,
    });
    void runnerA.runOnce();
    // A round's sends overlap (job-kinds.ts): wait until every send but the stalled one is recorded as sent.
    const sentRecords = async () =>
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*) as n from deliveries where job_id = ${jobId} and status = 'sent'`.execute(
            api.database.db,
          )
        ).rows[0]!.n,
      );
    await until(
      async () => crashed.attempts.length >= 3 && (await sentRecords()) === crashed.attempts.length - 1,
    );
    const inFlight = crashed.attempts[2]!.to;

    // Its lease runs out; another runner takes the job over.
    await sql`update jobs set locked_until = now() - interval '1 second' where id = ${jobId}`.execute(
      api.database.db,
    );
    const resumed = memoryMailer();
    await runJobs(resumed);

    // The takeover cannot know whether the stalled send got through: it sends it again, under the same Message-ID
    // (a receiving server that has it keeps one copy), and the rest once each.
    const everyone = [...crashed.sent, ...resumed.sent].map((mail) => mail.to);
    expect(everyone.sort()).toEqual(added.map((voter) => voter.email).sort());
    expect(resumed.sent.find((mail) => mail.to === inFlight)!.messageId).toBe(crashed.attempts[2]!.messageId);
    expect(await dispatches(votingId)).toEqual([
      expect.objectContaining({
        id: round!.id,
        status: 'succeeded',
        total: 5,
        sent: 5,
        unconfirmed: 0,
        failed: 0,
      }),
    ]);
    const stuck = (await voters(votingId)).find((voter) => voter.email === inFlight)!;
    expect(stuck.lastInvitation).toMatchObject({ status: 'sent' });

    // The operator may still resend to that voter, with a new link (the old one stops working): a new message.
    const oldLink = linkIn(crashed.attempts[2]!.html)!;
    const resend = await api.call({
      method: 'POST',
      url: `/api/votings/${votingId}/voters/${stuck.id}/invitation`,
      as: OPERATOR,
      body: { rotateLink: true },
    });
    expect(resend.statusCode, resend.body).toBe(202);
    expect(resend.json<{ dispatch: VotingDispatch }>().dispatch).toMatchObject({ kind: 'resend', total: 1 });
    const after = memoryMailer();
    await runJobs(after);
    expect(after.sent.map((mail) => mail.to)).toEqual([inFlight]);
    const newLink = linkIn(after.sent[0]!.html)!;
    expect(newLink).not.toBe(oldLink);
    expect(await voterOfLink(oldLink)).toEqual([]);
    expect(await voterOfLink(newLink)).toEqual([{ voting_id: votingId, voter_id: stuck.id }]);
  });

  it('reminds only the voters who have not voted on every item; resend and remind need an open voting and a pending voter', async () => {
    api.mailer.reset();
    const { votingId, itemIds, voters: added } = await openVotingWith(4);
    await runJobs();
    await castAll(votingId, added[0]!, itemIds);
    await castAll(votingId, added[1]!, itemIds.slice(0, 1));
    await inWorkspace((trx) =>
      trx
        .updateTable('voters')
        .set({ status: 'voided', void_reason: 'teste', voided_at: new Date() })
        .where('id', '=', added[3]!.id)
        .execute(),
    );
    api.mailer.reset();

    const remind = await api.call({
      method: 'POST',
      url: `/api/votings/${votingId}/reminders`,
      as: OPERATOR,
      body: {},
    });
    expect(remind.statusCode, remind.body).toBe(202);
    expect(remind.json<{ dispatch: VotingDispatch }>().dispatch).toMatchObject({
      kind: 'reminder',
      total: 2,
    });
    await runJobs();
    expect(api.mailer.sent.map((mail) => mail.to).sort()).toEqual([added[1]!.email, added[2]!.email].sort());

    const resendTo = (voter: Voter) =>
      api.call({
        method: 'POST',
        url: `/api/votings/${votingId}/voters/${voter.id}/invitation`,
        as: OPERATOR,
        body: {},
      });
    expectProblem(await resendTo(added[0]!), 'invalid_state', 409);
    expectProblem(await resendTo(added[3]!), 'invalid_state', 409);
    expect((await resendTo(added[2]!)).statusCode).toBe(202);

    const draft = await insertVotingRow(api.database, scope);
    expectProblem(
      await api.call({
        method: 'POST',
        url: `/api/votings/${draft.votingId}/reminders`,
        as: OPERATOR,
        body: {},
      }),
      'invalid_state',
      409,
    );
    const chain = await inWorkspace((trx) => loadAuditChain(trx, votingId));
    expect(chain.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['invitation.queued', 'reminder.queued', 'invitation.resend_queued']),
    );
  });

  it('a reminder queued before a voter votes is not sent once the voter has voted', async () => {
    api.mailer.reset();
    const { votingId, itemIds, voters: added } = await openVotingWith(2);
    await runJobs();
    api.mailer.reset();
    await api.call({ method: 'POST', url: `/api/votings/${votingId}/reminders`, as: OPERATOR, body: {} });
    await castAll(votingId, added[0]!, itemIds);
    await runJobs();
    expect(api.mailer.sent.map((mail) => mail.to)).toEqual([added[1]!.email]);
  });

  it('OBSERVER lists the rounds and gets 403 on resend and remind', async () => {
    const { votingId, voters: added } = await openVotingWith(1);
    expect(await dispatches(votingId)).toHaveLength(1);
    expectProblem(
      await api.call({ method: 'POST', url: `/api/votings/${votingId}/reminders`, as: OBSERVER, body: {} }),
      'forbidden',
      403,
    );
    expectProblem(
      await api.call({
        method: 'POST',
        url: `/api/votings/${votingId}/voters/${added[0]!.id}/invitation`,
        as: OBSERVER,
        body: {},
      }),
      'forbidden',
      403,
    );
    expect(await dispatches(votingId)).toHaveLength(1);
  });
});
