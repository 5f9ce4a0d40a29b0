import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../types';
import { fillServerColumns, serverFilledColumns } from './index';

const lines: FieldDef = {
  name: 'expenseLines',
  kind: 'moneyLines',
  label: { zh: '支出决算', en: 'Expense' },
  rules: [],
  lines: {
    key: { subject: { dict: 'union_account_subject', classes: ['5'] } },
    columns: [
      { name: 'budget', label: { zh: '预算数', en: 'Budget' }, serverFilled: { module: 'finance2', yearField: 'year', column: 'budget' } },
      { name: 'actual', label: { zh: '决算数', en: 'Actual' } },
    ],
  },
};

describe('serverFilled columns', () => {
  it('names each lines column the server writes and where it reads it', () => {
    expect(serverFilledColumns([lines])).toEqual([
      { field: 'expenseLines', column: 'budget', from: { module: 'finance2', yearField: 'year', column: 'budget' } },
    ]);
  });

  it("takes each line's figure from the source's line of the same subject, whatever was sent", () => {
    const form = { expenseLines: [{ code: '501', budget: 1, actual: 900 }] };
    const source = { expenseLines: [{ code: '501', budget: 1000 }] };
    expect(fillServerColumns([lines], form, { finance2: source })).toEqual({ expenseLines: [{ code: '501', budget: 1000, actual: 900 }] });
  });

  it('writes 0 where the source lacks the line, and on every line where there is no source', () => {
    const form = { expenseLines: [{ code: '505', actual: 300 }] };
    expect(fillServerColumns([lines], form, { finance2: { expenseLines: [{ code: '501', budget: 1000 }] } })).toEqual({
      expenseLines: [{ code: '505', budget: 0, actual: 300 }],
    });
    expect(fillServerColumns([lines], form, {})).toEqual({ expenseLines: [{ code: '505', budget: 0, actual: 300 }] });
  });

  it('sums the details of a subtotal line the source holds no figure for', () => {
    const form = { expenseLines: [{ code: '501' }, { code: '50101' }, { code: '50102' }] };
    const source = { expenseLines: [{ code: '501' }, { code: '50101', budget: 300 }, { code: '50102', budget: 700 }] };
    expect(fillServerColumns([lines], form, { finance2: source })).toEqual({
      expenseLines: [
        { code: '501', budget: 1000 },
        { code: '50101', budget: 300 },
        { code: '50102', budget: 700 },
      ],
    });
  });

  it('empties the column while the form names no year to read the source by', () => {
    const form = { expenseLines: [{ code: '505', budget: 700, actual: 300 }] };
    expect(fillServerColumns([lines], form, { finance2: null })).toEqual({ expenseLines: [{ code: '505', budget: null, actual: 300 }] });
  });

  it('neither adds nor removes lines, and leaves a form without the field alone', () => {
    expect(fillServerColumns([lines], {}, { finance2: { expenseLines: [{ code: '501', budget: 1000 }] } })).toEqual({});
  });
});
