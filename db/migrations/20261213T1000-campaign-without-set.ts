import { sql, type Kysely } from 'kysely';

/**
 * A call for reports (报表征集: `sendOut.withoutQuestions`, finance7's 决算通知) is a campaign carrying
 * no question set: its `set_key` and `version` are null. Both or neither: a questionnaire's campaign
 * still pins a published version.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table questionnaire_campaign alter column set_key drop not null, alter column version drop not null`.execute(db);
  await sql`alter table questionnaire_campaign add constraint questionnaire_campaign_set_version
    check ((set_key is null) = (version is null))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from questionnaire_invitation where campaign_id in (select id from questionnaire_campaign where set_key is null)`.execute(
    db,
  );
  await sql`delete from questionnaire_campaign where set_key is null`.execute(db);
  await sql`alter table questionnaire_campaign drop constraint questionnaire_campaign_set_version`.execute(db);
  await sql`alter table questionnaire_campaign alter column set_key set not null, alter column version set not null`.execute(db);
}
