// The votings list endpoint (GET /api/votings) with 10,000 votings in one workspace: p50 / p95 / p99 over a few
// hundred requests with varied search, status filter, sort and page, on PGlite and on PostgreSQL. Every request goes
// through the whole app (token check, authorization, validation, the list query and its per-row counts) with
// fastify.inject. The workspace's votings have 2–5 items and 5–44 voters each, half of whom have voted in the
// published ones, so "votes counted" and "voters" cost what they would.
//
//   pnpm --filter @backoffice/api bench:votings-list [-- --votings 10000 --requests 300 --backend both]
//
// PostgreSQL: a database of its own is created on the server at DATABASE_URL_TEST_ADMIN (default
// postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end, as the API tests do.
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { buildApp, DEMO_COMPANY, type AppDatabase } from '../src/index.ts';
import { onScratchPglite, onScratchPostgres } from './scratch-database.ts';
import type { DatabaseSchema } from '../src/db/schema.ts';
import { memoryMailer } from '../src/mail/memory-mailer.ts';
import { memoryStorage } from '../src/storage/file-storage.ts';
import { fakeIdentityGateway } from '../test/support/fake-identity-gateway.ts';
import { createTestKeys } from '../test/support/tokens.ts';

// pnpm passes the `--` of `pnpm bench:x -- --flag` on: drop it.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    votings: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '300' },
    backend: { type: 'string', default: 'both' },
    /** PostgreSQL: keep the database (its URL is printed) to look at the queries with EXPLAIN. */
    keep: { type: 'boolean', default: false },
    /** Only seed (with --keep): no requests. */
    'seed-only': { type: 'boolean', default: false },
  },
});
const VOTINGS = Number(values.votings);
const REQUESTS = Number(values.requests);
const WARMUP = 20;
const WORKSPACE = '5a000000-0000-4000-8000-000000000001'; // São Paulo
const BALLOT_TEMPLATE = '7e000000-0000-4000-8000-000000000003';
const OBSERVER = 'observer@demo.local';

const words = (list: string) =>
  sql.raw(
    `array[${list
      .split(',')
      .map((word) => `'${word.trim()}'`)
      .join(', ')}]`,
  );
const KINDS = words('AGE, AGO, Consulta formal, Assembleia especial');
const VEHICLES = words('FII, FIDC, FIA, Fundo, FIP');
const TREES = words(
  'Ipê, Jatobá, Jacarandá, Araucária, Cerrado, Paineira, Aroeira, Sucupira, Cedro, Peroba, Angico, Buriti, ' +
    'Carnaúba, Embaúba, Figueira, Guapuruvu, Imbuia, Jequitibá, Mogno, Pau-Brasil',
);
const STRATEGIES = words(
  'Logística, Renda Urbana, Recebíveis, Multiestratégia, Agro, Corporativo, Crédito Consignado, Shoppings, ' +
    'Hotelaria, Infraestrutura',
);

/** 10,000 votings (by default) in São Paulo, with items, voters, ballots and votes, written by SQL on the server. */
async function seedVotings(db: Kysely<DatabaseSchema>): Promise<void> {
  const company = DEMO_COMPANY.id;
  await db.transaction().execute(async (trx) => {
    // The demo's votings (with their own items, voters and ballots) get nothing of the benchmark's.
    const { rows: demo } = await sql<{ id: string }>`
      select id from votings where workspace_id = ${WORKSPACE}`.execute(trx);
    const benchOnly = demo.length ? sql`and v.id not in (${sql.join(demo.map((row) => row.id))})` : sql``;
    await sql`
      insert into votings (company_id, workspace_id, id, title, status, weighting, ballot_template_id, opens_at,
        deadline, published_at, closed_at, cancelled_at, cancel_reason, created_at, updated_at)
      select ${company}, ${WORKSPACE}, gen_random_uuid(),
        (${KINDS})[1 + n % 4] || ' ' || (${VEHICLES})[1 + (n / 4) % 5] || ' ' || (${TREES})[1 + (n / 20) % 20] || ' ' ||
          (${STRATEGIES})[1 + (n / 400) % 10] || ' — ' || (2020 + n % 7),
        s.status, case when n % 3 = 0 then 'per_head' else 'by_weight' end,
        case when s.status = 'draft' and n % 2 = 0 then null else ${BALLOT_TEMPLATE}::uuid end,
        t.opens_at, t.deadline,
        case when s.status = 'draft' then null else t.opens_at end,
        case when s.status = 'closed' then t.deadline end,
        case when s.status = 'cancelled' then t.opens_at + interval '1 day' end,
        case when s.status = 'cancelled' then 'Convocação refeita' end,
        t.created_at, t.created_at
      from generate_series(1, ${VOTINGS}) n
      cross join lateral (select case
        when n % 10 = 0 then 'draft' when n % 10 = 1 then 'scheduled' when n % 10 in (2, 3) then 'open'
        when n % 10 = 9 then 'cancelled' else 'closed' end as status) s
      cross join lateral (select now() - (n % 1100) * interval '1 day' - n * interval '1 second' as created_at) c
      cross join lateral (select c.created_at as created_at,
        case s.status when 'draft' then null
          when 'scheduled' then now() + (1 + n % 20) * interval '1 day'
          when 'open' then now() - (1 + n % 10) * interval '1 day'
          else c.created_at + interval '2 days' end as opens_at,
        case s.status when 'draft' then now() + interval '30 days'
          when 'scheduled' then now() + (25 + n % 20) * interval '1 day'
          when 'open' then now() + (1 + n % 15) * interval '1 day'
          else c.created_at + interval '20 days' end as deadline) t`.execute(trx);
    await sql`
      insert into voting_items (company_id, workspace_id, voting_id, position, title)
      select v.company_id, v.workspace_id, v.id, g, 'Deliberação ' || g
      from votings v cross join lateral generate_series(1, 2 + (hashtext(v.id::text) & 2147483647) % 4) g
      where v.workspace_id = ${WORKSPACE} ${benchOnly}`.execute(trx);
    await sql`
      insert into voters (company_id, workspace_id, voting_id, name, tax_id_type, tax_id, email, weight, token_hash)
      select v.company_id, v.workspace_id, v.id, 'Cotista ' || g, 'CPF', lpad(g::text, 11, '0'),
        'cotista' || g || '@exemplo.com.br', 100 + g, md5(v.id::text || ':' || g) || md5(g || ':' || v.id::text)
      from votings v cross join lateral generate_series(1, 5 + (hashtext(v.id::text) & 2147483647) % 40) g
      where v.workspace_id = ${WORKSPACE} ${benchOnly}`.execute(trx);
    await sql`
      insert into ballots (company_id, workspace_id, voting_id, voter_id, idempotency_key, submitted_at)
      select vo.company_id, vo.workspace_id, vo.voting_id, vo.id, 'bench', v.opens_at + interval '1 hour'
      from voters vo join votings v on v.company_id = vo.company_id and v.id = vo.voting_id
      where v.status in ('open', 'closed', 'cancelled') and (hashtext(vo.id::text) & 2147483647) % 2 = 0 ${benchOnly}`.execute(
      trx,
    );
    await sql`
      insert into votes (company_id, workspace_id, voting_id, item_id, ballot_id, voter_id, subject_tax_id, choice,
        weight, cast_at)
      select b.company_id, b.workspace_id, b.voting_id, i.id, b.id, b.voter_id, vo.tax_id,
        (array['approve', 'reject', 'abstain', 'conflict'])[1 + (hashtext(b.id::text || i.id::text) & 2147483647) % 4],
        vo.weight, b.submitted_at
      from ballots b
      join voters vo on vo.company_id = b.company_id and vo.id = b.voter_id
      join voting_items i on i.company_id = b.company_id and i.voting_id = b.voting_id
      where b.idempotency_key = 'bench'`.execute(trx);
  });
  await sql`analyze`.execute(db);
}

async function tableCounts(db: Kysely<DatabaseSchema>): Promise<string> {
  const counts: string[] = [];
  for (const table of ['votings', 'voting_items', 'voters', 'ballots', 'votes']) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts.push(`${rows[0]!.n.toLocaleString('en')} ${table}`);
  }
  return counts.join(', ');
}

/** The requests: every sort in both directions, a third filtered by status, a third searched, pages far and near. */
function requestUrls(count: number): string[] {
  const searches = ['', '', 'ipe', 'jacaranda logistica', 'fii', 'age cedro', 'renda urbana 2024', 'agro'];
  const statuses = ['', '', '', 'draft', 'scheduled', 'open', 'closed', 'cancelled'];
  const sorts = ['createdAt', 'deadline', 'title', 'status'];
  const offsets = [0, 0, 20, 100, 1000, 4000];
  return Array.from({ length: count }, (_, n) => {
    const query = new URLSearchParams({
      sortBy: sorts[n % 4]!,
      sortDirection: n % 8 < 4 ? 'desc' : 'asc',
      offset: String(offsets[(n * 7) % offsets.length]),
      limit: n % 5 === 0 ? '50' : '20',
    });
    const search = searches[(n * 3) % searches.length]!;
    const status = statuses[(n * 5) % statuses.length]!;
    if (search) query.set('search', search);
    if (status) query.set('status', status);
    return `/api/votings?${query}`;
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(database: AppDatabase, label: string): Promise<void> {
  const seeding = performance.now();
  await seedVotings(database.db);
  console.log(
    `${label}: seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s — ${await tableCounts(database.db)}`,
  );
  if (values['seed-only']) return;

  const keys = await createTestKeys();
  const app = await buildApp({
    database,
    tokenVerifier: keys.verifier(),
    identityGateway: fakeIdentityGateway(),
    fileStorage: memoryStorage(),
    mailer: memoryMailer(),
  });
  const token = await keys.sign(OBSERVER);
  const urls = requestUrls(WARMUP + REQUESTS);
  const times: number[] = [];
  let rows = 0;
  try {
    for (const [index, url] of urls.entries()) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${url} → ${response.statusCode} ${response.body}`);
      if (index >= WARMUP) {
        times.push(elapsed);
        rows += response.json<{ votings: unknown[] }>().votings.length;
      }
    }
  } finally {
    await app.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${label}: ${REQUESTS} requests (${rows} rows) — p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, ` +
      `p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1)!)}, mean ${ms(times.reduce((a, b) => a + b, 0) / times.length)}`,
  );
}

console.log(
  `votings list benchmark: ${VOTINGS.toLocaleString('en')} votings in one workspace, ${REQUESTS} requests`,
);
if (values.backend !== 'postgres')
  await onScratchPglite('votings', (database) => measure(database, 'PGlite'));
if (values.backend !== 'pglite')
  await onScratchPostgres('votings', (database) => measure(database, 'PostgreSQL'), { keep: values.keep });
