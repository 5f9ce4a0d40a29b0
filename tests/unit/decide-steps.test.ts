import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState, type Actor, type Command, type FlowState, type LifecycleInput } from '../../workflows';

const input: LifecycleInput = {
  tenantId: '000000',
  module: 'organ1Detail',
  recordId: '7',
  processInstanceId: 'organ1Detail-7',
  applicant: { id: '2005', name: '智联科技工会' },
  union: { id: '1101', name: '北京智联科技有限公司工会', path: '/1000/1100/1101/' },
  model: 'parent-only',
  stages: [{ key: 'launion', name: '上级工会审核', candidates: ['union:1100'], dueHours: 72 }],
  draftTtlMs: 1000,
  steps: ['step1', 'step2'],
};
const corp: Actor = { id: '2005', name: '智联科技工会', unionId: '1101', unionName: '智联', ident: 'corp', roles: ['corp'] };
const launion: Actor = { id: '2003', name: '中关村街道工会', unionId: '1100', unionName: '中关村', ident: 'launion', roles: ['launion'] };
const form = { termNo: 3 };

function apply(state: FlowState, cmd: Command, actor: Actor | null) {
  const d = decide(state, input, cmd, actor, 1_700_000_000_000);
  if (!d.ok) return { state, rejection: d.rejection, types: [] as string[] };
  let next = state;
  for (const e of d.events) next = evolve(next, e);
  return { state: next, rejection: null, types: d.events.map((e) => e.type) };
}

function approvedStepOne(): FlowState {
  let s = apply(initialState, { kind: 'submit', form, title: 't', step: 'step1' }, corp).state;
  s = apply(s, { kind: 'complete', taskId: s.openTask!.taskId, flag: 'ok', comment: '' }, launion).state;
  return s;
}

describe('a stepped record', () => {
  it('opens the next step as a draft when the last stage approves a step that is not the last', () => {
    const s = approvedStepOne();
    expect(s.status).toBe('draft');
    expect(s.step).toBe(1);
    expect(s.stepApproved).toBe(true);
  });

  it('records the approved step and the one it opens', () => {
    const s = apply(initialState, { kind: 'submit', form, title: 't', step: 'step1' }, corp).state;
    const done = apply(s, { kind: 'complete', taskId: s.openTask!.taskId, flag: 'ok', comment: '' }, launion);
    expect(done.types).toEqual(['task.claimed', 'task.completed', 'step.approved']);
  });

  it('ends approved when the last step is approved', () => {
    let s = approvedStepOne();
    s = apply(s, { kind: 'submit', form, title: 't', step: 'step2' }, corp).state;
    const done = apply(s, { kind: 'complete', taskId: s.openTask!.taskId, flag: 'ok', comment: '' }, launion);
    expect(done.types.at(-1)).toBe('approved');
    expect(done.state.status).toBe('approved');
  });

  it('refuses a command for another step than the open one with a conflict', () => {
    const s = approvedStepOne();
    const r = apply(s, { kind: 'submit', form, title: 't', step: 'step1' }, corp);
    expect(r.rejection).toMatchObject({ code: 'Conflict', reason: 'step' });
  });

  it('cannot be removed once a step was approved', () => {
    const r = apply(approvedStepOne(), { kind: 'remove' }, corp);
    expect(r.rejection).toMatchObject({ code: 'Conflict', reason: 'stepApproved' });
  });

  it('does not expire once a step was approved', () => {
    const r = apply(approvedStepOne(), { kind: 'expire' }, null);
    expect(r.rejection).toMatchObject({ code: 'Conflict', reason: 'stepApproved' });
  });

  it('returns and resubmits within the same step', () => {
    let s = apply(initialState, { kind: 'submit', form, title: 't', step: 'step1' }, corp).state;
    s = apply(s, { kind: 'complete', taskId: s.openTask!.taskId, flag: 'no', comment: '材料不全' }, launion).state;
    expect(s.status).toBe('returned');
    const r = apply(s, { kind: 'resubmit', form, title: 't', taskId: null, step: 'step1' }, corp);
    expect(r.state.status).toBe('in_review');
    expect(r.state.step).toBe(0);
  });
});
