import { describe, expect, it } from 'vitest';
import type { GuideProgress } from '../../../api';
import { guideSteps, identLabel } from './guide-steps';

describe('guide progress', () => {
  it('reads a corp’s single step', () => {
    const corp = { uid: '1', account: 'corp1', steps: 1, finished: true, guide1: 1 } as GuideProgress;
    expect(guideSteps(corp)).toEqual([{ step: 1, done: true }]);
  });

  it('reads all 22 steps of a launion in order', () => {
    const launion = { uid: '2', account: 'launion1', steps: 22, finished: false, guide3: 1 } as GuideProgress;
    const steps = guideSteps(launion);
    expect(steps).toHaveLength(22);
    expect(steps.filter((s) => s.done).map((s) => s.step)).toEqual([3]);
  });
});

describe('account kinds', () => {
  it('are named, not shown as codes', () => {
    expect(identLabel('corp', 'zh')).toBe('企业工会');
    expect(identLabel('launion', 'zh')).toBe('上级工会');
  });

  it('keep a code that has no name', () => {
    expect(identLabel('other', 'zh')).toBe('other');
  });
});
