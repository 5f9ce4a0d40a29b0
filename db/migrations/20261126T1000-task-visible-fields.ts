import { sql, type Kysely } from 'kysely';
import type { StagePlan } from '../event-store/events';
import { stageVisibleFields } from '../projections/stage-visible-fields';

/**
 * Each review task carries the form fields its stage lets its reviewers see (`visible_fields`, null:
 * the whole form), so the field rule of a viewer is one query over a page of records, and a filter.
 * Filled in for the tasks there are from their flow's own events, as the projection writes it: the
 * stage as the latest plan of the flow that has it (`flow.started`, or a `flow.migrated`) sets it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table flow_task add column visible_fields text[]`.execute(db);
  await fillVisibleFields(db);
}

/** Sets each task's `visible_fields` from its flow's events (exported for its test). */
export async function fillVisibleFields(db: Kysely<any>): Promise<void> {
  const tasks = await sql<{ id: string; stage: StagePlan | null }>`
    select t.id, (
      select s from flow_event e, jsonb_array_elements(e.payload->'stages') s
      where e.tenant_id = t.tenant_id and e.process_instance_id = t.process_instance_id
        and e.type in ('flow.started', 'flow.migrated') and s->>'key' = t.stage_key
      order by e.seq desc limit 1
    ) as stage
    from flow_task t`.execute(db);
  for (const task of tasks.rows) {
    const visible = stageVisibleFields(task.stage);
    await sql`update flow_task set visible_fields = ${visible}::text[] where id = ${task.id}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table flow_task drop column visible_fields`.execute(db);
}
