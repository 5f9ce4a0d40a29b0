// What a return moves in the funds ledger when less came in than was approved (docs/forms/group-d.md
// "finance5", Effect): the shortfall spread over the months in proportion, the last taking the rest.
import { describe, expect, it } from 'vitest';
import { proRata } from '../../db/effects/funds-ledger';

const lines = [
  { month: '2025-07', amount: 2160000, payroll: 180000000 },
  { month: '2025-08', amount: 2160000, payroll: 180000000 },
  { month: '2025-09', amount: 2160000, payroll: 180000000 },
];

describe('the months of a return', () => {
  it('keep their amounts when all of it came in', () => {
    expect(proRata(lines, 6480000, 6480000)).toEqual(lines);
  });

  it('share what came in, rounded half up to the fen, the last line taking the rest', () => {
    expect(proRata(lines, 6000001, 6480000).map((l) => l.amount)).toEqual([2000000, 2000000, 2000001]);
    expect(proRata(lines, 100, 6480000).map((l) => l.amount)).toEqual([33, 33, 34]);
  });

  it('add up to what came in whatever the figures, beyond 2^53 in the products', () => {
    const big = [
      { month: '2025-01', amount: 9_000_000_000, payroll: null },
      { month: '2025-02', amount: 7_000_000_001, payroll: null },
    ];
    const moved = proRata(big, 15_999_999_999, 16_000_000_001);
    expect(moved.reduce((n, l) => n + l.amount, 0)).toBe(15_999_999_999);
  });
});
