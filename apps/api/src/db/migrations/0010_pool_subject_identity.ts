import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Issue 15: a user is the pool's subject, never an e-mail. Any pool user can change their own `email` attribute with
 * their access token (UpdateUserAttributes) and sign in again; a server that found the session user by the ID
 * token's e-mail made them whoever had that address. Each user is now bound to the pool's issuer and subject (`iss`
 * + `sub` of the ID token): stored when the user is provisioned (AdminCreateUser answers with `sub`), seeded for the
 * demo users, back-filled at start for rows that have none (identity/bind-pool-subjects.ts asks the pool once per
 * unbound row). An unbound row opens no session.
 *
 * - session_identity(issuer, subject) replaces session_identity(email): the session lookup knows no e-mail.
 * - email_owner(email): who has an e-mail in any company, for the users' unique-e-mail check only (it opens nothing).
 * - unbound_users(): the rows without a subject, with their e-mail and company, for the back-fill; executable by the
 *   role the server connects as (it runs at start, outside any tenant), not by app_user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table users add column identity_issuer text, add column identity_subject text',
    `alter table users add constraint users_identity_check check (
       (identity_issuer is null) = (identity_subject is null)
       and (identity_issuer is null or (length(identity_issuer) between 1 and 300 and length(identity_subject) between 1 and 200))
     )`,
    'alter table users add constraint users_identity_key unique (identity_issuer, identity_subject)',
    'grant select (identity_issuer, identity_subject) on users to app_identity_reader',
    'drop function session_identity(text)',
    `create function session_identity(p_issuer text, p_subject text)
       returns table (user_id uuid, company_id uuid)
       language sql stable security definer
       set search_path = pg_catalog, public
     as $$ select u.id, u.company_id from public.users u
           where u.identity_issuer = p_issuer and u.identity_subject = p_subject and u.active $$`,
    'alter function session_identity(text, text) owner to app_identity_reader',
    'revoke all on function session_identity(text, text) from public',
    'grant execute on function session_identity(text, text) to app_user',
    `create function email_owner(p_email text)
       returns table (user_id uuid)
       language sql stable security definer
       set search_path = pg_catalog, public
     as $$ select u.id from public.users u where u.email = lower(p_email) $$`,
    'alter function email_owner(text) owner to app_identity_reader',
    'revoke all on function email_owner(text) from public',
    'grant execute on function email_owner(text) to app_user',
    `create function unbound_users()
       returns table (user_id uuid, company_id uuid, email text)
       language sql stable security definer
       set search_path = pg_catalog, public
     as $$ select u.id, u.company_id, u.email from public.users u
           where u.identity_subject is null order by u.company_id, u.email $$`,
    'alter function unbound_users() owner to app_identity_reader',
    'revoke all on function unbound_users() from public',
    'grant execute on function unbound_users() to current_user',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop function unbound_users()',
    'drop function email_owner(text)',
    'drop function session_identity(text, text)',
    `create function session_identity(p_email text)
       returns table (user_id uuid, company_id uuid)
       language sql stable security definer
       set search_path = pg_catalog, public
     as $$ select u.id, u.company_id from public.users u where u.email = lower(p_email) and u.active $$`,
    'alter function session_identity(text) owner to app_identity_reader',
    'revoke all on function session_identity(text) from public',
    'grant execute on function session_identity(text) to app_user',
    'revoke select (identity_issuer, identity_subject) on users from app_identity_reader',
    'alter table users drop constraint users_identity_key',
    'alter table users drop constraint users_identity_check',
    'alter table users drop column identity_subject, drop column identity_issuer',
  ]);
}
