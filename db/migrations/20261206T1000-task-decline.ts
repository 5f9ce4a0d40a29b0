import { sql, type Kysely } from 'kysely';

/**
 * Each review task says whether its stage may decline the record (不予通过: `StagePlan.decline`), so
 * a task list answers its rows' actions without reading their flows. No flow pinned such a stage
 * before this column: every existing task keeps false. The done lists' index takes the refusals in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table flow_task add column decline boolean not null default false`.execute(db);
  // The done lists read a reviewer's decisions, a refusal among them.
  await sql`drop index flow_task_done`.execute(db);
  await sql`create index flow_task_done on flow_task (tenant_id, assignee_id, complete_time desc, id) where outcome in ('approve', 'return', 'decline')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index flow_task_done`.execute(db);
  await sql`create index flow_task_done on flow_task (tenant_id, assignee_id, complete_time desc, id) where outcome in ('approve', 'return')`.execute(
    db,
  );
  await sql`alter table flow_task drop column decline`.execute(db);
}
