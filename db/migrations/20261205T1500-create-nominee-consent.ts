import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';
const TABLE = 'nominee_consent';

/**
 * A nominee's consent confirmed by the code texted to their mobile (recommendEmployeeInnovationBoost1Endpoint
 * `generateCaptcha`, the form's `consentCode`; I-CONSENT, 《个人信息保护法》第十三条、第十四条): the other way
 * to the signed 授权同意书. The code is used once, while the stored form is checked again at every
 * resend, so the confirmation is its own row: for the record, the nominee's ID number and mobile as
 * the code was sent (the number masked for showing, its sha256 to match), once by the unique index.
 * A tenant table behind the tenant wall.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable(TABLE)
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('id_card', 'text', (c) => c.notNull())
    .addColumn('phone_masked', 'text', (c) => c.notNull())
    .addColumn('phone_hash', 'text', (c) => c.notNull())
    .addColumn('confirmed_by', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index nominee_consent_once on nominee_consent (tenant_id, record_id, id_card, phone_hash)`.execute(db);
  const role = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${APP_ROLE}`.execute(db);
  if (role.rows[0]?.n) await sql`grant select, insert, update, delete on ${sql.table(TABLE)} to ${sql.raw(APP_ROLE)}`.execute(db);
  await sql`alter table ${sql.table(TABLE)} enable row level security`.execute(db);
  await sql`alter table ${sql.table(TABLE)} force row level security`.execute(db);
  await sql`
    create policy tenant_wall on ${sql.table(TABLE)}
    using (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')
    with check (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable(TABLE).execute();
}
