import type { Kysely } from 'kysely';

/**
 * A link's answer keeps the hash of the `Idempotency-Key` it came with and of its answers
 * (docs/forms/group-c-survey.md, "The public answer page": `answer` is a command), so a retried send
 * after a lost answer gets the stored 200, not a 409. The key is bound to the invitation: there is no
 * account to bind it to.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('questionnaire_response').addColumn('idempotency', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('questionnaire_response').dropColumn('idempotency').execute();
}
