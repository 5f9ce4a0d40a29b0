import { describe, expect, it } from 'vitest';
import { modules } from '../modules';
import { computedFollowing } from './computed';

const fields = modules.setup4!.fields;
const following = (name: string, raw: unknown) => computedFollowing(fields, name, raw).map(({ field, figure }) => [field.name, figure]);

describe('the figures a form computes as another is typed (setup4’s monthly due)', () => {
  it('follow the payroll as the console holds it (fen as text): 2 %, rounded half up to the fen', () => {
    expect(following('payrollMonthly', '12345678')).toEqual([['dueMonthly', 246914]]);
    expect(following('payrollMonthly', '12325')).toEqual([['dueMonthly', 247]]);
  });

  it('are emptied while the payroll holds no number', () => {
    expect(following('payrollMonthly', '')).toEqual([['dueMonthly', null]]);
    expect(following('payrollMonthly', '12,3元')).toEqual([['dueMonthly', null]]);
  });

  it('follow nothing else', () => {
    expect(following('staffCount', '120')).toEqual([]);
  });
});
