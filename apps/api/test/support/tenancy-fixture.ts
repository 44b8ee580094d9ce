import { sql } from 'kysely';
import { ROLES, type Role } from '@backoffice/domain';
import type { AppDatabase } from '../../src/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import type { FileStorage } from '../../src/storage/file-storage.ts';

// The rows the generated tenancy suite (tenancy-suite.test.ts) works on: company A with three workspaces, company B
// with one, a caller of every role in each company, and one row of every resource kind per place. The contract's
// request examples use A's ids (EXAMPLE_IDS), so an example body is valid in A as written.

const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The ids the contract's request examples use (openapi/openapi.yaml). */
export const EXAMPLE_IDS = {
  workspace: '7e1d0c0a-0000-4000-8000-0000000000a1',
  user: '7e1d0c0a-0000-4000-8000-0000000000b1',
} as const;

export const COMPANY_A = {
  id: id('7e1d0c0a', 0xa0),
  name: 'Tenancy A Administradora',
  /** Where the callers work in the own scope; templates here belong to A1. */
  workspace1: EXAMPLE_IDS.workspace,
  /** The callers' current workspace in the "another workspace" scope. */
  workspace2: id('7e1d0c0a', 0xa2),
  /** An empty workspace: the target of the workspace operations (so deleting it is allowed). */
  workspace3: id('7e1d0c0a', 0xa3),
  /** The target of the user operations: an OPERATOR member of A1 and A3. */
  targetUser: EXAMPLE_IDS.user,
  template1: id('7e1d0c0a', 0xc1),
  template2: id('7e1d0c0a', 0xc2),
  logoKey: '7e1d0c0a-0000-4000-8000-0000000000f1.png',
};

export const COMPANY_B = {
  id: id('7e1d0c0b', 0xb0),
  name: 'Tenancy B Gestora',
  workspace1: id('7e1d0c0b', 0xb1),
  targetUser: id('7e1d0c0b', 0xbb),
  template1: id('7e1d0c0b', 0xc1),
  logoKey: '7e1d0c0b-0000-4000-8000-0000000000f1.png',
};

export const callerEmail = (role: Role, company: 'a' | 'b') =>
  `${role.toLowerCase()}@${company}.tenancy.test`;
const callerId = (role: Role, company: 'a' | 'b') =>
  id(company === 'a' ? '7e1d0c0a' : '7e1d0c0b', 0xe0 + ROLES.indexOf(role));

/** Unique strings of each company's rows: none of them may appear in an answer to the other company. */
export function markersOf(company: 'a' | 'b'): string[] {
  const c = company === 'a' ? COMPANY_A : COMPANY_B;
  const names = [c.name, `Alvo ${company.toUpperCase()}`, `Modelo ${company.toUpperCase()}1`];
  const ids = Object.values(c).filter((v) => /^[0-9a-f-]{36}$/.test(v));
  return [...ids, ...names, ...ROLES.map((r) => callerEmail(r, company))];
}

/** Markers of A's first workspace's own rows (what a caller working in A2 must not read). */
export const WORKSPACE_A1_MARKERS = [COMPANY_A.template1, 'Modelo A1'];

export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function insertCompany(
  database: AppDatabase,
  c: { id: string; name: string; logoKey: string },
  document: string,
  workspaces: { id: string; name: string }[],
  users: { id: string; email: string; name: string; role: Role; current: string; member: string[] }[],
  templates: { id: string; workspace: string; name: string }[],
) {
  await withTenant(database.db, c.id, async (trx) => {
    await trx
      .insertInto('companies')
      .values({
        id: c.id,
        name: c.name,
        identification_type: 'CNPJ',
        document_number: document,
        logo_ref: `/api/files/${c.logoKey}`,
        whatsapp: null,
        feature_communication: true,
        feature_forms: true,
      })
      .execute();
    await trx
      .insertInto('workspaces')
      .values(
        workspaces.map((w) => ({
          company_id: c.id,
          id: w.id,
          name: w.name,
          logo_ref: null,
          created_at: null,
        })),
      )
      .execute();
    await trx
      .insertInto('users')
      .values(
        users.map((u) => ({
          company_id: c.id,
          id: u.id,
          email: u.email,
          name: u.name,
          role: u.role,
          photo_url: null,
          current_workspace_id: u.current,
        })),
      )
      .execute();
    await trx
      .insertInto('memberships')
      .values(
        users.flatMap((u) => u.member.map((w) => ({ company_id: c.id, user_id: u.id, workspace_id: w }))),
      )
      .execute();
    await trx
      .insertInto('message_templates')
      .values(
        templates.map((t) => ({
          company_id: c.id,
          workspace_id: t.workspace,
          id: t.id,
          name: t.name,
          kind: 'message' as const,
          channel: 'whatsapp' as const,
          subject: null,
          body: 'Olá, {{nome}}!',
          placeholders: ['nome'],
          created_by: null,
        })),
      )
      .execute();
  });
}

/** Removes both companies (their rows go with them) — templates first: their workspace key restricts deletes. */
export async function removeTenancyFixture(database: AppDatabase): Promise<void> {
  for (const company of [COMPANY_A.id, COMPANY_B.id]) {
    await withTenant(database.db, company, async (trx) => {
      await trx.deleteFrom('message_templates').execute();
      await trx.deleteFrom('companies').execute();
    });
  }
}

/** The fake pool's users (test/support/fake-identity-gateway.ts), by e-mail. */
type PoolUsers = Map<string, { name: string; companyId: string; enabled: boolean }>;

/**
 * (Re)creates the fixture from scratch, with each company's logo file in the storage and, when given, its users
 * in the pool (and no user a previous case created in the fixture's companies).
 */
export async function seedTenancyFixture(
  database: AppDatabase,
  storage: FileStorage,
  pool?: PoolUsers,
): Promise<void> {
  await removeTenancyFixture(database);
  if (pool) {
    for (const [email, user] of pool)
      if (user.companyId === COMPANY_A.id || user.companyId === COMPANY_B.id) pool.delete(email);
  }
  const a = COMPANY_A;
  const callersA = ROLES.map((role) => ({
    id: callerId(role, 'a'),
    email: callerEmail(role, 'a'),
    name: `${role} de A`,
    role,
    current: a.workspace1,
    member: [a.workspace1, a.workspace2],
  }));
  await insertCompany(
    database,
    a,
    '11222333000181',
    [
      { id: a.workspace1, name: 'Espaço A1' },
      { id: a.workspace2, name: 'Espaço A2' },
      { id: a.workspace3, name: 'Espaço A3' },
    ],
    [
      ...callersA,
      {
        id: a.targetUser,
        email: 'alvo@a.tenancy.test',
        name: 'Alvo A',
        role: 'OPERATOR',
        current: a.workspace1,
        member: [a.workspace1, a.workspace3],
      },
    ],
    [
      { id: a.template1, workspace: a.workspace1, name: 'Modelo A1' },
      { id: a.template2, workspace: a.workspace2, name: 'Modelo A2' },
    ],
  );
  const b = COMPANY_B;
  await insertCompany(
    database,
    b,
    '12ABC34501DE35',
    [{ id: b.workspace1, name: 'Espaço B1' }],
    [
      ...ROLES.map((role) => ({
        id: callerId(role, 'b'),
        email: callerEmail(role, 'b'),
        name: `${role} de B`,
        role,
        current: b.workspace1,
        member: [b.workspace1],
      })),
      {
        id: b.targetUser,
        email: 'alvo@b.tenancy.test',
        name: 'Alvo B',
        role: 'OPERATOR',
        current: b.workspace1,
        member: [b.workspace1],
      },
    ],
    [{ id: b.template1, workspace: b.workspace1, name: 'Modelo B1' }],
  );
  await storage.put(a.logoKey, TINY_PNG);
  await storage.put(b.logoKey, TINY_PNG);
  if (pool) {
    for (const company of [COMPANY_A.id, COMPANY_B.id]) {
      await withTenant(database.db, company, async (trx) => {
        for (const user of await trx.selectFrom('users').select(['email', 'name']).execute())
          pool.set(user.email, { name: user.name, companyId: company, enabled: true });
      });
    }
  }
}

/** Moves every caller of company A to `workspaceId` (the "another workspace" scope works from A2). */
export async function setCallersWorkspace(database: AppDatabase, workspaceId: string): Promise<void> {
  await withTenant(database.db, COMPANY_A.id, (trx) =>
    trx
      .updateTable('users')
      .set({ current_workspace_id: workspaceId })
      .where('email', 'like', '%@a.tenancy.test')
      .where('id', '!=', COMPANY_A.targetUser)
      .execute(),
  );
}

/** Turns a company feature flag on or off (the feature-flag cases of the suite). */
export async function setFeature(
  database: AppDatabase,
  company: string,
  feature: 'communication' | 'forms',
  on: boolean,
): Promise<void> {
  await withTenant(database.db, company, (trx) =>
    trx
      .updateTable('companies')
      .set(feature === 'communication' ? { feature_communication: on } : { feature_forms: on })
      .execute(),
  );
}

/** Every row of a company, as text, table by table (read through its own tenant): equal before and after means
 * nothing of it was written. */
export async function snapshotCompany(database: AppDatabase, company: string): Promise<string> {
  return withTenant(database.db, company, async (trx) => {
    const tables = ['companies', 'workspaces', 'users', 'memberships', 'message_templates'];
    const parts: string[] = [];
    for (const table of tables) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(trx);
      parts.push(`${table}:${JSON.stringify(rows.map((r) => JSON.stringify(r)).sort())}`);
    }
    return parts.join('\n');
  });
}

/** A1's workspace-scoped rows, as text: a caller working in another workspace must leave them as they are. */
export async function snapshotWorkspaceA1(database: AppDatabase): Promise<string> {
  return withTenant(database.db, COMPANY_A.id, async (trx) => {
    const rows = await trx
      .selectFrom('message_templates')
      .selectAll()
      .where('workspace_id', '=', COMPANY_A.workspace1)
      .orderBy('id')
      .execute();
    return JSON.stringify(rows);
  });
}
