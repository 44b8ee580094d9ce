import type { Kysely } from 'kysely';
import { findPlaceholders } from '@backoffice/domain';
import type { DatabaseSchema } from './schema.ts';
import type { AppDatabase } from './open-database.ts';
import { withTenant, type TenantTransaction } from './tenant.ts';
import { DEMO_COMPANIES, type DemoCompany } from './demo-data.ts';
import { insertDemoVotings } from '../services/votings/demo-votings.ts';
import { defaultIssuer, LOCAL_COGNITO_ENDPOINT, LOCAL_POOL_ID } from '../config.ts';

/** The issuer of the local pool's ID tokens (cognito-local at its usual address): config.ts's default. */
export const LOCAL_POOL_ISSUER = defaultIssuer(LOCAL_POOL_ID, LOCAL_COGNITO_ENDPOINT);

export interface SeedOptions {
  /**
   * The pool the demo users are bound to: their rows get this issuer and their fixed `sub` (demo-data.ts), which the
   * dev stack seeds into cognito-local. Default: the local pool. null: left unbound, for the start-up back-fill to
   * bind them to whatever subjects the pool gives those e-mails (a real Cognito pool cannot take a fixed `sub`).
   */
  issuer?: string | null;
}

export interface SeedResult {
  /** Names of the companies inserted now; a company already present is left exactly as it is. */
  created: string[];
}

/**
 * Inserts the demo companies that are not there yet (idempotent: it never touches an existing one, so
 * changes made while using the demo survive restarts). Runs inside each company's tenant context. A company's
 * demo templates and votings come with it: a template deleted in the demo stays deleted.
 */
export async function seed(
  database: AppDatabase | Kysely<DatabaseSchema>,
  { issuer = LOCAL_POOL_ISSUER }: SeedOptions = {},
): Promise<SeedResult> {
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
      await insertCompany(trx, company, issuer);
      return true;
    });
    if (inserted) created.push(company.name);
  }
  return { created };
}

async function insertCompany(
  trx: TenantTransaction,
  company: DemoCompany,
  issuer: string | null,
): Promise<void> {
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
      whatsapp_phone_number_id: company.whatsappPhoneNumberId ?? null,
      // The simulator has no messaging limit of its own: the demo's number is at Meta's top tier.
      ...(company.whatsappPhoneNumberId ? { whatsapp_messaging_limit: 'unlimited' } : {}),
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
        identity_issuer: issuer,
        identity_subject: issuer === null ? null : u.subject,
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
