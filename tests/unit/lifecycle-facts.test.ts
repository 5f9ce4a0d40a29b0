import { describe, expect, it } from 'vitest';
import {
  finishedStates,
  givenUpStates,
  isClosed,
  lifecycleTable,
  listedStates,
  recordFacts,
  recordStateList,
  recordStates,
  ruleOf,
  stateFacts,
  statesWhere,
  type LifecycleAction,
} from '../../catalogue';
import { ruleFacts } from './rule-facts';

const facts = ruleFacts;

describe('the states of the lifecycle table', () => {
  it('are the ones every state name is given for', () => {
    expect(Object.keys(recordStates).sort()).toEqual([...recordStateList].sort());
  });

  it('end a record exactly where no action of a plain module leaves them', () => {
    for (const state of recordStateList) expect(stateFacts(state).ended !== null, state).toBe(isClosed(state));
  });

  it('are every one a rule names, and no other', () => {
    const named = new Set(lifecycleTable.flatMap((r) => [...r.from, ...(['same', 'next'].includes(r.to) ? [] : [r.to])]));
    named.delete('new');
    expect([...named].sort()).toEqual([...recordStateList].sort());
  });

  it('call finished what a list’s state=end selects: approved, declined, cancelled and expired', () => {
    expect([...finishedStates].sort()).toEqual(['approved', 'cancelled', 'declined', 'expired']);
  });

  it('list every state but removed, which is hidden from every list', () => {
    expect(listedStates).toEqual(['draft', 'in_review', 'returned', 'approved', 'declined', 'cancelled', 'expired']);
  });

  it('give a record up when it is removed or ended void: cancelled, expired or declined (未通过)', () => {
    expect([...givenUpStates].sort()).toEqual(['cancelled', 'declined', 'expired', 'removed']);
  });

  it('call running the states a flow administrator may move or end a flow in', () => {
    expect(statesWhere((f) => f.running)).toEqual([...ruleOf('migrate').from]);
    expect(statesWhere((f) => f.running)).toEqual([...ruleOf('terminate').from]);
  });

  it('keep a published notice open while approved, and plain records closed', () => {
    expect(stateFacts('approved', { publishOnly: true })).toMatchObject({ closed: false, finished: true });
    expect(stateFacts('approved')).toMatchObject({ closed: true, finished: true });
  });
});

describe('a record’s facts for a caller', () => {
  const OFFERED: LifecycleAction[] = ['save', 'submit', 'resubmit', 'withdraw', 'cancel', 'remove', 'claim', 'approve', 'return'];

  it('let the applicant change and upload to a draft and a returned record, not one in review', () => {
    expect(recordFacts(facts('draft', ['applicant']), OFFERED).uploadsOpen).toBe(true);
    expect(recordFacts(facts('returned', ['applicant']), OFFERED).uploadsOpen).toBe(true);
    expect(recordFacts(facts('in_review', ['applicant']), OFFERED).uploadsOpen).toBe(false);
  });

  it('let the publisher of a notice upload to it while it may revise it, once approved', () => {
    const notice = facts('approved', ['applicant'], { publishOnly: true });
    expect(recordFacts(notice, ['submit', 'revise', 'revoke'])).toMatchObject({ uploadsOpen: true, closed: false });
    expect([...recordFacts(notice, ['submit', 'revise', 'revoke']).may]).toEqual(['revise', 'revoke']);
    expect(recordFacts(facts('approved', ['applicant']), OFFERED).uploadsOpen).toBe(false);
  });

  it('let the applicant of a children entry upload to it while it may add children (a workbook of works)', () => {
    expect(recordFacts(facts('draft', ['applicant']), ['addChild']).uploadsOpen).toBe(true);
    expect(recordFacts(facts('in_review', ['applicant']), ['addChild']).uploadsOpen).toBe(false);
  });

  it('let no one but the applicant upload', () => {
    expect(recordFacts(facts('draft', ['candidate']), OFFERED).uploadsOpen).toBe(false);
  });

  it('carry only the actions the module offers, while the verdict answers for any action', () => {
    const draft = recordFacts(facts('draft', ['applicant']), ['submit']);
    expect([...draft.may]).toEqual(['submit']);
    expect(draft.verdict('save')).toEqual({ ok: true });
    expect(draft.verdict('approve')).toEqual({ ok: false, why: 'party' });
  });

  it('let an operator end a running flow, and no flow once finished', () => {
    expect(recordFacts(facts('returned', ['operator'])).may.has('terminate')).toBe(true);
    for (const state of finishedStates) expect(recordFacts(facts(state, ['operator'])).may.has('terminate'), state).toBe(false);
  });
});
