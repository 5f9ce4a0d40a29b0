import { modules, stateName, type Lang } from '../../../catalogue';
import type { RecordRow } from '../../../db';
import { formatTime, stageNameIn } from '../../platform/core';

/** States in which no stage is open: the read model keeps the last stage, a reader must not see it as current. */
const NO_STAGE = new Set<string>(['draft', 'approved', 'declined', 'cancelled', 'expired', 'removed']);

/** A record's state as its module's shape names it (a published notice: 已发布 / 已撤回). */
export function recordStateName(row: Pick<RecordRow, 'state' | 'module'>, lang: Lang): string {
  return stateName(row.state, lang, modules[row.module] ?? {});
}

/** A record as the API answers it. */
export function recordView(row: Omit<RecordRow, 'submitted_form'>, lang: Lang) {
  const staged = !NO_STAGE.has(row.state);
  return {
    id: String(row.id),
    module: row.module,
    state: row.state,
    stateName: recordStateName(row, lang),
    stage: staged ? row.stage : null,
    stageName: staged && row.stage_name ? stageNameIn(lang, row.stage_name) : null,
    /** The open step of a stepped record; '' for a record of one step. */
    step: row.step,
    processInstanceId: row.process_instance_id,
    unionId: String(row.union_id),
    unionName: row.union_name,
    applicantId: String(row.applicant_id),
    applicantName: row.applicant_name,
    title: row.title,
    form: row.form,
    openTaskId: row.open_task_id,
    lastComment: row.last_comment,
    createTime: formatTime(row.create_time),
    updateTime: formatTime(row.update_time),
    submitTime: formatTime(row.submit_time),
    endTime: formatTime(row.end_time),
  };
}

export type RecordView = ReturnType<typeof recordView>;
