import { sql, type Kysely } from 'kysely';

/**
 * A call for reports' invitation (a campaign without a question set) was marked answered at its
 * union's first submit; whether a union filed is read from its record now (the send-out shape's
 * `answeredAtOf`), and `answered_at` is a link's answer alone, which such a call never has: the marks go.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update questionnaire_invitation i set answered_at = null
    from questionnaire_campaign c
    where c.tenant_id = i.tenant_id and c.id = i.campaign_id and c.set_key is null and i.answered_at is not null`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to restore: the records say who filed.
}
