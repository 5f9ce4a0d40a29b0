import { modules, stateName, type Lang, type LifecycleAction, type RecordState } from '../../../catalogue';
import type { FlowTaskRow } from '../../../db';
import { formatTime, stageNameIn } from '../../platform/core';
import { shownTitle } from '../../records/engine';

const OUTCOME_NAMES: Record<string, { zh: string; en: string }> = {
  approve: { zh: '通过', en: 'Approved' },
  return: { zh: '退回', en: 'Returned' },
  decline: { zh: '不予通过', en: 'Declined' },
  withdrawn: { zh: '已撤回', en: 'Withdrawn' },
  cancelled: { zh: '已作废', en: 'Cancelled' },
};

/** A task as the lists read it: its record's state and facts, and what the viewer may see of the record (`recordColumns`). */
export type TaskListRow = FlowTaskRow & {
  record_state?: RecordState;
  seen?: string[] | null;
  record_parent_id?: string | null;
  record_union_id?: string;
  record_open_task_id?: string | null;
  record_reviewer_acted?: boolean;
  record_step?: string;
};

/**
 * A task row as the task lists answer it, with what the viewer may do to the task now (task-actions.ts);
 * a title made from a field hidden to the viewer reads neutral (the module's title and the record id).
 */
export function taskView(row: TaskListRow, lang: Lang, actions: readonly LifecycleAction[] = []) {
  return {
    taskId: row.id,
    processInstanceId: row.process_instance_id,
    recordId: String(row.record_id),
    module: row.module,
    moduleTitle: modules[row.module]?.title[lang] ?? row.module,
    title: shownTitle(
      { id: row.record_id, module: row.module, parent_id: row.record_parent_id ?? null, title: row.title },
      row.seen ?? null,
      lang,
    ),
    unionName: row.union_name,
    applicantName: row.applicant_name,
    stage: row.stage,
    stageName: stageNameIn(lang, row.stage_name),
    createTime: formatTime(row.create_time),
    dueTime: formatTime(row.due_time),
    claimTime: formatTime(row.claim_time),
    completeTime: formatTime(row.complete_time),
    assigneeName: row.assignee_name,
    outcome: row.outcome,
    outcomeName: row.outcome ? (OUTCOME_NAMES[row.outcome]?.[lang] ?? row.outcome) : null,
    comment: row.comment,
    state: row.record_state ?? null,
    stateName: row.record_state ? stateName(row.record_state, lang, modules[row.module] ?? {}) : null,
    actions: [...actions],
  };
}
