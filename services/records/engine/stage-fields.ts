import { sql, type Kysely } from 'kysely';
import {
  candidateKeysOf,
  childEntryOf,
  isEmptyValue,
  modules,
  partiesOf,
  stateFacts,
  type Lang,
  type ModuleEntry,
} from '../../../catalogue';
import type { Database, RecordRow } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { badRequest } from '../../platform/core';
import { checkedForm } from './form-input';
import { pinnedPlan } from './reviewers';

/** What a reviewer of a record's open task may see and change of its form, as the stage's model says. */
export interface FieldAccess {
  taskId: string;
  stageName: string;
  /** The fields the stage's reviewers see; null: all of them. */
  visible: string[] | null;
  editable: string[];
}

/**
 * The field permissions of the viewer's open task on the record, when its stage sets any: the viewer
 * is one of the task's candidates or its assignee, and not of the applicant union. Null otherwise
 * (the applicant, readers by data scope, a stage without field permissions). It says what the task's
 * stage shows and lets its reviewer edit; what the viewer sees of a record is the rule of
 * field-visibility.ts (`fieldsSeenSql`), on every way out.
 */
export async function fieldAccessOf(db: Kysely<Database>, viewer: SessionUser, row: RecordRow): Promise<FieldAccess | null> {
  // Only while a reviewer's task may be open, and never for the applicant (separation of duties): the table's facts.
  if (!stateFacts(row.state).reviewing || partiesOf(viewer, { unionId: String(row.union_id), task: null }).has('applicant')) return null;
  const task = await db
    .selectFrom('flow_task')
    .select(['id', 'stage_key', 'stage_name'])
    .where('tenant_id', '=', viewer.tenantId)
    .where('process_instance_id', '=', row.process_instance_id)
    .where('outcome', 'is', null)
    .where((eb) =>
      eb.or([sql<boolean>`flow_task.candidates && ${sql.val(candidateKeysOf(viewer))}::text[]`, eb('assignee_id', '=', viewer.id)]),
    )
    .orderBy('create_time')
    .executeTakeFirst();
  if (!task) return null;
  return fieldAccessOfTask(db, viewer.tenantId, row.process_instance_id, task);
}

/** The field permissions of one task's stage, from the plan its flow pinned (or migrated to). */
async function fieldAccessOfTask(
  db: Kysely<Database>,
  tenantId: string,
  processInstanceId: string,
  task: { id: string; stage_key: string; stage_name: string },
): Promise<FieldAccess | null> {
  const fields = await stageFieldsOf(db, tenantId, processInstanceId, task.stage_key);
  if (!fields || (!fields.visible && !fields.editable?.length)) return null;
  return { taskId: task.id, stageName: task.stage_name, visible: fields.visible ?? null, editable: fields.editable ?? [] };
}

/** The field permissions of a stage of the plan a flow pinned (or migrated to). */
async function stageFieldsOf(db: Kysely<Database>, tenantId: string, processInstanceId: string, stageKey: string) {
  const plan = await pinnedPlan(db, tenantId, processInstanceId);
  return plan?.stages.find((s) => s.key === stageKey)?.fields;
}

/**
 * A reviewer's changes sent with an approval, checked: only with `flag` ok, only the fields the task's
 * stage may edit (400 naming the first other), and the whole form as changed must keep every rule of
 * the module (400 naming the field). An approval leaves no field of the stage's `requiredOnApprove`
 * empty (400 naming the first). Answers the changed values as the form checker normalised them.
 */
export async function checkedEdits(
  db: Kysely<Database>,
  entry: ModuleEntry,
  row: RecordRow,
  task: { id: string; stage_key: string; stage_name: string },
  edits: Record<string, unknown>,
  approve: boolean,
  lang: Lang,
): Promise<Record<string, unknown> | undefined> {
  const keys = Object.keys(edits);
  if (keys.length > 0 && !approve) throw badRequest('form', 'approveOnly', 'editsNeedApproval');
  if (!approve) return undefined;
  const fields = await stageFieldsOf(db, row.tenant_id, row.process_instance_id, task.stage_key);
  const refused = keys.find((k) => !fields?.editable?.includes(k));
  if (refused) throw badRequest(refused, 'editable', 'fieldNotEditable', { field: labelOf(entry, refused, lang) });
  const edited = { ...((row.submitted_form ?? row.form) as Record<string, unknown>), ...edits };
  const missing = fields?.requiredOnApprove?.find((k) => isEmptyValue(edited[k]));
  if (missing) throw badRequest(missing, 'requiredOnApprove', 'requiredOnApprove', { field: labelOf(entry, missing, lang) });
  if (keys.length === 0) return undefined;
  const { form } = await checkedForm(db, entry, row.tenant_id, String(row.id), edited, 'submit', lang, String(row.union_id));
  return Object.fromEntries(keys.map((k) => [k, (form as Record<string, unknown>)[k] ?? null]));
}

/** The entry a record is filled in: its module's, or for a child record (a work under its entry) the module's child entry. */
export function entryOfRecord(row: Pick<RecordRow, 'module' | 'parent_id'>): ModuleEntry | undefined {
  const entry = modules[row.module];
  return entry?.children && row.parent_id !== null ? childEntryOf(entry) : entry;
}

function labelOf(entry: ModuleEntry, key: string, lang: Lang): string {
  const field = entry.fields.find((f) => f.name === key);
  return field ? field.label[lang] : key;
}
