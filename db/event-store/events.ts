/** The events of a record's flow: what the workflow decides and the event store keeps for good. */

import type { DueHoursWhen, StageFields } from '../../catalogue';

export interface EventActor {
  /** Null for the system (timers). */
  id: string | null;
  name: string;
  union: string;
}

export interface StagePlan {
  key: string;
  name: string;
  /** `union:<id>`, `role:<key>`, `user:<id>` or `form:<field>` (resolved at the submission). */
  candidates: string[];
  dueHours: number;
  /** The due time while the form under review holds one of the values (`dueHours` otherwise). */
  dueHoursWhen?: DueHoursWhen;
  /** A stage of a deployed model (`LifecycleInput.flow`); a chain's stages complete with any one candidate. */
  completion?: 'any' | 'all' | 'sequence';
  onTimeout?: 'remind' | 'autoApprove' | 'autoReturn' | 'escalate';
  /** Who an escalated task goes to: the union above the reviewing one, resolved at the start. */
  escalateTo?: string[];
  /** Who is told of the stage (知会) and only acknowledges. */
  cc?: string[];
  /** The form fields the stage's reviewers see, may edit and must have filled to approve. */
  fields?: StageFields;
  /** The stage's reviewers may refuse the record outright (不予通过); absent: they may not. */
  decline?: boolean;
}

/** The deployed version of a record's flow model, as the events name it. */
export interface FlowVersionRef {
  modelKey: string;
  versionId: string;
  version: number;
}

export type FormSnapshot = Record<string, unknown>;

/** A reviewer's decision on its task: approve (通过), return (退回) or decline (不予通过). */
export type TaskOutcome = 'approve' | 'return' | 'decline';

/** Every reviewer's decision: the outcomes of a task its reviewer completed (the done lists, the 台账's result). */
export const taskOutcomes: readonly TaskOutcome[] = ['approve', 'return', 'decline'];

/**
 * A reviewer's scores recorded with its approval (an assessment's `scoring` shape, AS-S3): each item
 * as it was scored (its code, name and 标准分 with the score), the total, and the grade where the
 * module computes one (an `assessment_grade` key).
 */
export interface ReviewerScores {
  items: { code: string; name: string; maxScore: number; score: number }[];
  total: number;
  grade?: string;
}

/**
 * A point of a return (退回), recorded with it: a line (a subject code, a month) or a row (its index)
 * of a table field of the record, the column where one is meant, and the reviewer's words about it.
 */
export interface ReturnPoint {
  field: string;
  line: string;
  column?: string;
  comment: string;
}

export type FlowEventBody =
  | {
      type: 'flow.started';
      payload: {
        applicant: { id: string; name: string };
        union: { id: string; name: string; path: string };
        stages: StagePlan[];
        model: string;
        /** The keys of a stepped record's steps in order; absent for a record of one step. */
        steps?: string[];
        /** The parent record of a child record (a work under an entry). */
        parent?: ChildParent;
        /** The deployed model version the flow walks (absent: the stage list, as flows before issue 10). */
        flow?: FlowVersionRef;
      };
    }
  | { type: 'draft.saved'; payload: { form: FormSnapshot; title: string } }
  | { type: 'submitted'; payload: { form: FormSnapshot; title: string; submission: number } }
  | { type: 'resubmitted'; payload: { form: FormSnapshot; title: string; submission: number; taskId: string | null } }
  | {
      type: 'task.created';
      payload: { taskId: string; stage: number; stageKey: string; stageName: string; candidates: string[]; dueAt: string };
    }
  | { type: 'task.claimed'; payload: { taskId: string } }
  | {
      type: 'task.completed';
      /**
       * `edits`: values of the stage's editable fields the reviewer changed with the approval;
       * `scores`: the reviewer's scores an approval of a scored module carries; `returnPoints`: the
       * lines or rows a return points at.
       */
      payload: {
        taskId: string;
        outcome: TaskOutcome;
        comment: string;
        edits?: FormSnapshot;
        scores?: ReviewerScores;
        returnPoints?: ReturnPoint[];
        /** A refusal's fixed reason key (catalogue/decline-reasons: `referred`). */
        reason?: string;
      };
    }
  | { type: 'returned'; payload: { taskId: string; comment: string } }
  /** A reviewer refused the record (不予通过) with its reason: the flow ends, the record is 未通过 for good. */
  | { type: 'declined'; payload: { taskId: string; comment: string; reason?: string } }
  /** A step of a stepped record passed its last stage; the next step opens as a draft. */
  | { type: 'step.approved'; payload: { step: string; next: string } }
  /**
   * The record passed its last stage. `effectiveOn` (yyyy-MM-dd): what its approval changes waits for
   * that date, later than the approval's (a transfer's date); the flow records `approval.effective` then.
   */
  | { type: 'approved'; payload: { effectiveOn?: string } }
  /** An approval that waited for its date took effect on it: its effect (a transfer's move) runs now. */
  | { type: 'approval.effective'; payload: { on: string } }
  | { type: 'withdrawn'; payload: { taskId: string | null } }
  | { type: 'cancelled'; payload: { reason: string; taskId: string | null } }
  | { type: 'removed'; payload: { reason?: string } }
  | { type: 'child.added'; payload: { recordId: string; processInstanceId: string } }
  /** A published notice (`publishOnly`) corrected by its publisher: republished with this content. */
  | { type: 'published.revised'; payload: { form: FormSnapshot; title: string } }
  | { type: 'expired'; payload: Record<string, never> }
  /** A task passed its due time and its stage only reminds: the task stays open, marked overdue. */
  | { type: 'task.overdue'; payload: { taskId: string } }
  /** A task passed its due time and its stage acts: approved or returned by the flow, or escalated to `escalateTo`. */
  | { type: 'task.timedOut'; payload: { taskId: string; action: 'autoApprove' | 'autoReturn' | 'escalate' } }
  /**
   * Those told of a stage (知会) get a read-only task. Acknowledging it (readflow) is a receipt in the
   * read model, not a flow event: it changes nothing of the record, and a closed flow takes no commands.
   */
  | { type: 'cc.sent'; payload: { ccId: string; stageKey: string; stageName: string; candidates: string[] } }
  /** An administrator moved the running flow to another version of its model; each open task's move is listed. */
  | {
      type: 'flow.migrated';
      payload: { from: FlowVersionRef; to: FlowVersionRef; stages: StagePlan[]; moves: { taskId: string; from: string; to: string }[] };
    }
  /** An administrator ended the flow (流程跟踪 → 终止), with the reason the applicant reads. */
  | { type: 'terminated'; payload: { reason: string; taskIds: string[] } }
  /**
   * A follow-up row of an approved record (`followUps` shape), written by the portal after the flow
   * ended, with the case's state after it (computed when it was added: the rebuild reads it as is).
   */
  | { type: 'followUp.added'; payload: FollowUpAdded };

/** A follow-up row as its event carries it. */
export interface FollowUpAdded {
  id: string;
  kind: string;
  date: string;
  amount: number | null;
  outcome: string | null;
  note: string | null;
  files: string[];
  corrects: string | null;
  /** The record's member row the row names, by ID number (absent on rows before members were named). */
  member?: string | null;
  writer: 'reviewer' | 'applicant';
  caseState: 'open' | 'closed';
  nextDue: { kind: string; day: string } | null;
}

export type FlowEventType = FlowEventBody['type'];

/** An event as the workflow hands it to the store. */
export type NewFlowEvent = FlowEventBody & { seq: number; at: string; actor: EventActor };

/** Which flow the events belong to. */
export interface FlowRef {
  tenantId: string;
  processInstanceId: string;
  module: string;
  recordId: string;
}

/** An event as stored: the flow it belongs to plus its chain hashes. */
export type StoredFlowEvent = NewFlowEvent & FlowRef & { prevHash: string; hash: string };

/** The Chinese and English names of each event type, for the history a person reads. */
export const eventTypeNames: Record<FlowEventType, { zh: string; en: string }> = {
  'flow.started': { zh: '创建申请', en: 'Created' },
  'draft.saved': { zh: '保存草稿', en: 'Draft saved' },
  submitted: { zh: '提交申请', en: 'Submitted' },
  resubmitted: { zh: '重新提交', en: 'Resubmitted' },
  'task.created': { zh: '生成审核任务', en: 'Review task created' },
  'task.claimed': { zh: '签收任务', en: 'Task claimed' },
  'task.completed': { zh: '审核', en: 'Reviewed' },
  returned: { zh: '退回申请', en: 'Returned' },
  declined: { zh: '不予通过(办结)', en: 'Declined' },
  'step.approved': { zh: '本步骤审核通过', en: 'Step approved' },
  approved: { zh: '审核通过(办结)', en: 'Approved' },
  'approval.effective': { zh: '批准事项生效', en: 'Took effect' },
  withdrawn: { zh: '撤回申请', en: 'Withdrawn' },
  cancelled: { zh: '作废申请', en: 'Cancelled' },
  removed: { zh: '删除草稿', en: 'Draft removed' },
  expired: { zh: '草稿过期', en: 'Draft expired' },
  'child.added': { zh: '添加子记录', en: 'Child record added' },
  'published.revised': { zh: '修改发布内容', en: 'Published notice revised' },
  'task.overdue': { zh: '任务超时提醒', en: 'Task overdue' },
  'task.timedOut': { zh: '任务超时处理', en: 'Task timed out' },
  'cc.sent': { zh: '知会', en: 'Copied for information' },
  'flow.migrated': { zh: '流程迁移', en: 'Flow migrated' },
  terminated: { zh: '终止流程', en: 'Flow terminated' },
  'followUp.added': { zh: '添加跟进记录', en: 'Follow-up recorded' },
};

/** Where a child record belongs: its parent record and the parent's flow. */
export interface ChildParent {
  recordId: string;
  processInstanceId: string;
}
