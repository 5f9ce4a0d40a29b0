import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';

/**
 * A client's `Idempotency-Key`, bound to the request it first came with: the caller (tenant and
 * account), method, route and a hash of the parameters and body. A repeat of that request answers
 * the stored results; the same key on another request is refused. `results` holds each flow's
 * answer by process instance id (one request may command several flows, e.g. removing drafts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_key')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('results', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_key_pk', ['tenant_id', 'user_id', 'key'])
    .execute();
  const role = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${APP_ROLE}`.execute(db);
  if (role.rows[0]?.n) await sql`grant select, insert, update, delete on idempotency_key to ${sql.raw(APP_ROLE)}`.execute(db);
  // The tenant wall of 20261121T2300-enable-row-level-security, for this tenant table too.
  await sql`alter table idempotency_key enable row level security`.execute(db);
  await sql`alter table idempotency_key force row level security`.execute(db);
  await sql`
    create policy tenant_wall on idempotency_key
    using (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')
    with check (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_key').execute();
}
