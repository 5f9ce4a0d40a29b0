import { sql, type Kysely } from 'kysely';

/**
 * Every reminder of an invitation, not the last alone: `reminded_at` holds each reminder's time in
 * order (the record's history lists each). An invitation reminded before this keeps its last time
 * only, the earlier ones were never stored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table questionnaire_invitation add column reminded_at timestamptz[] not null default '{}'`.execute(db);
  await sql`update questionnaire_invitation set reminded_at = array[last_reminded_at] where last_reminded_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table questionnaire_invitation drop column reminded_at`.execute(db);
}
