// Several API processes on one PostgreSQL database (jobs-processes.test.ts, bench/email-throughput.bench.ts): the
// real server entry (src/main.ts) as child processes on ephemeral ports, the product's SMTP sink, open votings with
// many voters written by SQL, voters signed in to the portal, and ballots posted over HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { VOTER_POLICY_VERSION } from '@backoffice/domain';
import type { DatabaseSchema } from '../../src/db/schema.ts';
import { withWorkspace } from '../../src/db/tenant.ts';
import { appendAudit } from '../../src/services/votings/audit-log.ts';
import { queueDispatch } from '../../src/services/voting-dispatch/queue-dispatch.ts';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The processes' shared key of voter links (each would otherwise keep its own in its data directory). */
export const LINK_SECRET = 'api-processes-voter-link-secret-0123456789abcdef';

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  pid: number;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * Starts src/main.ts on an ephemeral port against `databaseUrl`, sending through `smtpUrl`; resolves once it listens.
 * `apiDir`: another checkout's apps/api (the bench's figures before a change).
 */
export async function startApiProcess(
  databaseUrl: string,
  smtpUrl: string,
  env: Record<string, string> = {},
  { apiDir = API_DIR, timeoutMs = 90_000 }: { apiDir?: string; timeoutMs?: number } = {},
): Promise<ApiProcess> {
  // node itself with tsx's loader (not the tsx command, which runs the server in a child of its own): the pid is
  // the server's, so a SIGKILL reaches it and jobs.locked_by names it.
  // API_PROCESS_NODE_ARGS: node options for the servers only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see
  // where a benchmark's time goes (node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.API_PROCESS_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      RATE_LIMITS: 'off',
      VOTER_LINK_SECRET: LINK_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = /listening on (http:\/\/\S+)/.exec(output);
    if (match) return { url: match[1]!, child, pid: child.pid!, output: () => output, exited };
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function stopApiProcesses(processes: readonly ApiProcess[]): Promise<void> {
  await Promise.all(
    processes.map(async (api) => {
      if (api.child.exitCode !== null || api.child.signalCode !== null) return;
      api.child.kill('SIGTERM');
      const timer = setTimeout(() => api.child.kill('SIGKILL'), 15_000);
      await api.exited;
      clearTimeout(timer);
    }),
  );
}

interface SinkModule {
  startSmtpSink(options: { port: number; httpPort: number; dir: string; replyDelayMs?: number }): Promise<{
    smtpUrl: string;
    httpUrl: string;
    clear(): Promise<void>;
    /** Messages received again under a Message-ID their recipients already had, and not stored. */
    duplicates(): number;
    stop(): Promise<void>;
  }>;
}
/** The product's own sink (tools/dev-stack), as `npm start` runs it. */
const SINK_MODULE = new URL('../../../../tools/dev-stack/src/smtp-sink.mjs', import.meta.url).href;

/** `replyDelayMs`: the sink answers 250 this much after storing a message (a slow remote server). */
export async function startSink(dir: string, { replyDelayMs = 0 }: { replyDelayMs?: number } = {}) {
  const sink = await ((await import(SINK_MODULE)) as SinkModule).startSmtpSink({
    port: 0,
    httpPort: 0,
    dir,
    replyDelayMs,
  });
  return { ...sink, dir };
}

/** How many messages the sink has stored (its .eml files). */
export async function sinkCount(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.eml')).length;
}

export interface SunkMessage {
  to: string;
  subject: string;
  /** The X-Backoffice-Delivery header: the delivery id. */
  deliveryId: string;
  /** The Message-ID header, brackets included. */
  messageId: string;
}

/** Every stored message's envelope recipient, subject, delivery id and Message-ID, from the headers only (quick). */
export async function sinkMessages(dir: string): Promise<SunkMessage[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
  const messages: SunkMessage[] = [];
  for (const name of names) {
    const raw = await readFile(path.join(dir, name), 'utf8');
    const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
    const header = (field: string) => new RegExp(`^${field}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
    messages.push({
      to: header('X-Sink-Envelope-To'),
      subject: header('Subject'),
      deliveryId: header('X-Backoffice-Delivery'),
      messageId: header('Message-ID'),
    });
  }
  return messages;
}

export interface OpenVoting {
  companyId: string;
  workspaceId: string;
  votingId: string;
  itemIds: string[];
  /** Voter n (1-based) is voterIds[n - 1], at address `${prefix}${n}@exemplo.com.br`. */
  voterIds: string[];
}

const base64url = (bytes: ReturnType<typeof sql>) =>
  sql<string>`rtrim(translate(encode(${bytes}, 'base64'), '+/', '-_'), '=')`;

/** Voter n's link token in these votings (43 base64url characters, as real ones). */
export const linkToken = (votingId: string, n: number) =>
  createHash('sha256').update(`${votingId}:${n}`).digest('base64url');
/** A voter's session cookie value in these votings. */
export const sessionValue = (voterId: string) =>
  createHash('sha256').update(`session:${voterId}`).digest('base64url');

/**
 * An open voting (opened an hour ago, deadline in a week) with 3 items, the workspace's ballot template and
 * `voters` voters at `${prefix}<n>@exemplo.com.br`; with `signedIn`, every voter has a live portal session and has
 * accepted the policy (what the PIN step and the policy page leave behind).
 */
export async function seedOpenVoting(
  db: Kysely<DatabaseSchema>,
  scope: { companyId: string; workspaceId: string },
  options: { title: string; voters: number; prefix: string; signedIn?: boolean },
): Promise<OpenVoting> {
  const { companyId, workspaceId } = scope;
  const now = Date.now();
  return withWorkspace(db, companyId, workspaceId, async (trx) => {
    // The workspace's ballot template, or one written here (the demo has one in São Paulo only).
    const template =
      (await trx
        .selectFrom('message_templates')
        .select('id')
        .where('kind', '=', 'ballot')
        .orderBy('id')
        .executeTakeFirst()) ??
      (await trx
        .insertInto('message_templates')
        .values({
          company_id: companyId,
          workspace_id: workspaceId,
          name: 'Convocação (processos)',
          kind: 'ballot',
          channel: 'email',
          subject: 'Convocação: {{votacao}}',
          body: '<p>Olá, {{nome}}!</p><p>Vote em {{votacao}} até {{prazo}}: {{link}}</p>',
          placeholders: ['nome', 'votacao', 'prazo', 'link'],
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    const voting = await trx
      .insertInto('votings')
      .values({
        company_id: companyId,
        workspace_id: workspaceId,
        title: options.title,
        status: 'open',
        weighting: 'by_weight',
        opens_at: new Date(now - 3_600_000),
        published_at: new Date(now - 3_600_000),
        deadline: new Date(now + 7 * 86_400_000),
        ballot_template_id: template.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = await sql<{ id: string }>`
      insert into voting_items (company_id, workspace_id, voting_id, position, title)
      select ${companyId}, ${workspaceId}, ${voting.id}, g, 'Deliberação ' || g from generate_series(1, 3) g
      returning id`.execute(trx);
    const rows = await sql<{ id: string }>`
      insert into voters (company_id, workspace_id, voting_id, name, tax_id_type, tax_id, email, weight, token_hash)
      select ${companyId}, ${workspaceId}, ${voting.id}, 'Cotista ' || g, 'CPF', lpad(g::text, 11, '0'),
        ${options.prefix} || g || '@exemplo.com.br', 1 + g % 997,
        encode(sha256(convert_to(${base64url(sql`sha256(convert_to(${voting.id}::text || ':' || g, 'UTF8'))`)}, 'UTF8')), 'hex')
      from generate_series(1, ${options.voters}) g
      order by g
      returning id`.execute(trx);
    await appendAudit(
      trx,
      { companyId, workspaceId, votingId: voting.id },
      { kind: 'system', id: null },
      'voting.opened',
      {
        opensAt: new Date(now - 3_600_000).toISOString(),
        deadline: new Date(now + 7 * 86_400_000).toISOString(),
      },
    );
    if (options.signedIn) {
      await sql`
        insert into voter_sessions (company_id, workspace_id, voting_id, voter_id, token_hash, expires_at,
          absolute_expires_at, remote_address, user_agent)
        select company_id, workspace_id, voting_id, id,
          encode(sha256(convert_to(${base64url(sql`sha256(convert_to('session:' || id::text, 'UTF8'))`)}, 'UTF8')), 'hex'),
          now() + interval '2 hours', now() + interval '4 hours', '203.0.113.9', 'api-processes'
        from voters where voting_id = ${voting.id}`.execute(trx);
      await sql`
        insert into voter_policy_acceptances (company_id, workspace_id, voting_id, voter_id, version, remote_address,
          user_agent)
        select company_id, workspace_id, voting_id, id, ${VOTER_POLICY_VERSION}, '203.0.113.9', 'api-processes'
        from voters where voting_id = ${voting.id}`.execute(trx);
    }
    return {
      companyId,
      workspaceId,
      votingId: voting.id,
      itemIds: items.rows.map((row) => row.id),
      voterIds: rows.rows.map((row) => row.id),
    };
  });
}

/** Queues the voting's invitation round (as opening it does); answers its job id. */
export async function queueInvitationRound(db: Kysely<DatabaseSchema>, voting: OpenVoting): Promise<string> {
  await withWorkspace(db, voting.companyId, voting.workspaceId, (trx) =>
    queueDispatch(trx, {
      companyId: voting.companyId,
      workspaceId: voting.workspaceId,
      votingId: voting.votingId,
      kind: 'invitation',
      createdBy: null,
    }),
  );
  const { rows } = await sql<{ job_id: string }>`
    select job_id from voting_dispatches where voting_id = ${voting.votingId} order by created_at desc limit 1`.execute(
    db,
  );
  return rows[0]!.job_id;
}

/**
 * Voter n's ballot (every item approved) posted to the API at `baseUrl`; the same idempotency key makes a retry
 * (after the process that had it died) the same ballot. Answers the HTTP status.
 */
export async function postBallot(
  baseUrl: string,
  voting: OpenVoting,
  n: number,
  idempotencyKey: string = randomUUID(),
): Promise<number> {
  const voterId = voting.voterIds[n - 1]!;
  const response = await fetch(`${baseUrl}/api/portal/${linkToken(voting.votingId, n)}/ballot`, {
    method: 'POST',
    headers: {
      cookie: `voter_session=${sessionValue(voterId)}`,
      'user-agent': 'api-processes',
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      idempotencyKey,
      answers: voting.itemIds.map((itemId) => ({ itemId, choice: 'approve' })),
      clientAddress: null,
    }),
  });
  await response.arrayBuffer();
  return response.status;
}
