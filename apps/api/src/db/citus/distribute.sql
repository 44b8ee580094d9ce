-- Distributes the schema over a Citus cluster (docs/scaling.md, "Citus"). Run once on the coordinator, as the
-- database's owner, after `create extension citus`, the workers added, and every migration run:
--
--   psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f apps/api/src/db/citus/distribute.sql
--
-- Every table of the schema appears here exactly once: distributed (by company_id, all in one co-location group, so a
-- company's rows of every table live on the same node and its joins and foreign keys stay on that node), reference
-- (copied to every node), distributed by its own key, or local (a `-- local: <table>` line, kept on the coordinator).
-- test/citus-readiness.test.ts fails when a table of the migrations has no line here, and when a table distributed by
-- company_id has a primary key, unique index or foreign key without company_id.
--
-- Order matters: a table comes after every table its foreign keys reference (Citus needs the referenced table to be
-- a reference table or a co-located distributed table already).

-- Reference: one row per tenant, read by nearly every request and referenced by the tenant tables' company_id. Its
-- key is `id` (company_id is a generated copy of it), which a reference table may keep.
select create_reference_table('companies');

-- Tenant tables, distributed by company_id and co-located with workspaces.
select create_distributed_table('workspaces', 'company_id');
select create_distributed_table('users', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('memberships', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('message_templates', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('company_audit_entries', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('voting_batches', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('voting_batch_imports', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('votings', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('vote_maps', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('voting_items', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('voting_documents', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('voting_audit_entries', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('voting_subject_tallies', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('voting_item_totals', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('voting_dispatches', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('voter_imports', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('voters', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('represented_parties', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('ballots', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('votes', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('voter_uploads', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('voter_access', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('voter_pin_challenges', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('voter_sessions', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('voter_policy_acceptances', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('jobs', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('communications', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('communication_recipients', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('communication_sends', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('deliveries', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('delivery_events', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('whatsapp_pacing', 'company_id', colocate_with => 'workspaces');
select create_distributed_table('marketing_opt_outs', 'company_id', colocate_with => 'workspaces');

-- Not tenant data: the public endpoints' rate-limit counters, one upsert per counted request by `key` (a hash). Spread
-- by that key across the workers, in a co-location group of its own; the expired-rows sweep is a multi-shard delete.
select create_distributed_table('rate_limit_counters', 'key', colocate_with => 'none');

-- Kysely's migration bookkeeping: read and written only by the migrator, on the coordinator.
-- local: kysely_migration
-- local: kysely_migration_lock
