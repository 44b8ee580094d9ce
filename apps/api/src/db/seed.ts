import type { Kysely } from 'kysely';
import { findPlaceholders } from '@backoffice/domain';
import type { DatabaseSchema } from './schema.ts';
import type { AppDatabase } from './open-database.ts';
import { withTenant, type TenantTransaction } from './tenant.ts';
import { DEMO_COMPANIES, type DemoCompany } from './demo-data.ts';
import { insertDemoVotings } from '../services/votings/demo-votings.ts';

export interface SeedResult {
  /** Names of the companies inserted now; a company already present is left exactly as it is. */
  created: string[];
}

/**
 * Inserts the demo companies that are not there yet (idempotent: it never touches an existing one, so
 * changes made while using the demo survive restarts). Runs inside each company's tenant context. A company's
 * demo templates and votings come with it: a template deleted in the demo stays deleted.
 */
export async function seed(database: AppDatabase | Kysely<DatabaseSchema>): Promise<SeedResult> {
  const db = 'db' in database ? database.db : database;
  const created: string[] = [];
  for (const company of DEMO_COMPANIES) {
    const inserted = await withTenant(db, company.id, async (trx) => {
      const existing = await trx
        .selectFrom('companies')
        .select('id')
        .where('id', '=', company.id)
        .executeTakeFirst();
      if (existing) return false;
      await insertCompany(trx, company);
      return true;
    });
    if (inserted) created.push(company.name);
  }
  return { created };
}

async function insertCompany(trx: TenantTransaction, company: DemoCompany): Promise<void> {
  await trx
    .insertInto('companies')
    .values({
      id: company.id,
      name: company.name,
      identification_type: company.identificationType,
      document_number: company.documentNumber,
      logo_ref: null,
      whatsapp: null,
      feature_communication: company.communication,
      feature_forms: company.forms,
    })
    .execute();
  await trx
    .insertInto('workspaces')
    .values(
      company.workspaces.map((w) => ({
        company_id: company.id,
        id: w.id,
        name: w.name,
        logo_ref: null,
        created_at: w.createdAt,
      })),
    )
    .execute();
  await trx
    .insertInto('users')
    .values(
      company.users.map((u) => ({
        company_id: company.id,
        id: u.id,
        email: u.email.toLowerCase(),
        name: u.name,
        role: u.role,
        photo_url: null,
        current_workspace_id: u.currentWorkspaceId,
      })),
    )
    .execute();
  const memberships = company.users
    .filter((u) => u.currentWorkspaceId !== null)
    .flatMap((u) =>
      company.workspaces.map((w) => ({ company_id: company.id, user_id: u.id, workspace_id: w.id })),
    );
  if (memberships.length) await trx.insertInto('memberships').values(memberships).execute();
  if (company.templates.length) {
    await trx
      .insertInto('message_templates')
      .values(
        company.templates.map((t) => ({
          company_id: company.id,
          workspace_id: t.workspaceId,
          id: t.id,
          name: t.name,
          kind: t.kind,
          channel: t.channel,
          subject: t.subject,
          body: t.body,
          placeholders: findPlaceholders([t.subject ?? '', t.body].join('\n')),
          created_by: t.createdBy,
          created_at: new Date(t.createdAt),
          updated_at: new Date(t.createdAt),
        })),
      )
      .execute();
  }
  // Votings in every status, with voters and ballots. Their voters' links lead nowhere (random token hashes): the
  // demo has no invitations to resend.
  await insertDemoVotings(trx, company);
}
