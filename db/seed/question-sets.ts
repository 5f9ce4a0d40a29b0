import type { Kysely } from 'kysely';
import { DEMO_QUESTION_SETS, type QuestionSetContent } from '../../catalogue/questionnaire';
import type { Database } from '../database';
import { newId } from '../ids';

/** The demo tenant's question sets, each with version 1 published; a set that exists is kept as it is. */
export async function seedQuestionSets(db: Kysely<Database>, tenantId: string, userId: string): Promise<void> {
  for (const [setKey, content] of Object.entries(DEMO_QUESTION_SETS)) await seedQuestionSet(db, tenantId, userId, setKey, content);
}

async function seedQuestionSet(db: Kysely<Database>, tenantId: string, userId: string, setKey: string, content: QuestionSetContent) {
  const existing = await db
    .selectFrom('question_set')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('set_key', '=', setKey)
    .executeTakeFirst();
  if (existing) return;
  const setId = newId();
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('question_set')
      .values({ id: setId, tenant_id: tenantId, set_key: setKey, title: content.title, create_user: userId })
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
        content: JSON.stringify(content),
        update_user: userId,
        publish_time: now,
      })
      .execute();
  });
}
