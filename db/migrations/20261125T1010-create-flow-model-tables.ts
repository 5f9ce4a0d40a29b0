import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';
/** The federation's tenant: its versions may be shared to other tenants (`tenant_ids`). */
const FEDERATION = '000000';

const tenant = sql`(select current_setting('app.tenant_id', true))`;

/** The trigger function that keeps a deployed version as it was (a later migration's `down` restores it). */
export const frozenVersionFunction = sql`
    create or replace function flow_model_version_frozen() returns trigger language plpgsql as $$
    begin
      if (to_jsonb(new) - 'suspended') is distinct from (to_jsonb(old) - 'suspended') then
        raise exception 'flow model version % is deployed and cannot change (only suspended may)', old.id using errcode = 'check_violation';
      end if;
      return new;
    end $$`;

/**
 * Flow models as data (issue 10, docs/FLOW-MODELS.md): the draft a designer edits (`flow_model`),
 * its deployed versions (`flow_model_version`, immutable but for `suspended`: a running record is
 * pinned to the version it started on) and an append-only audit of every change (`flow_model_audit`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('flow_model')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('model_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('graph', 'jsonb', (c) => c.notNull())
    .addColumn('create_user', 'bigint')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_user', 'bigint')
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // One live model per key and tenant; a removed model's key may be taken again (its versions stay).
  await sql`create unique index flow_model_key_unique on flow_model (tenant_id, model_key) where not is_deleted`.execute(db);

  await db.schema
    .createTable('flow_model_version')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('model_key', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('graph', 'jsonb', (c) => c.notNull())
    .addColumn('bpmn_xml', 'text')
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('designer', 'upload', 'seed')`))
    .addColumn('deploy_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deployed_by', 'bigint')
    .addColumn('deployed_by_name', 'text')
    .addColumn('tenant_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('suspended', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('flow_model_version_unique', ['tenant_id', 'model_key', 'version'])
    // Only the federation shares its versions.
    .addCheckConstraint('flow_model_version_shared_by_federation', sql`tenant_id = ${sql.lit(FEDERATION)} or tenant_ids = '{}'`)
    .execute();
  await db.schema.createIndex('flow_model_version_by_key').on('flow_model_version').columns(['model_key', 'version desc']).execute();
  // A deployed version never changes: only suspending or activating it does. Deleting it is the
  // delete-deployment call's, which first makes sure no record runs on it.
  await frozenVersionFunction.execute(db);
  await sql`
    create trigger flow_model_version_frozen before update on flow_model_version
    for each row execute function flow_model_version_frozen()`.execute(db);

  await db.schema
    .createTable('flow_model_audit')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('flow_model_audit_list').on('flow_model_audit').columns(['tenant_id', 'create_time desc']).execute();
  await sql`
    create function flow_model_audit_append_only() returns trigger language plpgsql as $$
    begin raise exception 'flow_model_audit is append-only'; end $$`.execute(db);
  await sql`
    create trigger flow_model_audit_no_change before update or delete on flow_model_audit
    for each row execute function flow_model_audit_append_only()`.execute(db);

  const role = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${APP_ROLE}`.execute(db);
  for (const table of ['flow_model', 'flow_model_version', 'flow_model_audit']) {
    const t = sql.table(table);
    if (role.rows[0]?.n) await sql`grant select, insert, update, delete on ${t} to ${sql.raw(APP_ROLE)}`.execute(db);
    // The tenant wall of 20261121T2300-enable-row-level-security, for these tenant tables too.
    await sql`alter table ${t} enable row level security`.execute(db);
    await sql`alter table ${t} force row level security`.execute(db);
    await sql`
      create policy tenant_wall on ${t}
      using (tenant_id = ${tenant} or ${tenant} = '*')
      with check (tenant_id = ${tenant} or ${tenant} = '*')`.execute(db);
  }
  // A federation version shared to a tenant is readable by it (to start records on it), never writable:
  // permissive policies add up for reading, while writes still pass only the tenant wall.
  await sql`
    create policy federation_shared on flow_model_version for select
    using (tenant_id = ${sql.lit(FEDERATION)} and ${tenant} = any (tenant_ids))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('flow_model_audit').execute();
  await db.schema.dropTable('flow_model_version').execute();
  await db.schema.dropTable('flow_model').execute();
  await sql`drop function if exists flow_model_audit_append_only()`.execute(db);
  await sql`drop function if exists flow_model_version_frozen()`.execute(db);
}
