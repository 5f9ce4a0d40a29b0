import { isCandidate as candidateOf, type ModuleEntry } from '../../catalogue';
import type { FormSnapshot, NewFlowEvent } from '../../db';
import { decide, evolve, initialState, type Actor, type Command, type FlowState, type LifecycleInput } from '../../workflows';

/** What a person (or the draft's timer) does to a record, as a scenario spells it. */
export type Step =
  'save' | 'submit' | 'claim' | 'approve' | 'approveAll' | 'return' | 'resubmit' | 'withdraw' | 'cancel' | 'remove' | 'expire';

export interface Scenario {
  key: string;
  steps: Step[];
  /** Out of the weights' sum: how often a district's records end this way. */
  weight: number;
}

/**
 * Where a district's records stand after a year: most finished, some in review at each stage, some
 * returned, drafts, expired drafts, a few removed. A scenario a module's flow refuses (a notice
 * published without review cannot be claimed) is left out for that module.
 */
export const SCENARIOS: Scenario[] = [
  { key: 'draft', steps: ['save'], weight: 8 },
  { key: 'withdrawn', steps: ['save', 'submit', 'withdraw'], weight: 1 },
  { key: 'removed', steps: ['save', 'remove'], weight: 1 },
  { key: 'expired', steps: ['save', 'expire'], weight: 4 },
  { key: 'inReview', steps: ['save', 'submit'], weight: 6 },
  { key: 'claimed', steps: ['save', 'submit', 'claim'], weight: 3 },
  { key: 'secondStage', steps: ['save', 'submit', 'approve'], weight: 4 },
  { key: 'returned', steps: ['save', 'submit', 'claim', 'return'], weight: 4 },
  { key: 'resubmitted', steps: ['save', 'submit', 'return', 'resubmit'], weight: 2 },
  { key: 'approved', steps: ['save', 'submit', 'approveAll'], weight: 55 },
  { key: 'approvedAfterReturn', steps: ['save', 'submit', 'return', 'resubmit', 'approveAll'], weight: 6 },
  { key: 'cancelled', steps: ['save', 'submit', 'cancel'], weight: 6 },
];

/** Time between a scenario's steps: a working day and a bit, so that due times and completions differ. */
export const STEP_MS = 19 * 3_600_000;

export interface ScenarioParties {
  applicant: Actor;
  /** Every account that may review (launions, the federation, administrators), the applicant's union's excluded by the rule. */
  reviewers: Actor[];
}

/** A scenario that the flow refused at one of its steps, or that needed a reviewer nobody is. */
export class ScenarioRefused extends Error {}

const stepOf = (input: LifecycleInput, state: FlowState) => input.steps?.[state.step] ?? '';

/**
 * The events the record's flow would store for `scenario`, decided by the workflow's own `decide`
 * and folded by its `evolve`: step i happens at `startMs + i * STEP_MS`.
 */
export function scenarioEvents(
  input: LifecycleInput,
  scenario: Scenario,
  content: { form: FormSnapshot; title: string },
  parties: ScenarioParties,
  startMs: number,
): NewFlowEvent[] {
  let state = initialState;
  const events: NewFlowEvent[] = [];
  const reviewerOf = (candidates: string[], assigneeId: string | null) => {
    const found = parties.reviewers.find((r) =>
      assigneeId ? r.id === assigneeId : r.unionId !== input.union.id && candidateOf(candidates, r),
    );
    if (!found) throw new ScenarioRefused(`nobody reviews ${candidates.join(', ')}`);
    return found;
  };
  const run = (cmd: Command, actor: Actor | null, at: number) => {
    const decision = decide(state, input, cmd, actor, at);
    if (!decision.ok) throw new ScenarioRefused(`${cmd.kind}: ${decision.rejection.reason} in ${decision.rejection.state}`);
    for (const event of decision.events) {
      state = evolve(state, event);
      events.push(event);
    }
  };
  const review = (flag: 'ok' | 'return', at: number) => {
    const task = state.openTask;
    if (!task) throw new ScenarioRefused('no open task');
    const comment = flag === 'ok' ? '同意' : '请补充材料后重新提交';
    run({ kind: 'complete', taskId: task.taskId, flag, comment }, reviewerOf(task.candidates, task.assigneeId), at);
  };
  const { applicant } = parties;
  scenario.steps.forEach((step, i) => {
    const at = startMs + i * STEP_MS;
    switch (step) {
      case 'save':
      case 'submit':
        return run({ kind: step, ...content, step: stepOf(input, state) }, applicant, at);
      case 'resubmit':
        return run({ kind: 'resubmit', ...content, taskId: state.returnedTaskId, step: stepOf(input, state) }, applicant, at);
      case 'claim': {
        const task = state.openTask;
        if (!task) throw new ScenarioRefused('no open task');
        return run({ kind: 'claim', taskId: task.taskId }, reviewerOf(task.candidates, null), at);
      }
      case 'approve':
        return review('ok', at);
      case 'approveAll':
        // A multi-step record stops at its next step's draft: that is where such a record stands.
        while (state.status === 'in_review') review('ok', at);
        return;
      case 'return':
        return review('return', at);
      case 'withdraw':
        return run({ kind: 'withdraw' }, applicant, at);
      case 'cancel':
        return run({ kind: 'cancel', reason: '单位情况变化，不再办理' }, applicant, at);
      case 'remove':
        return run({ kind: 'remove' }, applicant, at);
      case 'expire':
        return run({ kind: 'expire' }, null, at);
    }
  });
  return events;
}

/** The module's example with the record's title in its title field: what the applicant sent. */
export function contentOf(entry: Pick<ModuleEntry, 'example' | 'titleField'>, title: string): { form: FormSnapshot; title: string } {
  return { form: { ...(entry.example as FormSnapshot), [entry.titleField]: title }, title };
}
