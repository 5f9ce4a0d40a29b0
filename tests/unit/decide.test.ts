import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState, type Actor, type Command, type FlowState } from '../../workflows';
import { corp1, launion1, setupInput } from './lifecycle-support';

const input = setupInput;
const launion2: Actor = { ...launion1, id: '2004', unionId: '1200' };
const federation: Actor = {
  id: '2002',
  name: '总工会审核员',
  unionId: '1000',
  unionName: '总工会',
  ident: 'federation',
  roles: ['federation'],
};

/** Runs commands in order, failing the test on a refusal, and answers the final state. */
function run(steps: [Command, Actor | null][]): FlowState {
  let state = initialState;
  steps.forEach(([cmd, actor], i) => {
    const d = decide(state, input, cmd, actor, 1_700_000_000_000 + i);
    if (!d.ok) throw new Error(`step ${i} ${cmd.kind} refused: ${JSON.stringify(d.rejection)}`);
    for (const e of d.events) state = evolve(state, e);
  });
  return state;
}

const form = { unionName: 'x' };
const submitted = (): FlowState => run([[{ kind: 'submit', form, title: 'x' }, corp1]]);

describe('deciding a command', () => {
  it('numbers events from one and continues the sequence', () => {
    const d = decide(initialState, input, { kind: 'save', form, title: 'x' }, corp1, 0);
    expect(d.ok && d.events.map((e) => [e.seq, e.type])).toEqual([
      [1, 'flow.started'],
      [2, 'draft.saved'],
    ]);
  });

  it('opens the first stage’s task for the applicant’s parent union on submit', () => {
    const state = submitted();
    expect(state.status).toBe('in_review');
    expect(state.openTask).toMatchObject({ taskId: '42-1', stage: 1, candidates: ['union:1100'], assigneeId: null });
  });

  it('refuses a command of someone outside the applicant union', () => {
    const d = decide(initialState, input, { kind: 'save', form, title: 'x' }, launion1, 0);
    expect(d).toEqual({ ok: false, rejection: { code: 'Forbidden', reason: 'notApplicant', state: 'new' } });
  });

  it('lets only a candidate claim', () => {
    const state = submitted();
    expect(decide(state, input, { kind: 'claim', taskId: '42-1' }, launion2, 0)).toMatchObject({
      ok: false,
      rejection: { code: 'Forbidden' },
    });
    expect(decide(state, input, { kind: 'claim', taskId: '42-1' }, launion1, 0).ok).toBe(true);
  });

  it('claims an unclaimed task on completion so the history says who took it', () => {
    const d = decide(submitted(), input, { kind: 'complete', taskId: '42-1', flag: 'ok', comment: '' }, launion1, 0);
    expect(d.ok && d.events.map((e) => e.type)).toEqual(['task.claimed', 'task.completed', 'task.created']);
  });

  it('approves after the last stage', () => {
    const state = run([
      [{ kind: 'submit', form, title: 'x' }, corp1],
      [{ kind: 'complete', taskId: '42-1', flag: 'ok', comment: '' }, launion1],
      [{ kind: 'complete', taskId: '42-2', flag: 'ok', comment: '' }, federation],
    ]);
    expect(state.status).toBe('approved');
  });

  it('sends a resubmission through every stage again', () => {
    const state = run([
      [{ kind: 'submit', form, title: 'x' }, corp1],
      [{ kind: 'complete', taskId: '42-1', flag: 'ok', comment: '' }, launion1],
      [{ kind: 'complete', taskId: '42-2', flag: 'back', comment: '补充' }, federation],
      [{ kind: 'resubmit', form, title: 'x', taskId: '42-2' }, corp1],
    ]);
    expect(state.openTask?.stage).toBe(1);
    expect(state.submission).toBe(2);
  });

  it('refuses a withdrawal once a reviewer claimed', () => {
    const state = run([
      [{ kind: 'submit', form, title: 'x' }, corp1],
      [{ kind: 'claim', taskId: '42-1' }, launion1],
    ]);
    expect(decide(state, input, { kind: 'withdraw' }, corp1, 0)).toMatchObject({
      ok: false,
      rejection: { code: 'Conflict', reason: 'reviewerActed', state: 'in_review' },
    });
  });

  it('lets only the system expire a draft', () => {
    const state = run([[{ kind: 'save', form, title: 'x' }, corp1]]);
    expect(decide(state, input, { kind: 'expire' }, corp1, 0).ok).toBe(false);
    expect(decide(state, input, { kind: 'expire' }, null, 0)).toMatchObject({
      ok: true,
      events: [{ type: 'expired', actor: { id: null, name: '系统' } }],
    });
  });

  it('refuses the applicant union and its sub-accounts as reviewers of their own record, whatever roles they hold', () => {
    const state = run([
      [{ kind: 'submit', form, title: 'x' }, corp1],
      [{ kind: 'complete', taskId: '42-1', flag: 'ok', comment: '' }, launion1],
    ]);
    const corp1AsFederation: Actor = { ...corp1, roles: ['corp', 'federation'] };
    const corp1Sub: Actor = { ...corp1AsFederation, id: '2008', name: '智联科技工会(会员管理)' };
    const own = { ok: false, rejection: { code: 'Forbidden', reason: 'ownRecord', state: 'in_review' } };
    for (const actor of [corp1AsFederation, corp1Sub]) {
      expect(decide(state, input, { kind: 'claim', taskId: '42-2' }, actor, 0)).toEqual(own);
      expect(decide(state, input, { kind: 'complete', taskId: '42-2', flag: 'ok', comment: '' }, actor, 0)).toEqual(own);
      expect(decide(state, input, { kind: 'complete', taskId: '42-2', flag: 'back', comment: '补充' }, actor, 0)).toEqual(own);
    }
    expect(decide(state, input, { kind: 'claim', taskId: '42-2' }, federation, 0).ok).toBe(true);
  });

  it('refuses every command after cancellation', () => {
    const state = run([
      [{ kind: 'save', form, title: 'x' }, corp1],
      [{ kind: 'cancel', reason: '不要了' }, corp1],
    ]);
    const commands: Command[] = [
      { kind: 'save', form, title: 'x' },
      { kind: 'submit', form, title: 'x' },
      { kind: 'resubmit', form, title: 'x', taskId: null },
      { kind: 'withdraw' },
      { kind: 'cancel', reason: 'again' },
      { kind: 'remove' },
    ];
    for (const cmd of commands)
      expect(decide(state, input, cmd, corp1, 0)).toMatchObject({ ok: false, rejection: { code: 'Conflict', state: 'cancelled' } });
  });
});

describe('a reviewer’s scores with its decision', () => {
  const scores = { items: [{ code: 'A1', name: '组织建设', maxScore: 100, score: 88 }], total: 88 };
  const completed = (flag: string) => {
    const d = decide(submitted(), input, { kind: 'complete', taskId: '42-1', flag, comment: '退回补充', scores }, launion1, 0);
    return d.ok ? d.events.find((e) => e.type === 'task.completed')?.payload : undefined;
  };

  it('records the scores an approval carries in its task.completed event', () => {
    expect(completed('ok')).toMatchObject({ outcome: 'approve', scores });
  });

  it('records none with a return', () => {
    expect(completed('back')).not.toHaveProperty('scores');
  });
});
