import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';
const TABLES = ['questionnaire_campaign', 'questionnaire_invitation', 'questionnaire_response'] as const;

/**
 * Questionnaires sent out (docs/forms/group-c-survey.md, "Questionnaires sent out", "Store"): a
 * campaign sends one published version of a question set to unions, records' contacts or mobiles
 * with a deadline; each addressee has an invitation (a signed single-use link: its nonce, expiry and
 * uses), and a link's answer is a response, one per invitation. Plain tenant tables behind the tenant
 * wall, not an event stream: a mobile number must be erasable. Portal messages of a campaign name it
 * in `union_message.subject_id`, one a union, campaign and Beijing day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('questionnaire_campaign')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('set_key', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('audience', 'text', (c) => c.notNull().check(sql`audience in ('unions', 'records', 'mobiles')`))
    .addColumn('sender_union_id', 'bigint', (c) => c.notNull())
    .addColumn('sender_union_path', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'bigint', (c) => c.notNull())
    .addColumn('deadline', 'date', (c) => c.notNull())
    .addColumn('year', 'integer')
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`state in ('open', 'closed')`),
    )
    .addColumn('closed_at', 'timestamptz')
    .addColumn('closed_by', 'bigint')
    .addColumn('numbers_erased_at', 'timestamptz')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index questionnaire_campaign_sender on questionnaire_campaign (tenant_id, module, sender_union_id, create_time)`.execute(
    db,
  );
  await sql`create unique index questionnaire_campaign_standing on questionnaire_campaign (tenant_id, module, sender_union_id, year)
    where audience = 'records'`.execute(db);

  await db.schema
    .createTable('questionnaire_invitation')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('campaign_id', 'bigint', (c) => c.notNull().references('questionnaire_campaign.id'))
    .addColumn('union_id', 'bigint')
    .addColumn('record_id', 'bigint')
    .addColumn('phone', 'text')
    .addColumn('phone_hash', 'text')
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('nonce', 'bytea', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('opened_at', 'timestamptz')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('reissues', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reminders', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_reminded_at', 'timestamptz')
    .addColumn('channels', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await sql`create unique index questionnaire_invitation_union on questionnaire_invitation (campaign_id, union_id) where union_id is not null`.execute(
    db,
  );
  await sql`create unique index questionnaire_invitation_record on questionnaire_invitation (campaign_id, record_id) where record_id is not null`.execute(
    db,
  );
  await sql`create unique index questionnaire_invitation_phone on questionnaire_invitation (campaign_id, phone_hash) where phone_hash is not null`.execute(
    db,
  );
  await sql`create index questionnaire_invitation_open on questionnaire_invitation (tenant_id, campaign_id, answered_at)`.execute(db);

  await db.schema
    .createTable('questionnaire_response')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('campaign_id', 'bigint', (c) => c.notNull().references('questionnaire_campaign.id'))
    .addColumn('invitation_id', 'bigint', (c) => c.notNull().unique().references('questionnaire_invitation.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('client', 'text')
    .execute();

  // A campaign's portal message: one a union, campaign and Beijing day (the reminders' own index is per module).
  await sql`create unique index union_message_campaign_day on union_message (tenant_id, subject_id, union_id, day) where kind = 'questionnaire'`.execute(
    db,
  );

  const role = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${APP_ROLE}`.execute(db);
  for (const table of TABLES) {
    if (role.rows[0]?.n) await sql`grant select, insert, update, delete on ${sql.table(table)} to ${sql.raw(APP_ROLE)}`.execute(db);
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`alter table ${sql.table(table)} force row level security`.execute(db);
    await sql`
      create policy tenant_wall on ${sql.table(table)}
      using (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')
      with check (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index union_message_campaign_day`.execute(db);
  await sql`delete from union_message where kind = 'questionnaire'`.execute(db);
  for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).execute();
}
