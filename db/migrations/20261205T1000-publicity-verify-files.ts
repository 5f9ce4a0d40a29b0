import { sql, type Kysely } from 'kysely';

/**
 * An objection's files and its higher union's verification (docs/forms/group-a-model-workers.md,
 * "Publicity"): the answer's evidence and the verification's are `attachment` rows of module
 * `publicity` under the objection's id, named here in the order given; the verification is the
 * nominee's higher union's, once, before the answer. A portal message names the objection it is
 * about (`subject_id`), so the union's console can open its verification from the message.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table publicity_objection
    add column answer_files jsonb not null default '[]',
    add column verify_union_id bigint,
    add column verify_finding text,
    add column verify_files jsonb not null default '[]',
    add column verified_at timestamptz,
    add column verified_by text`.execute(db);
  await sql`alter table union_message add column subject_id bigint`.execute(db);
  await sql`update union_message m set subject_id = o.id from publicity_objection o
    where m.kind = 'objection' and m.tenant_id = o.tenant_id and m.content like '%' || o.ref_no || '%'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table union_message drop column subject_id`.execute(db);
  await sql`alter table publicity_objection
    drop column answer_files, drop column verify_union_id, drop column verify_finding,
    drop column verify_files, drop column verified_at, drop column verified_by`.execute(db);
}
