import type { Kysely } from 'kysely';
import { demoSurveySet } from '../../catalogue/questionnaire';
import type { Database } from '../database';
import { newId } from '../ids';

/** The demo tenant's `survey` question set with version 1 published; kept as it is when it exists. */
export async function seedQuestionSets(db: Kysely<Database>, tenantId: string, userId: string): Promise<void> {
  const existing = await db
    .selectFrom('question_set')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('set_key', '=', 'survey')
    .executeTakeFirst();
  if (existing) return;
  const setId = newId();
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('question_set')
      .values({ id: setId, tenant_id: tenantId, set_key: 'survey', title: demoSurveySet.title, create_user: userId })
      .onConflict((oc) => oc.columns(['tenant_id', 'set_key']).doNothing())
      .execute();
    await trx
      .insertInto('question_set_version')
      .values({
        id: newId(),
        tenant_id: tenantId,
        set_id: setId,
        version: 1,
        status: 'published',
        content: JSON.stringify(demoSurveySet),
        update_user: userId,
        publish_time: now,
      })
      .execute();
  });
}
