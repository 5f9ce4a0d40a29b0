import { sql, type Kysely } from 'kysely';

/**
 * `record.first_submit_time`: the record's first submission (a resubmission keeps it), whose year the
 * federation's settings are read for where a rule names no year field (docs/FIELD-KINDS.md `yearSetting`):
 * a resubmit in January of a December filing reads December's year. Filled from the first
 * `submitted` or `resubmitted` event of each record's flow.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table record add column first_submit_time timestamptz`.execute(db);
  await sql`
    update record r set first_submit_time = (
      select min(e.at) from flow_event e
       where e.tenant_id = r.tenant_id and e.process_instance_id = r.process_instance_id and e.type in ('submitted', 'resubmitted'))
     where r.submit_time is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table record drop column first_submit_time`.execute(db);
}
