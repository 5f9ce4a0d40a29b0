import { sql, type Kysely } from 'kysely';

/**
 * A nominee of the staff innovation boost agrees by a texted code to be nominated and to have their
 * personal data sent to the higher unions (recommendEmployeeInnovationBoost1Endpoint generateCaptcha;
 * 《个人信息保护法》第十三条、第十四条): the code's purpose `boostConsent`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sms_code drop constraint sms_code_purpose_check`.execute(db);
  await sql`alter table sms_code add constraint sms_code_purpose_check check (purpose in ('forget', 'login', 'register', 'workAuthor', 'boostConsent'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from sms_code where purpose = 'boostConsent'`.execute(db);
  await sql`alter table sms_code drop constraint sms_code_purpose_check`.execute(db);
  await sql`alter table sms_code add constraint sms_code_purpose_check check (purpose in ('forget', 'login', 'register', 'workAuthor'))`.execute(
    db,
  );
}
