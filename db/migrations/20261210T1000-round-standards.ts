import { sql, type Kysely } from 'kysely';

/**
 * A round's standards (docs/forms/group-c-field.md, the round setting `standards`): the floors its
 * applications meet, by the round kind's keys (a bookroom site's area, books, …; `{}`: none).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table selection_round add column standards jsonb not null default '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table selection_round drop column standards`.execute(db);
}
