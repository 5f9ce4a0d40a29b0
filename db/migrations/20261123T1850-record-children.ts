import { sql, type Kysely } from 'kysely';

/**
 * Child records (a work under its entry, activityworks): the parent's id on the child, and on the
 * parent how many children its flow added (a record with children can no longer be removed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table record add column parent_id bigint`.execute(db);
  await sql`alter table record add column child_count integer not null default 0`.execute(db);
  await sql`create index record_parent on record (tenant_id, parent_id, create_time desc) where parent_id is not null`.execute(db);
  // The author of a work confirms their mobile with a code (activityworks sendCode).
  await sql`alter table sms_code drop constraint sms_code_purpose_check`.execute(db);
  await sql`alter table sms_code add constraint sms_code_purpose_check check (purpose in ('forget', 'login', 'register', 'workAuthor'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table sms_code drop constraint sms_code_purpose_check`.execute(db);
  await sql`alter table sms_code add constraint sms_code_purpose_check check (purpose in ('forget', 'login', 'register'))`.execute(db);
  await sql`drop index record_parent`.execute(db);
  await sql`alter table record drop column child_count`.execute(db);
  await sql`alter table record drop column parent_id`.execute(db);
}
