import type { StagePlan } from '../event-store/events';
import { patch, tracked, type FlowModel, type TaskValues } from './flow-model';
import { closeTask, pointAtOpenTask } from './open-tasks';
import { recordHeading, setRecord, touch, type Projection } from './projection';
import { planStage, stageVisibleFields } from './stage-visible-fields';

/** What the history's task row says of a task its stage's timeout closed. */
const TIMEOUT_COMMENTS = {
  autoApprove: '办理超时，系统自动通过',
  autoReturn: '办理超时，系统自动退回',
  escalate: '办理超时，已上报上级',
} as const;

/** The stage `key` as the latest plan of the flow so far that has it (`flow.started` or a `flow.migrated`). */
function stageInPlan(m: FlowModel, key: string): StagePlan | undefined {
  for (let i = m.plans.length - 1; i >= 0; i--) {
    const stage = planStage(m.plans[i], key);
    if (stage) return stage;
  }
  return undefined;
}

const taskOf = (m: FlowModel, taskId: string) => m.tasks.find((t) => t.row.id === taskId);

/** The review's events: the task rows of the task lists (`flow_task`) and the record's open task, stage and reviewer marks. */
export const taskProjection = {
  'task.created': (m, e) => {
    const p = e.payload;
    const record = recordHeading(m, e);
    m.tasks.push(
      tracked<TaskValues>(
        {
          id: p.taskId,
          ...record.flow,
          applicant_name: record.applicant_name,
          stage: p.stage,
          stage_key: p.stageKey,
          stage_name: p.stageName,
          candidates: p.candidates,
          visible_fields: stageVisibleFields(stageInPlan(m, p.stageKey)),
          decline: stageInPlan(m, p.stageKey)?.decline === true,
          assignee_id: null,
          assignee_name: null,
          create_time: new Date(e.at),
          due_time: new Date(p.dueAt),
          claim_time: null,
          complete_time: null,
          outcome: null,
          comment: null,
        },
        true,
      ),
    );
    setRecord(m, { ...touch(e), stage: p.stage, stage_name: p.stageName, open_task_id: p.taskId });
  },
  'task.claimed': (m, e) => {
    const task = taskOf(m, e.payload.taskId);
    if (task) patch(task, { assignee_id: e.actor.id, assignee_name: e.actor.name, claim_time: new Date(e.at) });
    setRecord(m, { ...touch(e), reviewer_acted: true });
  },
  'task.completed': (m, e) => {
    const task = taskOf(m, e.payload.taskId);
    if (task) {
      patch(task, {
        outcome: e.payload.outcome,
        comment: e.payload.comment,
        complete_time: new Date(e.at),
        assignee_id: e.actor.id,
        assignee_name: e.actor.name,
      });
    }
    setRecord(m, { ...touch(e), reviewer_acted: true, last_comment: e.payload.comment || null });
    // A reviewer's changes to its stage's editable fields become the record's content.
    const edits = e.payload.edits;
    if (edits && m.record) {
      const { form, submitted_form } = m.record.row;
      setRecord(m, { form: { ...form, ...edits }, submitted_form: { ...(submitted_form ?? {}), ...edits } });
    }
    pointAtOpenTask(m);
  },
  'task.overdue': (m, e) => {
    setRecord(m, touch(e));
  },
  'task.timedOut': (m, e) => {
    closeTask(m, e.payload.taskId, 'timeout', TIMEOUT_COMMENTS[e.payload.action], new Date(e.at));
    setRecord(m, touch(e));
    pointAtOpenTask(m);
  },
  'flow.migrated': (m, e) => {
    for (const move of e.payload.moves) closeTask(m, move.taskId, 'migrated', `${move.from} → ${move.to}`, new Date(e.at));
    // The new version's field permissions hold for the stages it has, for the tasks of those stages too.
    for (const stage of e.payload.stages) {
      for (const t of m.tasks) {
        if (t.row.stage_key === stage.key) patch(t, { visible_fields: stageVisibleFields(stage), decline: stage.decline === true });
      }
    }
    m.plans.push(e.payload.stages);
    setRecord(m, {
      ...touch(e),
      model_key: e.payload.to.modelKey,
      flow_version: e.payload.to.version,
      flow_version_id: e.payload.to.versionId || null,
    });
    pointAtOpenTask(m);
  },
} satisfies Projection;
