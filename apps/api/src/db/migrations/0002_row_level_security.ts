import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

const TENANT_TABLES = ['companies', 'workspaces', 'users', 'memberships'];

/** Creates a cluster-wide role once; parallel migrations of other databases may race to create it. */
const createRole = (name: string) => `do $$ begin
  create role ${name} nologin;
exception when duplicate_object or unique_violation then null;
end $$`;

/**
 * Row-level security. Requests run as app_user (set local role) with app.company_id set for the transaction;
 * every table is filtered by company_id, for its owner too (forced). The one way to read across companies is
 * session_identity(email): email → (user_id, company_id), run as app_identity_reader, which may see only those
 * three columns of users.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    createRole('app_user'),
    createRole('app_identity_reader'),
    // A non-superuser migrator must be a member to `set role app_user` and to own the lookup function.
    `do $$ begin
      if not (select rolsuper from pg_roles where rolname = current_user) then
        execute format('grant app_user, app_identity_reader to %I', current_user);
      end if;
    end $$`,
    'grant usage on schema public to app_user, app_identity_reader',
    ...TENANT_TABLES.flatMap((table) => [
      `grant select, insert, update, delete on ${table} to app_user`,
      `alter table ${table} enable row level security`,
      `alter table ${table} force row level security`,
      // nullif: after a transaction that set it, the setting reads '' (not null) for the rest of the session.
      `create policy tenant_isolation on ${table}
         using (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
         with check (company_id = nullif(current_setting('app.company_id', true), '')::uuid)`,
    ]),
    'grant select (id, company_id, email) on users to app_identity_reader',
    'create policy identity_lookup on users for select to app_identity_reader using (true)',
    `create function session_identity(p_email text)
       returns table (user_id uuid, company_id uuid)
       language sql stable security definer
       set search_path = pg_catalog, public
     as $$ select u.id, u.company_id from public.users u where u.email = lower(p_email) $$`,
    'alter function session_identity(text) owner to app_identity_reader',
    'revoke all on function session_identity(text) from public',
    'grant execute on function session_identity(text) to app_user',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop function session_identity(text)',
    'drop policy identity_lookup on users',
    'revoke select (id, company_id, email) on users from app_identity_reader',
    ...TENANT_TABLES.flatMap((table) => [
      `drop policy tenant_isolation on ${table}`,
      `alter table ${table} no force row level security`,
      `alter table ${table} disable row level security`,
      `revoke all on ${table} from app_user`,
    ]),
    'revoke usage on schema public from app_user, app_identity_reader',
  ]);
}
