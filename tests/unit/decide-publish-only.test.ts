import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState, type Actor, type Command, type FlowState, type LifecycleInput } from '../../workflows';

/** A notice the park's higher union publishes without review (activity, `publishOnly`). */
const input: LifecycleInput = {
  tenantId: '000000',
  module: 'activity',
  recordId: '9',
  processInstanceId: 'activity-9',
  applicant: { id: '2003', name: '中关村街道工会' },
  union: { id: '1100', name: '中关村街道工会', path: '/1000/1100/' },
  model: 'published',
  stages: [],
  draftTtlMs: 1000,
  publishOnly: true,
};
const publisher: Actor = { id: '2003', name: '中关村街道工会', unionId: '1100', unionName: '中关村', ident: 'launion', roles: ['launion'] };
const reader: Actor = { id: '2005', name: '智联科技工会', unionId: '1101', unionName: '智联', ident: 'corp', roles: ['corp'] };

function apply(state: FlowState, cmd: Command, actor: Actor | null, on: LifecycleInput = input) {
  const d = decide(state, on, cmd, actor, 1_700_000_000_000);
  if (!d.ok) return { state, rejection: d.rejection, events: [] as { type: string; payload: unknown }[] };
  let next = state;
  for (const e of d.events) next = evolve(next, e);
  return { state: next, rejection: null, events: d.events.map((e) => ({ type: e.type, payload: e.payload })) };
}

const form = { title: '迎新春健步走' };
const published = (on: LifecycleInput = input) => apply(initialState, { kind: 'submit', form, title: '迎新春健步走' }, publisher, on).state;

describe('a published notice (publishOnly)', () => {
  it('is approved as it is sent', () => {
    expect(published().status).toBe('approved');
  });

  it('is revised by its publisher: republished with the new content, still approved', () => {
    const r = apply(published(), { kind: 'revise', form: { title: '改期后的健步走' }, title: '改期后的健步走' }, publisher);
    expect(r.events).toEqual([{ type: 'published.revised', payload: { form: { title: '改期后的健步走' }, title: '改期后的健步走' } }]);
    expect(r.state.status).toBe('approved');
    expect(r.state.submittedForm).toEqual({ title: '改期后的健步走' });
  });

  it('is revoked by its publisher with the reason: cancelled', () => {
    const r = apply(published(), { kind: 'revoke', reason: ' 天气原因取消 ' }, publisher);
    expect(r.events).toEqual([{ type: 'cancelled', payload: { reason: '天气原因取消', taskId: null } }]);
    expect(r.state.status).toBe('cancelled');
  });

  it('refuses a revocation without a reason', () => {
    expect(apply(published(), { kind: 'revoke', reason: '  ' }, publisher).rejection).toMatchObject({ code: 'Invalid', reason: 'reason' });
  });

  it('refuses a reader’s revision or revocation (not the publisher)', () => {
    expect(apply(published(), { kind: 'revoke', reason: '不想看' }, reader).rejection).toMatchObject({
      code: 'Forbidden',
      reason: 'notApplicant',
    });
    expect(apply(published(), { kind: 'revise', form, title: 'x' }, reader).rejection).toMatchObject({ code: 'Forbidden' });
  });

  it('refuses to revoke a draft, or a notice already revoked (409)', () => {
    const draft = apply(initialState, { kind: 'save', form, title: 'x' }, publisher).state;
    expect(apply(draft, { kind: 'revoke', reason: '撤回' }, publisher).rejection).toMatchObject({ code: 'Conflict', reason: 'state' });
    const revoked = apply(published(), { kind: 'revoke', reason: '撤回' }, publisher).state;
    expect(apply(revoked, { kind: 'revoke', reason: '再撤回' }, publisher).rejection).toMatchObject({ code: 'Conflict', reason: 'state' });
    expect(apply(revoked, { kind: 'revise', form, title: 'x' }, publisher).rejection).toMatchObject({ code: 'Conflict', reason: 'state' });
  });

  it('refuses to revise a draft: a draft is published by its submit', () => {
    const draft = apply(initialState, { kind: 'save', form, title: 'x' }, publisher).state;
    expect(apply(draft, { kind: 'revise', form, title: 'x' }, publisher).rejection).toMatchObject({ code: 'Conflict', reason: 'state' });
  });
});

describe('an approved record of another shape', () => {
  const plain: LifecycleInput = { ...input, publishOnly: undefined };

  it('cannot be revoked or revised: the actions are the publishOnly shape’s', () => {
    const approved = published(plain);
    expect(apply(approved, { kind: 'revoke', reason: '撤回' }, publisher, plain).rejection).toMatchObject({
      code: 'Conflict',
      reason: 'state',
    });
    expect(apply(approved, { kind: 'revise', form, title: 'x' }, publisher, plain).rejection).toMatchObject({
      code: 'Conflict',
      reason: 'state',
    });
  });
});
