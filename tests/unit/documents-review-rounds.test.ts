// What a printed form shows of a record's reviews and state: each step's latest round, waiting stages
// empty, and a stepped record's state naming the step approved before its draft.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import type { StoredFlowEvent } from '../../db';
import { documentStateName, reviewRounds } from '../../services/records/documents';

const STAGES = [
  { key: 'parent', name: '上级工会审核' },
  { key: 'federation', name: '总工会审核' },
];
const reviewer = { id: '2', name: '李审核', union: '中关村街道工会联合会' };
const applicant = { id: '1', name: '张经办', union: '中关村街道工会' };
let seq = 0;
const ev = (type: string, payload: unknown, actor = applicant): StoredFlowEvent =>
  ({ type, payload, actor, seq: ++seq, at: `2026-11-2${seq % 10}T02:00:00.000Z` }) as unknown as StoredFlowEvent;
const task = (taskId: string, stageKey: string) =>
  ev('task.created', { taskId, stageKey, stageName: STAGES.find((s) => s.key === stageKey)!.name, stage: 1, candidates: [], dueAt: '' });
const done = (taskId: string, outcome: 'approve' | 'return', comment = '') => ev('task.completed', { taskId, outcome, comment }, reviewer);

const decided = (rounds: ReturnType<typeof reviewRounds>) =>
  rounds.map((r) => ({ step: r.step, stages: r.stages.map((s) => [s.stageName, s.decisions.map((d) => `${d.outcome}:${d.comment}`)]) }));

describe('the reviews a printed form shows', () => {
  it('are the stages of the latest round: a resubmission starts every stage again', () => {
    const events = [
      ev('flow.started', { stages: STAGES }),
      ev('submitted', {}),
      task('t1', 'parent'),
      done('t1', 'return', '请补充材料'),
      ev('resubmitted', {}),
      task('t2', 'parent'),
      done('t2', 'approve'),
      task('t3', 'federation'),
    ];
    expect(decided(reviewRounds(events, { open: true, plan: [] }))).toEqual([
      {
        step: '',
        stages: [
          ['上级工会审核', ['approve:']],
          ['总工会审核', []],
        ],
      },
    ]);
  });

  it('end with the stages not reached yet, empty, while the record is open', () => {
    const events = [ev('flow.started', { stages: STAGES }), ev('submitted', {}), task('t1', 'parent'), done('t1', 'return', '请补充')];
    expect(decided(reviewRounds(events, { open: true, plan: [] }))[0]!.stages).toEqual([
      ['上级工会审核', ['return:请补充']],
      ['总工会审核', []],
    ]);
  });

  it('name each step reached, the steps approved with their final round, the next one waiting', () => {
    const events = [
      ev('flow.started', { stages: STAGES, steps: ['application', 'file'] }),
      ev('submitted', {}),
      task('t1', 'parent'),
      done('t1', 'approve', '同意上报'),
      task('t2', 'federation'),
      done('t2', 'approve'),
      ev('step.approved', { step: 'application', next: 'file' }),
    ];
    expect(decided(reviewRounds(events, { open: true, plan: [] }))).toEqual([
      {
        step: 'application',
        stages: [
          ['上级工会审核', ['approve:同意上报']],
          ['总工会审核', ['approve:']],
        ],
      },
      {
        step: 'file',
        stages: [
          ['上级工会审核', []],
          ['总工会审核', []],
        ],
      },
    ]);
  });

  it('of a closed record are only the stages that acted', () => {
    const events = [
      ev('flow.started', { stages: STAGES }),
      ev('submitted', {}),
      task('t1', 'parent'),
      ev('cancelled', { reason: 'x', taskId: 't1' }),
    ];
    expect(decided(reviewRounds(events, { open: false, plan: [] }))[0]!.stages).toEqual([['上级工会审核', []]]);
  });

  it('of a record not saved yet are the flow model’s stages, empty', () => {
    expect(decided(reviewRounds([], { open: true, plan: STAGES }))[0]!.stages).toEqual([
      ['上级工会审核', []],
      ['总工会审核', []],
    ]);
  });
});

describe('the state a printed form and a 台账 show', () => {
  const setup2 = modules.setup2!;

  it('of an application approved whose founding papers are a draft names the approval, not only the draft', () => {
    const state = documentStateName(setup2, { state: 'draft', stateName: '草稿', stageName: null, step: 'file' }, 'zh');
    expect(state).toBe('成立申请：已通过；建会资料：草稿');
    expect(documentStateName(setup2, { state: 'draft', stateName: 'Draft', stageName: null, step: 'file' }, 'en')).toBe(
      'Application: Approved; Founding papers: Draft',
    );
  });

  it('of a record in review names its stage; of an approved record is the approval', () => {
    expect(documentStateName(setup2, { state: 'in_review', stateName: '审核中', stageName: '总工会审核', step: 'application' }, 'zh')).toBe(
      '审核中（总工会审核）',
    );
    expect(documentStateName(setup2, { state: 'approved', stateName: '已通过', stageName: null, step: 'file' }, 'zh')).toBe('已通过');
  });
});
