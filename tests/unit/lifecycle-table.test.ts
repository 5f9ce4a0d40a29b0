import { describe, expect, it } from 'vitest';
import { allowedActions, isClosed, lifecycleTable, ruleOf, verdict, type LifecycleAction } from '../../catalogue';
import { ruleFacts } from './rule-facts';

const ALL: LifecycleAction[] = [
  'save',
  'submit',
  'resubmit',
  'withdraw',
  'cancel',
  'remove',
  'claim',
  'approve',
  'return',
  'decline',
  'expire',
  'addChild',
  'revise',
  'revoke',
  'timeout',
  'migrate',
  'terminate',
];

const facts = ruleFacts;

describe('the lifecycle table', () => {
  it('has exactly one rule per action', () => {
    expect(lifecycleTable.map((r) => r.action).sort()).toEqual([...ALL].sort());
  });

  it('offers the applicant save, submit, cancel, remove and adding a child on a draft', () => {
    expect(allowedActions(facts('draft', ['applicant']), ALL)).toEqual(['save', 'submit', 'cancel', 'remove', 'addChild']);
  });

  it('keeps a record with children: no remove, no cancel, children may still be added', () => {
    expect(allowedActions(facts('draft', ['applicant'], { hasChildren: true }), ALL)).toEqual(['save', 'submit', 'addChild']);
  });

  it('lets no one but the applicant add a child', () => {
    expect(verdict('addChild', facts('draft', ['candidate']))).toEqual({ ok: false, why: 'party' });
    expect(verdict('addChild', facts('in_review', ['applicant']))).toEqual({ ok: false, why: 'state' });
  });

  it('offers the applicant withdraw and cancel while no reviewer has acted', () => {
    expect(allowedActions(facts('in_review', ['applicant']), ALL)).toEqual(['withdraw', 'cancel']);
  });

  it('takes withdraw away once a reviewer acted', () => {
    expect(allowedActions(facts('in_review', ['applicant'], { reviewerActed: true }), ALL)).toEqual(['cancel']);
  });

  it('offers a candidate claim, approve and return on an unclaimed task', () => {
    expect(allowedActions(facts('in_review', ['candidate']), ALL)).toEqual(['claim', 'approve', 'return']);
  });

  it('offers a candidate decline too where the open stage may decline', () => {
    expect(allowedActions(facts('in_review', ['candidate'], { stageDeclines: true }), ALL)).toEqual([
      'claim',
      'approve',
      'return',
      'decline',
    ]);
  });

  it('refuses decline where the open stage may not, by the stage (stageDeclines)', () => {
    expect(verdict('decline', facts('in_review', ['candidate']))).toEqual({ ok: false, why: 'stageDeclines' });
  });

  it('lets only a reviewer decline, with a comment, ending the record declined', () => {
    expect(verdict('decline', facts('in_review', ['applicant'], { stageDeclines: true }))).toEqual({ ok: false, why: 'party' });
    expect(ruleOf('decline')).toMatchObject({ from: ['in_review'], to: 'declined', needs: 'comment' });
  });

  it('offers nothing on a declined record: no resend, cancel, removal or expiry', () => {
    expect(allowedActions(facts('declined', ['applicant']), ALL)).toEqual([]);
    expect(isClosed('declined')).toBe(true);
    for (const action of ['resubmit', 'cancel', 'remove'] as const) {
      expect(verdict(action, facts('declined', ['applicant']))).toEqual({ ok: false, why: 'state' });
    }
    expect(verdict('expire', facts('declined', ['system']))).toEqual({ ok: false, why: 'state' });
  });

  it('offers another candidate nothing once the task is claimed by someone else', () => {
    expect(allowedActions(facts('in_review', ['candidate'], { assigneeId: 'other' }), ALL)).toEqual([]);
  });

  it('offers the assignee approve and return', () => {
    expect(allowedActions(facts('in_review', ['candidate', 'assignee'], { assigneeId: 'me' }), ALL)).toEqual(['approve', 'return']);
  });

  it('offers the applicant save, resubmit and cancel on a returned record', () => {
    expect(allowedActions(facts('returned', ['applicant']), ALL)).toEqual(['save', 'resubmit', 'cancel']);
  });

  it('offers nothing on an approved record', () => {
    expect(allowedActions(facts('approved', ['applicant']), ALL)).toEqual([]);
  });

  it('offers the publisher of a published notice (publishOnly) revise and revoke', () => {
    expect(allowedActions(facts('approved', ['applicant'], { publishOnly: true }), ALL)).toEqual(['revise', 'revoke']);
  });

  it('offers a reader of a published notice nothing, and refuses it as a stranger', () => {
    expect(allowedActions(facts('approved', [], { publishOnly: true }), ALL)).toEqual([]);
    expect(verdict('revoke', facts('approved', [], { publishOnly: true }))).toEqual({ ok: false, why: 'party' });
  });

  it('refuses revoke of a draft or of a revoked notice for the state', () => {
    expect(verdict('revoke', facts('draft', ['applicant'], { publishOnly: true }))).toEqual({ ok: false, why: 'state' });
    expect(verdict('revoke', facts('cancelled', ['applicant'], { publishOnly: true }))).toEqual({ ok: false, why: 'state' });
  });

  it('keeps a published notice open and every other approved record closed', () => {
    expect(isClosed('approved', { publishOnly: true })).toBe(false);
    expect(isClosed('approved')).toBe(true);
    expect(isClosed('cancelled', { publishOnly: true })).toBe(true);
  });

  it('offers only the actions the module has calls for', () => {
    expect(allowedActions(facts('draft', ['applicant']), ['save', 'submit'])).toEqual(['save', 'submit']);
  });

  it('answers a stranger party before state, so the state is not revealed', () => {
    expect(verdict('withdraw', facts('approved', []))).toEqual({ ok: false, why: 'party' });
  });

  it('never offers expire to a person', () => {
    expect(allowedActions(facts('draft', ['applicant', 'system']), ALL)).not.toContain('expire');
  });
});
