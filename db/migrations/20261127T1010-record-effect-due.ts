import { sql, type Kysely } from 'kysely';

/**
 * An approved record whose effect waits for a date (a transfer's move on its transfer date) says so
 * in the read model: `effect_due` holds the date until the flow records `approval.effective`. Records
 * approved before took effect with their approval, so the column starts empty.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table record add column effect_due text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table record drop column effect_due`.execute(db);
}
