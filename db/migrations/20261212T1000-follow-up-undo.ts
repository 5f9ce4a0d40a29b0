import { sql, type Kysely } from 'kysely';

/**
 * What a follow-up row wrote, so a correction voiding it can undo exactly that (docs/forms/group-c-rights.md,
 * Effects): `mutual_aid_cover.ended_by` and `hardship_file.exited_by` name the row that ended a cover or
 * exited a file; `hardship_file.category_seq` is the flow event of the yearly review that last set the
 * category (an older event replayed sets nothing). Ends already written are given their row: the
 * withdrawal of the same day naming the member (matched by the mask the cover keeps), the record's exit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table mutual_aid_cover add column ended_by text`.execute(db);
  await sql`alter table hardship_file add column exited_by text`.execute(db);
  await sql`alter table hardship_file add column category_seq integer`.execute(db);
  await sql`
    update mutual_aid_cover c set ended_by = (
      select f.id from record_follow_up f
       where f.tenant_id = c.tenant_id and f.record_id = c.record_id and f.kind = 'withdrawn' and f.day = c.ended_on::text
         and left(f.member, 6) || '********' || right(f.member, 4) = c.id_mask
       order by f.seq limit 1)
     where c.ended_on is not null`.execute(db);
  await sql`
    update hardship_file h set exited_by = (
      select f.id from record_follow_up f
       where f.tenant_id = h.tenant_id and f.record_id = h.record_id and f.kind = 'exit'
       order by f.seq limit 1)
     where h.state = 'exited'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table hardship_file drop column category_seq`.execute(db);
  await sql`alter table hardship_file drop column exited_by`.execute(db);
  await sql`alter table mutual_aid_cover drop column ended_by`.execute(db);
}
