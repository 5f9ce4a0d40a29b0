import { sql, type Kysely } from 'kysely';

/**
 * Portal messages of a publicity's objections (docs/forms/group-a-model-workers.md, "Publicity"):
 * the nominee's union and its higher union are told of each objection, which a visitor without an
 * account files, so a message may have no sender; and one a day holds for reminders only, each
 * objection being a message of its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table union_message alter column sent_by drop not null`.execute(db);
  await sql`alter table union_message alter column sent_by_union drop not null`.execute(db);
  await sql`drop index union_message_once_a_day`.execute(db);
  await sql`create unique index union_message_once_a_day on union_message (tenant_id, kind, module, union_id, day) where kind = 'remind'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from union_message where kind <> 'remind'`.execute(db);
  await sql`drop index union_message_once_a_day`.execute(db);
  await sql`create unique index union_message_once_a_day on union_message (tenant_id, kind, module, union_id, day)`.execute(db);
  await sql`alter table union_message alter column sent_by set not null`.execute(db);
  await sql`alter table union_message alter column sent_by_union set not null`.execute(db);
}
