import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState, type Actor, type Command, type FlowState, type LifecycleInput } from '../../workflows';

const input: LifecycleInput = {
  tenantId: '000000',
  module: 'activityworks',
  recordId: '7',
  processInstanceId: 'activityworks-7',
  applicant: { id: '2005', name: '智联科技工会' },
  union: { id: '1101', name: '北京智联科技有限公司工会', path: '/1000/1100/1101/' },
  model: 'parent-only',
  stages: [{ key: 'launion', name: '上级工会审核', candidates: ['union:1100'], dueHours: 72 }],
  draftTtlMs: 1000,
};
const child: LifecycleInput = {
  ...input,
  recordId: '8',
  processInstanceId: 'activityworks-8',
  parent: { recordId: '7', processInstanceId: 'activityworks-7' },
};
const corp: Actor = { id: '2005', name: '智联科技工会', unionId: '1101', unionName: '智联', ident: 'corp', roles: ['corp'] };
const launion: Actor = { id: '2003', name: '中关村街道工会', unionId: '1100', unionName: '中关村', ident: 'launion', roles: ['launion'] };

function apply(state: FlowState, cmd: Command, actor: Actor | null) {
  const d = decide(state, input, cmd, actor, 1_700_000_000_000);
  if (!d.ok) return { state, rejection: d.rejection, types: [] as string[] };
  let next = state;
  for (const e of d.events) next = evolve(next, e);
  return { state: next, rejection: null, types: d.events.map((e) => e.type) };
}

const openEntry = () => apply(initialState, { kind: 'save', form: { activityId: 'A1' }, title: 't' }, corp).state;

describe('a record with children', () => {
  it('records child.added when the applicant adds a child to its open draft', () => {
    const r = apply(openEntry(), { kind: 'addChild', child }, corp);
    expect(r.types).toEqual(['child.added']);
    expect(r.state.children).toBe(1);
  });

  it('refuses a child from anyone but the applicant', () => {
    expect(apply(openEntry(), { kind: 'addChild', child }, launion).rejection).toMatchObject({ code: 'Forbidden' });
  });

  it('can no longer be removed, cancelled or expire once it has a child', () => {
    const s = apply(openEntry(), { kind: 'addChild', child }, corp).state;
    expect(apply(s, { kind: 'remove' }, corp).rejection).toMatchObject({ code: 'Conflict', reason: 'hasChildren' });
    expect(apply(s, { kind: 'cancel', reason: '不办了' }, corp).rejection).toMatchObject({ code: 'Conflict', reason: 'hasChildren' });
    expect(apply(s, { kind: 'expire' }, null).rejection).toMatchObject({ code: 'Conflict', reason: 'hasChildren' });
  });

  it('takes no child once it is in review', () => {
    const s = apply(openEntry(), { kind: 'submit', form: {}, title: 't' }, corp).state;
    expect(apply(s, { kind: 'addChild', child }, corp).rejection).toMatchObject({ code: 'Conflict', reason: 'state' });
  });
});

describe('a child record', () => {
  it('names its parent when its flow starts', () => {
    const d = decide(initialState, child, { kind: 'save', form: {}, title: 'w' }, corp, 0);
    expect(d.ok && d.events[0]).toMatchObject({ type: 'flow.started', payload: { parent: { recordId: '7' } } });
  });

  it('keeps the reason it was removed for', () => {
    const r = apply(openEntry(), { kind: 'remove', reason: ' 作者撤回 ' }, corp);
    expect(r.types).toEqual(['removed']);
    const d = decide(openEntry(), input, { kind: 'remove', reason: '作者撤回' }, corp, 0);
    expect(d.ok && d.events[0]!.payload).toEqual({ reason: '作者撤回' });
  });
});
