import type { ReturnPoint, ReviewerScores, StoredFlowEvent, TaskOutcome } from '../../../db';

/** One reviewer's decision on a stage, or the flow's when the stage timed out (`byTimeout`). */
export interface Decision {
  outcome: TaskOutcome;
  comment: string;
  reviewerName: string;
  reviewerUnion: string;
  at: string;
  byTimeout?: boolean;
  /** A refusal's fixed reason key (rights4's `referred`), printed before its comment. */
  reason?: string;
  /** A scored assessment's approval: the reviewer's scores (AS-S3). */
  scores?: ReviewerScores;
  /** A return's points: the lines or rows of the record it is about. */
  returnPoints?: ReturnPoint[];
}

/** A stage of a step's latest round: its decisions, none while it waits (a block to fill by hand). */
export interface StageReview {
  stageKey: string;
  stageName: string;
  decisions: Decision[];
}

/** The reviews of one step ('' for a record of one step) in its latest round. */
export interface StepReviews {
  step: string;
  stages: StageReview[];
}

/** A stage as a flow's plan names it. */
export interface PlannedStage {
  key: string;
  name: string;
}

interface Round {
  order: string[];
  byKey: Map<string, StageReview>;
}

const newRound = (): Round => ({ order: [], byKey: new Map() });

/**
 * What a filed form shows of a record's reviews, from its flow's events: for each step reached, in
 * order, the stages of its latest round (since its last submission or resubmission) with their
 * decisions. A resubmission goes through every stage again, so the earlier rounds' decisions are the
 * history's, not the form's. While the record is `open` (a draft, in review, returned), the stages
 * of the plan its current step has not reached yet follow, empty. `plan` is the flow's stages when
 * no event names them (a record not saved yet).
 */
export function reviewRounds(events: readonly StoredFlowEvent[], opts: { open: boolean; plan: readonly PlannedStage[] }): StepReviews[] {
  let plan = opts.plan;
  let steps: readonly string[] = [''];
  let step = 0;
  const rounds: Round[] = [newRound()];
  const taskStage = new Map<string, { step: number; key: string }>();
  const decide = (taskId: string, e: StoredFlowEvent, decision: Omit<Decision, 'at'>) => {
    const at = taskStage.get(taskId);
    if (at) rounds[at.step]?.byKey.get(at.key)?.decisions.push({ ...decision, at: e.at });
  };
  for (const e of events) {
    switch (e.type) {
      case 'flow.started':
        steps = e.payload.steps?.length ? e.payload.steps : [''];
        plan = e.payload.stages;
        break;
      case 'flow.migrated':
        plan = e.payload.stages;
        break;
      case 'submitted':
      case 'resubmitted':
        rounds[step] = newRound();
        break;
      case 'task.created': {
        const round = rounds[step]!;
        const { taskId, stageKey, stageName } = e.payload;
        taskStage.set(taskId, { step, key: stageKey });
        if (!round.byKey.has(stageKey)) {
          round.byKey.set(stageKey, { stageKey, stageName, decisions: [] });
          round.order.push(stageKey);
        }
        break;
      }
      case 'task.completed':
        decide(e.payload.taskId, e, {
          outcome: e.payload.outcome,
          comment: e.payload.comment,
          reviewerName: e.actor.name,
          reviewerUnion: e.actor.union,
          ...(e.payload.scores ? { scores: e.payload.scores } : {}),
          ...(e.payload.returnPoints?.length ? { returnPoints: e.payload.returnPoints } : {}),
          ...(e.payload.reason ? { reason: e.payload.reason } : {}),
        });
        break;
      case 'task.timedOut':
        if (e.payload.action !== 'escalate') {
          const outcome = e.payload.action === 'autoApprove' ? 'approve' : 'return';
          decide(e.payload.taskId, e, { outcome, comment: '', reviewerName: '', reviewerUnion: '', byTimeout: true });
        }
        break;
      case 'step.approved':
        step = Math.min(step + 1, steps.length - 1);
        rounds[step] = newRound();
        break;
    }
  }
  return steps.slice(0, step + 1).map((key, i) => {
    const round = rounds[i] ?? newRound();
    const reached = round.order.map((k) => round.byKey.get(k)!);
    const waiting =
      opts.open && i === step
        ? plan.filter((s) => !round.byKey.has(s.key)).map((s) => ({ stageKey: s.key, stageName: s.name, decisions: [] }))
        : [];
    return { step: key, stages: [...reached, ...waiting] };
  });
}
