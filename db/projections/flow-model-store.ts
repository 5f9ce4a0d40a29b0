import type { StoredFlowEvent, StagePlan } from '../event-store/events';
import { emptyFlowModel, markWritten, tracked, type FlowModel, type RecordValues, type Tracked } from './flow-model';
import type { Db } from './projection';

/** The record's columns as the database takes them: the forms as JSON text. */
function recordColumns(values: Partial<RecordValues>) {
  const { form, submitted_form, ...rest } = values;
  return {
    ...rest,
    ...(form !== undefined ? { form: JSON.stringify(form) } : {}),
    ...(submitted_form !== undefined ? { submitted_form: submitted_form === null ? null : JSON.stringify(submitted_form) } : {}),
  };
}

const changed = <Row>(t: Tracked<Row>): Partial<Row> => Object.fromEntries([...t.dirty].map((k) => [k, t.row[k]])) as Partial<Row>;

/**
 * The read models of flow `processInstanceId` as the tables hold them, for `events` (stored, not yet
 * projected) to be folded into: its record and task rows; its copies sent and the stage plans of
 * its stored events only when the events need them (a `cc.sent`, a `task.created`).
 */
export async function loadFlowModel(db: Db, processInstanceId: string, events: readonly StoredFlowEvent[]): Promise<FlowModel> {
  const model = emptyFlowModel();
  const found = await db.selectFrom('record').selectAll().where('process_instance_id', '=', processInstanceId).executeTakeFirst();
  if (found) {
    // fields_limited is flow_task's trigger's to keep, never the fold's.
    const { fields_limited: _byTrigger, ...record } = found;
    model.record = tracked<RecordValues>(record, false);
  }
  const tasks = await db
    .selectFrom('flow_task')
    .selectAll()
    .where('process_instance_id', '=', processInstanceId)
    .orderBy('create_time')
    .orderBy('id')
    .execute();
  model.tasks = tasks.map((t) => tracked(t, false));
  if (events.some((e) => e.type === 'cc.sent')) {
    const ccs = await db.selectFrom('flow_cc').selectAll().where('process_instance_id', '=', processInstanceId).execute();
    model.ccs = ccs.map((c) => tracked(c, false));
  }
  const first = events[0]?.seq;
  if (first !== undefined && first > 1 && events.some((e) => e.type === 'task.created')) {
    const plans = await db
      .selectFrom('flow_event')
      .select('payload')
      .where('process_instance_id', '=', processInstanceId)
      .where('type', 'in', ['flow.started', 'flow.migrated'])
      .where('seq', '<', first)
      .orderBy('seq')
      .execute();
    model.plans = plans.map(({ payload }) => (payload.stages as StagePlan[] | undefined) ?? []);
  }
  return model;
}

/** Writes what the fold changed: new rows inserted, changed columns updated; then all of it counts as written. */
export async function saveFlowModel(db: Db, m: FlowModel): Promise<void> {
  const record = m.record;
  if (record?.isNew) {
    const { form, submitted_form } = record.row;
    const row = { ...record.row, form: JSON.stringify(form), submitted_form: submitted_form && JSON.stringify(submitted_form) };
    await db.insertInto('record').values(row).execute();
  } else if (record && record.dirty.size > 0) {
    await db
      .updateTable('record')
      .set(recordColumns(changed(record)))
      .where('id', '=', record.row.id)
      .execute();
  }
  const newTasks = m.tasks.filter((t) => t.isNew).map((t) => t.row);
  if (newTasks.length > 0) await db.insertInto('flow_task').values(newTasks).execute();
  for (const t of m.tasks) {
    if (!t.isNew && t.dirty.size > 0) await db.updateTable('flow_task').set(changed(t)).where('id', '=', t.row.id).execute();
  }
  const newCcs = m.ccs.filter((c) => c.isNew).map((c) => c.row);
  if (newCcs.length > 0) {
    await db
      .insertInto('flow_cc')
      .values(newCcs)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  const newFollowUps = m.followUps.filter((f) => f.isNew).map((f) => ({ ...f.row, files: JSON.stringify(f.row.files) }));
  if (newFollowUps.length > 0) await db.insertInto('record_follow_up').values(newFollowUps).execute();
  markWritten(m);
}
