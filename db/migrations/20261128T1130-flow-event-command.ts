import { sql, type Kysely } from 'kysely';

/**
 * Each event names the command that wrote it (`command_id`: the Temporal update's id, or the flow's
 * own timer command): a flow whose workflow task was lost after its local activity committed finds,
 * on the retry, that the events it holds are that same command's and answers them instead of
 * applying the command again. Events stored before have none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table flow_event add column command_id text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table flow_event drop column command_id`.execute(db);
}
