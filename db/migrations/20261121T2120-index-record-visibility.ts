import { sql, type Kysely } from 'kysely';

/**
 * Lets a list's count run as an index-only scan: every column the visibility rule and the list
 * filters read is in the index, so counting does not read the wide rows (which carry the forms).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index record_visibility on record (tenant_id, module)
    include (state, union_id, union_path, submit_count, create_time)`.execute(db);
  await db.schema.dropIndex('record_union_path').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('record_visibility').execute();
  await db.schema.createIndex('record_union_path').on('record').columns(['tenant_id', 'union_path']).execute();
}
