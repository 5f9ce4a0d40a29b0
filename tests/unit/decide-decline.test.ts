// The reviewer's refusal (不予通过, `flag` decline) as the workflow decides it: only at a stage whose
// pinned plan may decline, only with a reason, ending the flow `declined` with every task closed; a
// declined flow takes no resend, cancel or removal.
import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState, type Actor, type Command, type FlowState, type LifecycleInput } from '../../workflows';
import { corp1, launion1, setupInput } from './lifecycle-support';

/** setup1's two stages, the parent union's declining. */
const input: LifecycleInput = {
  ...setupInput,
  stages: setupInput.stages.map((s) => (s.key === 'launion' ? { ...s, decline: true } : s)),
};

function run(steps: [Command, Actor | null][], on: LifecycleInput = input): FlowState {
  let state = initialState;
  steps.forEach(([cmd, actor], i) => {
    const d = decide(state, on, cmd, actor, 1_700_000_000_000 + i);
    if (!d.ok) throw new Error(`step ${i} ${cmd.kind} refused: ${JSON.stringify(d.rejection)}`);
    for (const e of d.events) state = evolve(state, e);
  });
  return state;
}

const form = { unionName: 'x' };
const submitted = (on: LifecycleInput = input) => run([[{ kind: 'submit', form, title: 'x' }, corp1]], on);
const declineCmd = (comment: string): Command => ({ kind: 'complete', taskId: '42-1', flag: 'decline', comment });

describe('declining a record', () => {
  it('completes the task with outcome decline and ends the flow declined, no task open', () => {
    const d = decide(submitted(), input, declineCmd('不符合条件'), launion1, 0);
    expect(d.ok && d.events.map((e) => [e.type, e.payload])).toEqual([
      ['task.claimed', { taskId: '42-1' }],
      ['task.completed', { taskId: '42-1', outcome: 'decline', comment: '不符合条件' }],
      ['declined', { taskId: '42-1', comment: '不符合条件' }],
    ]);
    const state = run([
      [{ kind: 'submit', form, title: 'x' }, corp1],
      [declineCmd('不符合条件'), launion1],
    ]);
    expect(state).toMatchObject({ status: 'declined', openTask: null, openTasks: [] });
  });

  it('needs a reason', () => {
    expect(decide(submitted(), input, declineCmd('  '), launion1, 0)).toEqual({
      ok: false,
      rejection: { code: 'Invalid', reason: 'declineComment', state: 'in_review' },
    });
  });

  it('is refused at a stage whose plan may not decline, as an invalid flag', () => {
    expect(decide(submitted(setupInput), setupInput, declineCmd('不予受理'), launion1, 0)).toEqual({
      ok: false,
      rejection: { code: 'Invalid', reason: 'flag', state: 'in_review' },
    });
  });

  it('is refused to the applicant', () => {
    expect(decide(submitted(), input, declineCmd('x'), corp1, 0)).toMatchObject({ ok: false, rejection: { code: 'Forbidden' } });
  });

  it('leaves a record that takes no resend, cancel or removal', () => {
    const state = run([
      [{ kind: 'submit', form, title: 'x' }, corp1],
      [declineCmd('不符合条件'), launion1],
    ]);
    for (const cmd of [
      { kind: 'resubmit', form, title: 'x', taskId: null },
      { kind: 'cancel', reason: '重新申请' },
      { kind: 'remove' },
    ] satisfies Command[]) {
      expect(decide(state, input, cmd, corp1, 0)).toMatchObject({ ok: false, rejection: { code: 'Conflict', state: 'declined' } });
    }
    expect(decide(state, input, { kind: 'expire' }, null, 0)).toMatchObject({ ok: false, rejection: { state: 'declined' } });
  });
});
