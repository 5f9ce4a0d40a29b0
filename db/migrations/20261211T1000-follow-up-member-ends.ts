import { sql, type Kysely } from 'kysely';

/**
 * Follow-up rows that end a register row (docs/forms/group-c-rights.md, Effects): a row's `member`
 * (the record's member row it names by ID number, rights1's 减员) and the day a hardship file was
 * exited (rights3's 脱困退档; `state` says whether, `exited_on` from when). The cover's end day is
 * `mutual_aid_cover.ended_on`, there from the start.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table record_follow_up add column member text`.execute(db);
  await sql`alter table hardship_file add column exited_on date`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table hardship_file drop column exited_on`.execute(db);
  await sql`alter table record_follow_up drop column member`.execute(db);
}
