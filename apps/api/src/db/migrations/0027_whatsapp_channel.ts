import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

const tenantPolicy = (table: string) => [
  `grant select, insert, update, delete on ${table} to app_user`,
  `alter table ${table} enable row level security`,
  `alter table ${table} force row level security`,
  `create policy tenant_isolation on ${table}
     using (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
     with check (company_id = nullif(current_setting('app.company_id', true), '')::uuid)`,
];

const workspacePolicy = (table: string) => [
  `create policy workspace_isolation on ${table} as restrictive
     using (workspace_id::text = coalesce(nullif(current_setting('app.workspace_id', true), ''), workspace_id::text))
     with check (workspace_id::text = coalesce(nullif(current_setting('app.workspace_id', true), ''), workspace_id::text))`,
];

/**
 * Issue 20: communications by WhatsApp (the Cloud API).
 *
 * - companies: the company's number as the Cloud API knows it (its phone number id: the webhooks are routed to the
 *   company by it, hence unique), its throughput and its messaging limit. whatsapp_number_company(id) is the one
 *   lookup across companies, for the webhook, which comes with no tenant (run as app_identity_reader, as the other
 *   lookups).
 * - whatsapp_pacing: the next free send slot of the company's number. Every runner reserves its batch's slots here
 *   in one statement, so the number is paced at its rate across every API process.
 * - deliveries: what the channel reported after the hand-over (receipt: sent → delivered → read, or failed; it only
 *   moves forward, packages/domain advanceDelivery), and a lookup by the provider's message id for reports that do
 *   not carry the delivery's id.
 * - delivery_events: each report as it came (the delivery's timeline).
 * - marketing_opt_outs: people (a phone in E.164 or an e-mail) who withdrew consent to the company's marketing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table companies
       add column whatsapp_phone_number_id text check (whatsapp_phone_number_id ~ '^[0-9]{1,30}$'),
       add column whatsapp_messages_per_second integer not null default 80
         check (whatsapp_messages_per_second between 1 and 1000),
       add column whatsapp_messaging_limit text not null default '250'
         check (whatsapp_messaging_limit in ('250', '2000', '10000', '100000', 'unlimited'))`,
    `create unique index companies_whatsapp_phone_number_idx on companies (whatsapp_phone_number_id)
       where whatsapp_phone_number_id is not null`,
    'grant select (id, whatsapp_phone_number_id) on companies to app_identity_reader',
    'create policy whatsapp_number_lookup on companies for select to app_identity_reader using (true)',
    `create function whatsapp_number_company(p_phone_number_id text)
       returns uuid
       language sql stable security definer
       set search_path = pg_catalog, public
     as $$ select c.id from public.companies c where c.whatsapp_phone_number_id = p_phone_number_id $$`,
    'alter function whatsapp_number_company(text) owner to app_identity_reader',
    'revoke all on function whatsapp_number_company(text) from public',
    'grant execute on function whatsapp_number_company(text) to app_user',
    `create table whatsapp_pacing (
      company_id uuid not null primary key references companies (id) on delete cascade,
      next_slot timestamptz not null
    )`,
    `alter table deliveries
       add column receipt text check (receipt in ('sent', 'delivered', 'read', 'failed')),
       add column receipt_at timestamptz`,
    `create index deliveries_provider_message_idx on deliveries (company_id, provider_message_id)
       where provider_message_id is not null and channel = 'whatsapp'`,
    // The number's reaches of the last 24 h (its messaging limit): services/communications/whatsapp-windows.ts.
    `create index deliveries_whatsapp_reach_idx on deliveries (company_id, (coalesce(sent_at, next_attempt_at)))
       where channel = 'whatsapp'`,
    `create table delivery_events (
      company_id uuid not null,
      workspace_id uuid not null,
      id uuid not null default gen_random_uuid(),
      delivery_id uuid not null,
      status text not null check (status in ('sent', 'delivered', 'read', 'failed')),
      occurred_at timestamptz not null,
      error text check (length(error) <= 500),
      received_at timestamptz not null default now(),
      primary key (company_id, id),
      foreign key (company_id, delivery_id) references deliveries (company_id, id) on delete cascade
    )`,
    'create index delivery_events_delivery_idx on delivery_events (company_id, delivery_id, occurred_at)',
    `create table marketing_opt_outs (
      company_id uuid not null references companies (id) on delete cascade,
      contact text not null check (contact ~ '^\\+[1-9][0-9]{6,14}$' or (position('@' in contact) > 1 and length(contact) <= 320)),
      source text not null check (source in ('whatsapp_reply', 'unsubscribe_link')),
      created_at timestamptz not null default now(),
      primary key (company_id, contact)
    )`,
    ...tenantPolicy('whatsapp_pacing'),
    ...tenantPolicy('delivery_events'),
    ...workspacePolicy('delivery_events'),
    ...tenantPolicy('marketing_opt_outs'),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop table marketing_opt_outs',
    'drop table delivery_events',
    'drop index deliveries_provider_message_idx',
    'drop index deliveries_whatsapp_reach_idx',
    'alter table deliveries drop column receipt, drop column receipt_at',
    'drop table whatsapp_pacing',
    'drop function whatsapp_number_company(text)',
    'drop policy whatsapp_number_lookup on companies',
    'revoke select (id, whatsapp_phone_number_id) on companies from app_identity_reader',
    'drop index companies_whatsapp_phone_number_idx',
    `alter table companies drop column whatsapp_phone_number_id, drop column whatsapp_messages_per_second,
       drop column whatsapp_messaging_limit`,
  ]);
}
