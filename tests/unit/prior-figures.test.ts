// The reviewer's marks on a lines form (docs/forms/group-d.md "The reviewer's view"): a change is
// flagged when it is over both the per cent and the amount, or when a new line is above the amount;
// nothing is flagged without a prior record or while the federation has not set the per cent.
import { describe, expect, it } from 'vitest';
import { changeOf } from '../../services/records/shapes/prior-figures/compare';

const THRESHOLD = { percent: 20, amount: 500000 };

describe('a line beside its prior figure', () => {
  it('is flagged when it changes by more than 20 % and more than ¥5,000', () => {
    expect(changeOf(4000000, 3000000, THRESHOLD)).toEqual({
      current: 4000000,
      prior: 3000000,
      change: 1000000,
      changePercent: 33.3,
      flagged: true,
    });
  });

  it('is flagged when it falls by as much', () => {
    expect(changeOf(2000000, 3000000, THRESHOLD)).toMatchObject({ change: -1000000, changePercent: -33.3, flagged: true });
  });

  it('is not flagged when a large line moves by a small share', () => {
    expect(changeOf(110000000, 100000000, THRESHOLD)).toMatchObject({ change: 10000000, changePercent: 10, flagged: false });
  });

  it('is not flagged when a small line moves by a large share', () => {
    expect(changeOf(400000, 100000, THRESHOLD)).toMatchObject({ change: 300000, changePercent: 300, flagged: false });
  });

  it('is flagged when it is new and above the amount, with no percentage', () => {
    expect(changeOf(600000, null, THRESHOLD)).toEqual({ current: 600000, prior: null, change: 600000, changePercent: null, flagged: true });
    expect(changeOf(400000, null, THRESHOLD).flagged).toBe(false);
  });

  it('has no percentage over a prior of 0, and is judged as a new line', () => {
    expect(changeOf(600000, 0, THRESHOLD)).toMatchObject({ prior: 0, changePercent: null, flagged: true });
  });

  it('is never flagged without a prior record, or while the per cent is not set', () => {
    expect(changeOf(9000000, undefined, THRESHOLD)).toMatchObject({ prior: null, flagged: false });
    expect(changeOf(9000000, 1000000, { percent: null, amount: 500000 }).flagged).toBe(false);
  });
});
